import { and, eq, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { people, users } from '../db/schema';

/**
 * A person staff created for a family without a login, waiting for one: the sign-up or a user created with the
 * same e-mail takes it over instead of creating a second person (decisions.md section 6). Locked, so two
 * sign-ups cannot both take it.
 */
export async function lockPersonWithoutLogin(tx: Executor, email: string) {
  const [person] = await tx
    .select()
    .from(people)
    .where(and(eq(people.email, email), notExists(tx.select({ one: sql`1` }).from(users).where(eq(users.person_id, people.id)))))
    .orderBy(people.id)
    .limit(1)
    .for('update');
  return person;
}

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
