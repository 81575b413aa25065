import { DomainError } from '../../lib/errors';
import { isForeignKeyViolation } from '../../lib/postgres';

export const inUse = (key: string) => new DomainError('conflict', { key });

/**
 * Runs a delete after the use case has looked for references itself (which gives the precise message). A
 * reference added in between by another request still makes the database refuse; that becomes the same 409
 * instead of a 500.
 */
export async function deleteUnlessReferenced<T>(remove: () => Promise<T>, key: string): Promise<T> {
  try {
    return await remove();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUse(key);
    throw error;
  }
}
