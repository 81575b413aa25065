import type { PersonValues } from '@app/domain';
import { eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { people } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';
import { emailInUse } from '../../repositories/people';
import { personColumns } from './person-values';

/**
 * Staff correct a person. The e-mail here is the contact address the office writes to; the address a family
 * signs in with is the family's alone (decision 017), so an office edit never moves a login: otherwise a
 * changed address and "forgot password" would open the family's account, health data included. A new address
 * in use by another person or account is refused on the field.
 */
export async function updatePerson(db: Database, input: { now: Date; id: number; values: PersonValues }): Promise<void> {
  const { now, id, values } = input;
  try {
    await transaction(db, async (tx) => {
      const [person] = await tx.select().from(people).where(eq(people.id, id)).for('update');
      if (!person) throw notFound();
      if (values.email !== person.email && (await emailInUse(tx, values.email, id))) throw invalid({ email: 'email_taken' });
      await tx.update(people).set(personColumns(values, now, person.privacy_photo_accept_at)).where(eq(people.id, id));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'people_tax_unique')) throw invalid({ tax: 'tax_code_taken' });
    throw error;
  }
}
