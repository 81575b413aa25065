import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { childParents, people, users } from '../../db/schema';
import type { Recipient } from '../booking/registration-email';

/**
 * Who is written to about a child's registration when staff act on it (payments, resends): the child's first
 * parent, in that parent's language, at the person's e-mail or else the address of the linked account.
 * Children without a reachable parent are absent from the map.
 */
export async function familyRecipients(db: Executor, childIds: readonly number[]): Promise<Map<number, Recipient>> {
  if (childIds.length === 0) return new Map();
  const rows = await db
    .select({ childId: childParents.childId, person: people, accountEmail: users.email })
    .from(childParents)
    .innerJoin(people, eq(people.id, childParents.personId))
    .leftJoin(users, eq(users.personId, people.id))
    .where(inArray(childParents.childId, [...childIds]))
    .orderBy(asc(people.id));
  const recipients = new Map<number, Recipient>();
  for (const { childId, person, accountEmail } of rows) {
    const email = person.email || accountEmail;
    if (recipients.has(childId) || !email) continue;
    recipients.set(childId, { email, name: `${person.firstName} ${person.lastName}`, lang: person.lang });
  }
  return recipients;
}
