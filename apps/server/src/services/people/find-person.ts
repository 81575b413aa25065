import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { people, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { loadChildRegistrations } from '../children/child-registrations';
import { loadChildrenOfPeople } from './person-children';

/**
 * One person for the show page and the form: children, login, and the children's registrations. Unknown: 404.
 * The registrations' health answers leave through the presenter's health gate (decision 020).
 */
export async function findPerson(db: Executor, input: { id: number; now: Date; timeZone: string }) {
  const [row] = await db
    .select({ person: people, userId: users.id })
    .from(people)
    .leftJoin(users, eq(users.person_id, people.id))
    .where(eq(people.id, input.id));
  if (!row) throw notFound();
  const kids = await loadChildrenOfPeople(db, [row.person.id]);
  const registrations = await loadChildRegistrations(db, { childIds: kids.map((child) => child.id), now: input.now, timeZone: input.timeZone });
  return { ...row.person, hasLogin: row.userId !== null, children: kids, registrations };
}
