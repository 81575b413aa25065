import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { childParents, children, courses, courseWeeks, people, registrations, users } from '../db/schema';
import type { Language } from '@app/domain';

/**
 * The registration read model (decision 019): a registration with its child, week and course, written once;
 * what it costs and what is open (decisions.md section 4) as SQL, so lists filter and sort by it; and the
 * family's parent of it, the one rule for whom a registration's e-mails go to and whose name stands for the
 * family. Services say which columns they need and which rows.
 */

/** Who is written to about a registration or a child, in that person's language. */
export interface Recipient {
  /** The parent the e-mail is written for: the outbox keys it by this person (the erasure deletes by it). */
  personId: number;
  email: string;
  name: string;
  lang: Language;
}

/** The query `selectRegistrations` builds, as drizzle types it when the fields are known. */
export type RegistrationSelect<Fields extends SelectedFields> = PgSelectBase<
  'registrations',
  Fields,
  'partial',
  { registrations: 'not-null'; children: 'not-null'; course_weeks: 'not-null'; courses: 'not-null' },
  true
>;

/** The registrations joined with their child, week and course; `fields` picks the columns. */
export function selectRegistrations<Fields extends SelectedFields>(db: Executor, fields: Fields): RegistrationSelect<Fields> {
  // Drizzle cannot type a join chain on a generic selection; the result is the one it gives a known one.
  const query = db
    .select(fields as SelectedFields)
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.child_id))
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.course_week_id))
    .innerJoin(courses, eq(courses.id, courseWeeks.course_id))
    .$dynamic();
  return query as unknown as RegistrationSelect<Fields>;
}

/**
 * A standing registration, the domain's `isStanding`: not deleted and not waiting. What is owed, paid,
 * matched to a statement line and confirmed counts only these; a waiting one is owed nothing until promoted.
 */
export const standingRegistrationSql = and(isNull(registrations.deleted_at), eq(registrations.is_waiting, false))!;

/**
 * What the registration costs and what is open of it, the domain's `registrationPrice` and `openAmount` for
 * lists that filter and sort by them. Counted in numeric, which holds cents exactly, and turned into float8
 * only at the end: 120 - 99.99 in float8 is 20.010000000000005.
 */
const priceNumericSql = sql`coalesce(case when ${registrations.day_type} = 'half_day' then ${courseWeeks.price_half_day} else ${courseWeeks.price} end, 0)`;
export const priceSql = sql<number>`(${priceNumericSql})::float8`;
export const openAmountSql = sql<number>`greatest(0, ${priceNumericSql} - coalesce(${registrations.payed_amount}, 0))::float8`;

/**
 * A waiting registration's place on its week's waiting list (1 = next), by created_at as the promotion
 * takes them (decisions.md section 3); null for a confirmed one.
 */
export const waitingPositionSql = sql<number | null>`CASE WHEN ${registrations.is_waiting} THEN (
  SELECT count(*)::int FROM ${registrations} AS ahead
  WHERE ahead.course_week_id = ${registrations.course_week_id} AND ahead.is_waiting AND ahead.deleted_at IS NULL
    AND (ahead.created_at, ahead.id) <= (${registrations.created_at}, ${registrations.id})
) END`;

/** The domain's `paymentStatus` (payment.ts), as conditions. */
export const paymentStateSql = {
  unpaid: sql`(${registrations.payed_amount} is null or ${registrations.payed_amount} <= 0)`,
  partly_paid: sql`(${registrations.payed_amount} > 0 and ${registrations.payed_amount} < ${priceNumericSql})`,
  paid: sql`(${registrations.payed_amount} > 0 and ${registrations.payed_amount} >= ${priceNumericSql})`,
} as const;

/**
 * A child's first parent (by id) that can be written to (a person e-mail or a linked account), else the first
 * parent: the family of a child no parent of it has booked for. A parent staff entered by phone without an
 * address does not silence the family's e-mails when another parent has one.
 */
const firstParentIdOf = (childId: SQL | typeof children.id | typeof registrations.child_id) =>
  sql<number | null>`(select ${childParents.person_id} from ${childParents}
    join ${people} on ${people.id} = ${childParents.person_id} left join ${users} on ${users.person_id} = ${people.id}
    where ${childParents.child_id} = ${childId}
    order by coalesce(nullif(${people.email}, ''), ${users.email}) is null, ${childParents.person_id} limit 1)`;

/**
 * The family's parent of a registration: the parent who booked it, while still a parent of the child, else
 * the child's first parent (a booking by the office, or by a parent since removed from the child).
 */
export const parentIdSql = sql<number | null>`coalesce(
  (select ${users.person_id} from ${users} join ${childParents} on ${childParents.person_id} = ${users.person_id}
    where ${users.id} = ${registrations.created_by_user_id} and ${childParents.child_id} = ${registrations.child_id}),
  ${firstParentIdOf(registrations.child_id)})`;

const personColumnSql = <T>(parentId: SQL, column: SQL) =>
  sql<T>`(select ${column} from ${people} where ${people.id} = ${parentId})`;

export const parentNameSql = personColumnSql<string | null>(parentIdSql, sql`${people.last_name} || ' ' || ${people.first_name}`);
/** The parent's photo consent (decisions.md section 6): given when privacy_photo_accept_at is set. */
export const photoConsentSql = sql<boolean>`coalesce(${personColumnSql(parentIdSql, sql`${people.privacy_photo_accept_at} is not null`)}, false)`;

/**
 * The parent as a recipient, from `people` and `users` joined on the parent: the person's e-mail, else the
 * linked account's. A query reads it only with both joined (drizzle qualifies columns only in joins).
 */
const recipientColumns = {
  personId: people.id,
  email: sql<string | null>`coalesce(nullif(${people.email}, ''), ${users.email})`,
  name: sql<string>`${people.first_name} || ' ' || ${people.last_name}`,
  lang: people.lang,
};
const recipientOf = (parent: { personId: number | null; email: string | null; name: string | null; lang: Language | null } | null): Recipient | null =>
  parent?.personId && parent.email && parent.name && parent.lang ? { personId: parent.personId, email: parent.email, name: parent.name, lang: parent.lang } : null;

/**
 * Registrations with everything an e-mail about them needs (a waiting one's place on the list), the recipient
 * by the one rule above (null when the family has no address) and that parent's person (`parentId`, null for
 * a child without parents), oldest first; `lock` holds the registrations until the transaction ends.
 */
export async function loadRegistrationsForMail(db: Executor, where: SQL | undefined, options: { lock?: boolean } = {}) {
  const query = selectRegistrations(db, {
    registration: registrations,
    waitingPosition: waitingPositionSql,
    child: children,
    week: courseWeeks,
    course: courses,
    recipient: recipientColumns,
    parentId: people.id,
  })
    .leftJoin(people, eq(people.id, parentIdSql))
    .leftJoin(users, eq(users.person_id, people.id))
    .where(where)
    .orderBy(asc(registrations.id));
  const rows = await (options.lock ? query.for('update', { of: registrations }) : query);
  return rows.map((row) => ({ ...row, recipient: recipientOf(row.recipient) }));
}
export type RegistrationForMail = Awaited<ReturnType<typeof loadRegistrationsForMail>>[number];

/** Who a booking the office makes for these children is written to: each child's first parent, by the same rule. */
export async function recipientsOfChildren(db: Executor, childIds: readonly number[]): Promise<Map<number, Recipient>> {
  if (childIds.length === 0) return new Map();
  const rows = await db
    .select({ childId: children.id, recipient: recipientColumns })
    .from(children)
    .innerJoin(people, eq(people.id, firstParentIdOf(children.id)))
    .leftJoin(users, eq(users.person_id, people.id))
    .where(inArray(children.id, [...childIds]));
  return new Map(rows.flatMap(({ childId, recipient }) => {
    const reachable = recipientOf(recipient);
    return reachable ? [[childId, reachable] as const] : [];
  }));
}
