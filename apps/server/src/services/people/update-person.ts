import type { PersonValues } from '@app/domain';
import { eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { people, users } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';
import { emailInUse } from '../../repositories/people';
import { personColumns } from './person-values';

/**
 * Staff correct a person. The e-mail is the sign-in address of the person's login as well, so the login
 * moves with it in the same transaction; an address in use elsewhere is refused on the field.
 */
export async function updatePerson(db: Database, input: { now: Date; id: number; values: PersonValues }): Promise<void> {
  const { now, id, values } = input;
  try {
    await transaction(db, async (tx) => {
      const [person] = await tx.select().from(people).where(eq(people.id, id)).for('update');
      if (!person) throw notFound();
      if (await emailInUse(tx, values.email, id)) throw invalid({ email: 'email_taken' });
      await tx.update(people).set(personColumns(values, now, person.privacy_photo_accept_at)).where(eq(people.id, id));
      await tx.update(users).set({ email: values.email, updated_at: now }).where(eq(users.person_id, id));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'people_tax_unique')) throw invalid({ tax: 'tax_code_taken' });
    if (isUniqueViolation(error, 'users_email_unique')) throw invalid({ email: 'email_taken' });
    throw error;
  }
}
