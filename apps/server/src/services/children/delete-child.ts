import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { children, registrations } from '../../db/schema';
import { deleteUnlessInUse } from '../../repositories/in-use';

/**
 * Deletes a child without registrations (decisions.md section 12); its parent links go with it. A child with
 * any registration, even a deleted one, is kept: 409 saying why (payment and attendance records).
 */
export async function deleteChild(db: Database, input: { id: number }): Promise<void> {
  await deleteUnlessInUse(db, { table: children, id: input.id }, [
    { from: registrations, where: eq(registrations.child_id, input.id), key: 'people.child_has_registrations' },
  ]);
}
