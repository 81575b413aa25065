import type { PersonValues } from '@app/domain';
import { eq } from 'drizzle-orm';
import { transaction, type Database, type Transaction } from '../../db/client';
import { childParents, people, users } from '../../db/schema';
import { forbidden, invalid, notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { canChangeChildParents } from '../../policies/child';
import { isUniqueViolation } from '../../lib/postgres';
import { emailInUse } from '../../repositories/people';
import { personColumns } from './person-values';

/**
 * Staff correct a person. The e-mail here is the contact address the office writes to; the address a family
 * signs in with is the family's alone (decision 017), so an office edit never moves a login: otherwise a
 * changed address and "forgot password" would open the family's account, health data included. A new address
 * in use by another person or account is refused on the field. The address of a family without a login is also
 * the address whose owner may join it, with its children's health answers (decision 017): changing it, while the
 * family has children, is for staff who may link a child's parents.
 */
export async function updatePerson(db: Database, input: { actor: Actor; now: Date; id: number; values: PersonValues }): Promise<void> {
  const { actor, now, id, values } = input;
  try {
    await transaction(db, async (tx) => {
      const [person] = await tx.select().from(people).where(eq(people.id, id)).for('update');
      if (!person) throw notFound();
      if (values.email !== person.email) {
        if (!canChangeChildParents(actor) && (await joinable(tx, id))) throw forbidden('people.join_address_needs_health');
        if (await emailInUse(tx, values.email, id)) throw invalid({ email: 'email_taken' });
      }
      await tx.update(people).set(personColumns(values, now, person.privacy_photo_accept_at)).where(eq(people.id, id));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'people_tax_unique')) throw invalid({ tax: 'tax_code_taken' });
    throw error;
  }
}

/** A person without a login who has children: whoever signs up with its address may join it. */
async function joinable(tx: Transaction, personId: number): Promise<boolean> {
  const [login] = await tx.select({ id: users.id }).from(users).where(eq(users.person_id, personId)).limit(1);
  if (login) return false;
  const [child] = await tx.select({ id: childParents.child_id }).from(childParents).where(eq(childParents.person_id, personId)).limit(1);
  return child !== undefined;
}
