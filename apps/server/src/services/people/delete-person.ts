import { and, eq, inArray, ne } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { childParents, children, files, people, registrations, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

/**
 * Deletes a person with its login and the children that have no other parent, in one transaction
 * (decisions.md section 12). Refused (409) when any of its children has a registration, even a deleted one:
 * those are the organisation's payment and attendance records. Its signature image goes too.
 */
export async function deletePerson(db: Database, input: { id: number }): Promise<void> {
  await transaction(db, async (tx) => {
    const [person] = await tx.select().from(people).where(eq(people.id, input.id)).for('update');
    if (!person) throw notFound();
    const own = (await tx.select({ id: childParents.child_id }).from(childParents).where(eq(childParents.person_id, person.id))).map((row) => row.id);
    if (own.length > 0) {
      // Locking the children keeps a booking or a new parent link from slipping in between.
      await tx.select({ id: children.id }).from(children).where(inArray(children.id, own)).for('update');
      const [booked] = await tx.select({ id: registrations.id }).from(registrations).where(inArray(registrations.child_id, own)).limit(1);
      if (booked) throw conflict('people.person_has_registrations');
      const shared = await tx
        .select({ id: childParents.child_id })
        .from(childParents)
        .where(and(inArray(childParents.child_id, own), ne(childParents.person_id, person.id)));
      const alone = own.filter((childId) => !shared.some((row) => row.id === childId));
      if (alone.length > 0) await tx.delete(children).where(inArray(children.id, alone));
    }
    await tx.delete(users).where(eq(users.person_id, person.id));
    await tx.delete(people).where(eq(people.id, person.id));
    if (person.signature_file_id) await tx.delete(files).where(eq(files.id, person.signature_file_id));
  });
}
