import { hasPermission, type Auth } from '../plugins/auth';
import type { FileInfo } from '../repositories/files';

/**
 * Public files are for everyone. A private one (a parent's signature) only for the user who stored it and
 * for staff who may see people; the route answers 404 to everybody else, so its existence stays hidden.
 */
export function canReadFile(auth: Auth | null, file: Pick<FileInfo, 'isPublic' | 'createdByUserId'>): boolean {
  if (file.isPublic) return true;
  if (!auth) return false;
  return auth.user.id === file.createdByUserId || hasPermission(auth, 'person.view');
}
