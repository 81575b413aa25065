import type { PersonValues } from '@app/domain';
import { transaction, type Database } from '../../db/client';
import { people } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';
import { emailInUse } from '../../repositories/people';
import { personColumns } from './person-values';

/**
 * Staff create a parent, without a login: a family that phones in can be registered before it has an account.
 * When the family later signs up (or the user management creates an account) with this e-mail, that login
 * takes over this person (repositories/people). An e-mail or tax code already used is refused on the field.
 */
export async function createPerson(db: Database, input: { now: Date; values: PersonValues }): Promise<number> {
  const { now, values } = input;
  const columns = personColumns(values, now, null);
  try {
    return await transaction(db, async (tx) => {
      if (await emailInUse(tx, values.email)) throw invalid({ email: 'email_taken' });
      const [row] = await tx.insert(people).values({ ...columns, created_at: now }).returning({ id: people.id });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'people_tax_unique')) throw invalid({ tax: 'tax_code_taken' });
    throw error;
  }
}
