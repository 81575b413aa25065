import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { people, users } from '../db/schema';

/**
 * Whether another person or an account (other than the person's own login) already uses the e-mail: the
 * e-mail is the sign-in address the person's login will have.
 */
export async function emailInUse(tx: Executor, email: string, personId?: number): Promise<boolean> {
  const otherPerson: SQL | undefined = personId === undefined ? undefined : ne(people.id, personId);
  const [person] = await tx.select({ id: people.id }).from(people).where(and(sql`lower(${people.email}) = ${email}`, otherPerson)).limit(1);
  if (person) return true;
  const notOwnLogin = personId === undefined ? undefined : or(sql`${users.person_id} IS NULL`, ne(users.person_id, personId));
  const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, email), notOwnLogin)).limit(1);
  return user !== undefined;
}

/**
 * The person the office keeps with this address and no login, other than the account's own: the family a
 * sign-up with the address joins once the link is used. The lowest id when the office entered it twice.
 */
export async function lockPersonWithoutLogin(tx: Executor, email: string, exceptPersonId?: number) {
  const [person] = await tx
    .select()
    .from(people)
    .where(
      and(
        eq(people.email, email),
        exceptPersonId === undefined ? undefined : ne(people.id, exceptPersonId),
        sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.person_id} = ${people.id})`,
      ),
    )
    .orderBy(people.id)
    .limit(1)
    .for('update');
  return person;
}

/**
 * Whether a person of the office has this address: a family's (decision 017). The user management gives it to no
 * account, or "forgot password" there would hand the family a staff account, and its sign-up would be refused.
 */
export async function isFamilyAddress(tx: Executor, email: string): Promise<boolean> {
  const [person] = await tx.select({ id: people.id }).from(people).where(sql`lower(${people.email}) = ${email}`).limit(1);
  return person !== undefined;
}
