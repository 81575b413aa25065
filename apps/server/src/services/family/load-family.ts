import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, courses, courseWeeks, people, registrations } from '../../db/schema';
import { customFieldColumns } from '../../lib/custom-fields';
import { dayTypeLabelColumns } from '../../lib/day-type';
import type { Actor } from '../../policies/actor';
import { scopeChildren } from '../../policies/child';
import { scopeOwnPerson } from '../../policies/person';
import { scopeFamilyRegistrations } from '../../policies/registration';
import { openOfferColumns } from '../../repositories/offers';
import { optionValueSql } from '../../repositories/options';
import { selectRegistrations, standingRegistrationSql, waitingPositionSql } from '../../repositories/registrations';
import { addressStateColumns } from '../address-links/address-link';

/** The course columns the family page shows (names, day-type labels, custom fields, bank data, window). */
const courseColumns = {
  id: courses.id,
  name: courses.name,
  name_it: courses.name_it,
  register_from: courses.register_from,
  register_from_time: courses.register_from_time,
  register_to: courses.register_to,
  ...dayTypeLabelColumns,
  ...customFieldColumns,
  bank_name: courses.bank_name,
  bank_iban: courses.bank_iban,
};

/**
 * The family's non-deleted registrations with child, week and course in one query, whatever their number;
 * `id` narrows it to one registration (the answer of an edit). Another family's registration is not found.
 */
export function familyRegistrationRows(db: Executor, actor: Actor, id?: number) {
  return selectRegistrations(db, {
    registration: registrations,
    waitingPosition: waitingPositionSql,
    offer: openOfferColumns,
    child: { id: children.id, first_name: children.first_name, last_name: children.last_name },
    week: courseWeeks,
    course: courseColumns,
    // Who the family pays (decisions.md section 10), in the same statement: the page stays at four queries.
    payee: { payment_recipient: optionValueSql('payment_recipient'), app_name: optionValueSql('app_name') },
  })
    .where(and(scopeFamilyRegistrations(actor), isNull(registrations.deleted_at), id === undefined ? undefined : eq(registrations.id, id)))
    .orderBy(asc(courseWeeks.from), asc(children.first_name), asc(registrations.id));
}
export type FamilyRegistrationRow = Awaited<ReturnType<typeof familyRegistrationRows>>[number];

/**
 * The payment confirmations of the family (decisions.md section 4): one per child and course with at least
 * one paid (payed_amount > 0), confirmed, non-deleted registration.
 */
export function familyConfirmationRows(db: Executor, actor: Actor) {
  return selectRegistrations(db, {
    childId: children.id,
    first_name: children.first_name,
    last_name: children.last_name,
    courseId: courses.id,
    courseName: courses.name,
    courseNameIt: courses.name_it,
    weekCount: sql<number>`count(*)::int`,
  })
    .where(and(scopeFamilyRegistrations(actor), standingRegistrationSql, gt(registrations.payed_amount, 0)))
    .groupBy(children.id, courses.id)
    .orderBy(asc(children.first_name), asc(children.id), asc(courses.name), asc(courses.id));
}
export type FamilyConfirmationRow = Awaited<ReturnType<typeof familyConfirmationRows>>[number];

/**
 * Everything the family page shows, in four queries whatever the family's size: the parent, the children,
 * the registrations (with child, week, course and waiting position) and the confirmations. An account
 * without a person (the back office) has no family: its scope finds no parent, null.
 */
export async function loadFamily(db: Executor, { actor, now }: { actor: Actor; now: Date }) {
  const [own] =
    actor.personId === null
      ? []
      : await db
          .select({ parent: people, ...addressStateColumns({ userId: actor.id, personId: actor.personId, now }) })
          .from(people)
          .where(scopeOwnPerson(actor));
  if (!own) return null;
  const { parent, ...address } = own;
  const family = await db.select().from(children).where(scopeChildren(actor)).orderBy(asc(children.first_name), asc(children.id));
  const rows = await familyRegistrationRows(db, actor);
  const confirmations = await familyConfirmationRows(db, actor);
  return { parent, address, children: family, registrations: rows, confirmations };
}
export type FamilyRows = NonNullable<Awaited<ReturnType<typeof loadFamily>>>;
