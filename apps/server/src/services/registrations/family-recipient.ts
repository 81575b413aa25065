import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { childParents, children, people, registrations, users } from '../../db/schema';
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

/**
 * Who is written to about a family's own registration (its cancellation, a promotion from the waiting list):
 * the parent who booked it, else the child's first parent, at the person's e-mail (else the account's), in the
 * person's language; with the registration and the child as they are now. Registrations without a reachable
 * parent are left out.
 */
export async function registrationRecipients(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const parentId = sql<number>`coalesce(
    (SELECT ${users.personId} FROM ${users} WHERE ${users.id} = ${registrations.createdByUserId}),
    (SELECT min(${childParents.personId}) FROM ${childParents} WHERE ${childParents.childId} = ${registrations.childId}))`;
  const rows = await db
    .select({
      registration: registrations,
      child: children,
      parent: people,
      accountEmail: sql<string | null>`(SELECT ${users.email} FROM ${users} WHERE ${users.personId} = ${people.id})`,
    })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .innerJoin(people, eq(people.id, parentId))
    .where(inArray(registrations.id, [...ids]))
    .orderBy(asc(registrations.id));
  return rows.flatMap(({ registration, child, parent, accountEmail }) => {
    const email = parent.email || accountEmail;
    const recipient: Recipient = { email: email ?? '', name: `${parent.firstName} ${parent.lastName}`, lang: parent.lang };
    return email ? [{ registration, child, recipient }] : [];
  });
}
