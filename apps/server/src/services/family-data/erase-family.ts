import { confirmsFamilyName, escapeHtml, ROLE_NAMES, sumMoney, translate, wallClock, type Language, type PlaceChoice } from '@app/domain';
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { transaction, type Database, type Executor, type Transaction } from '../../db/client';
import { erasedValues } from '../../db/personal-data';
import {
  bookings,
  childParents,
  children,
  courses,
  courseWeeks,
  emailLogs,
  files,
  people,
  refunds,
  registrations,
  roles,
  statementLines,
  userRoles,
  users,
} from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { retryTransientConflicts } from '../../lib/postgres';
import { emailLayout } from '../../mail/layout';
import { queueEmail } from '../../mail/outbox';
import { emailFooter } from '../../mail/settings';
import type { Actor } from '../../policies/actor';
import { requireFamily } from '../../policies/person';
import { readOptions } from '../../repositories/options';
import { familyEmails } from '../../repositories/email-logs';
import { statementLinesOfBookings, unmatchedLinesNaming } from '../../repositories/statement-lines';
import { closeOpenOffers } from '../../repositories/offers';
import { lockWeek, settleWeek } from '../capacity/week-capacity';
import { checkCurrentPassword } from '../users/update-user';

export interface ErasureResult {
  erasedChildren: number;
  anonymisedChildren: number;
  cancelledRegistrations: number;
  keptRegistrations: number;
  /** Paid places of weeks to come that stay for children who still attend. */
  keptPlaces: number;
  /** Paid places of weeks to come given up; their amount is the office's refund to-do. */
  releasedPlaces: number;
}

const todayOf = (now: Date, timeZone: string) => {
  const clock = wallClock(now, timeZone);
  return `${clock.year}-${clock.month}-${clock.day}`;
};

/**
 * The children an erasure takes: the parent's own without another parent. A child shared with another parent
 * stays theirs, with its registrations.
 */
async function childrenToErase(db: Executor, personId: number): Promise<{ own: number[]; alone: number[] }> {
  const own = (await db.select({ id: childParents.child_id }).from(childParents).where(eq(childParents.person_id, personId))).map((row) => row.id);
  if (own.length === 0) return { own, alone: [] };
  const shared = (
    await db.select({ id: childParents.child_id }).from(childParents).where(and(inArray(childParents.child_id, own), ne(childParents.person_id, personId)))
  ).map((row) => row.id);
  return { own, alone: own.filter((id) => !shared.includes(id)) };
}

/**
 * A paid place of a week to come: standing (not cancelled), something paid, and the week not begun. The erasure
 * asks whether the children still attend (the place stays) or the place is given up (freed, the amount refunded).
 */
const paidPlaceToCome = (today: string) =>
  sql<boolean>`(${registrations.deleted_at} IS NULL AND coalesce(${registrations.payed_amount}, 0) > 0 AND ${courseWeeks.from} > ${today})`;

/** The paid places of weeks to come of the children an erasure of this person would take, for its question. */
export async function paidPlacesToCome(db: Executor, input: { personId: number; now: Date; timeZone: string }) {
  const [person] = await db.select({ id: people.id }).from(people).where(eq(people.id, input.personId));
  if (!person) throw notFound();
  const { alone } = await childrenToErase(db, person.id);
  if (alone.length === 0) return [];
  return db
    .select({
      registrationId: registrations.id,
      payedAmount: registrations.payed_amount,
      child: { first_name: children.first_name, last_name: children.last_name },
      course: { name: courses.name, name_it: courses.name_it },
      week: { name: courseWeeks.name, name_it: courseWeeks.name_it, from: courseWeeks.from, to: courseWeeks.to },
    })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.child_id))
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.course_week_id))
    .innerJoin(courses, eq(courses.id, courseWeeks.course_id))
    .where(and(inArray(registrations.child_id, alone), paidPlaceToCome(todayOf(input.now, input.timeZone))))
    .orderBy(asc(courseWeeks.from), asc(registrations.id));
}
export type PaidPlaceRow = Awaited<ReturnType<typeof paidPlacesToCome>>[number];

/** The family page's question before "delete my account": its own paid places of weeks to come. */
export const ownPaidPlacesToCome = (db: Executor, input: { actor: Actor; now: Date; timeZone: string }) =>
  paidPlacesToCome(db, { personId: requireFamily(input.actor), now: input.now, timeZone: input.timeZone });

/**
 * Erases a family (issue 26 part 3, decision 025), inside the caller's transaction: the one rule behind "delete
 * my account", the office's erasure and the inactive-accounts job.
 * - The parent's children without another parent go; a child shared with another parent stays theirs.
 * - Their registrations: one with a payment (payed_amount > 0) is kept as the payment record, and so is one of
 *   a week that has begun (the attendance record, as the week's counters count it); both lose their free texts,
 *   emergency phones, health answers and comments. Every other one goes: an active one of a week not yet begun
 *   gives its place back through `settleWeek` (counters, promotion of the oldest waiting with their e-mails),
 *   as a cancellation does; the family gets no cancellation e-mail, only the confirmation below, so that no
 *   e-mail naming the child stays in the log.
 * - Paid places of weeks to come need `places` (else 422 on `places`): `keep` leaves them standing for children
 *   who still attend, with the emergency phones and the parent's phone and e-mail until the week is over (the
 *   account retention job clears them); `release` cancels them through `settleWeek` like the unpaid ones and
 *   leaves the office one refund per booking with the amount paid for them (and the same contact until done).
 * - A child with kept registrations stays as their anonymous subject (`erased_at`, neutral name, tax code,
 *   phone, birth, no health data); the others are deleted. Bookings left without registrations go, unless a
 *   refund names them. The bank statement lines of the family's bookings lose payer, remittance text and the
 *   reason for setting one aside: they may name the family.
 * - The e-mails to the parent's addresses go from the log; the confirmation is queued to the address (no name
 *   in it) before the login (sessions, idempotency keys, reset links, devices with it), the person, its links
 *   and its signature are deleted. The health access log stays (decision 020).
 * An account of the office (a role other than Parent) is not erased here: 409.
 */
export async function eraseFamily(tx: Transaction, input: { personId: number; now: Date; timeZone: string; places?: PlaceChoice }): Promise<ErasureResult> {
  const { now } = input;
  const [person] = await tx.select().from(people).where(eq(people.id, input.personId)).for('update');
  if (!person) throw notFound();
  const [account] = await tx.select().from(users).where(eq(users.person_id, person.id)).for('update');
  if (account) {
    const [staffRole] = await tx
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.role_id))
      .where(and(eq(userRoles.user_id, account.id), ne(roles.name, ROLE_NAMES.parent)))
      .limit(1);
    if (staffRole) throw conflict('familyData.staff_account');
  }

  const { own, alone } = await childrenToErase(tx, person.id);
  const contact = { phone: person.phone || null, email: account?.email ?? person.email };
  // Before the children's registrations and emptied bookings go: a deleted booking no longer names its lines.
  await forgetPayments(tx, { childIds: own, names: await familyNames(tx, person, alone), contact });
  const result: ErasureResult = { erasedChildren: 0, anonymisedChildren: 0, cancelledRegistrations: 0, keptRegistrations: 0, keptPlaces: 0, releasedPlaces: 0 };
  if (alone.length > 0) {
    Object.assign(result, await eraseChildren(tx, { ids: alone, now, timeZone: input.timeZone, places: input.places, contact }));
  }

  await tx.delete(emailLogs).where(familyEmails({ personId: person.id, userId: account?.id, addresses: [person.email, account?.email] }));
  const to = account?.email ?? person.email;
  if (to) await queueErasureEmail(tx, { to, lang: account?.lang ?? person.lang, result });

  if (account) await tx.delete(users).where(eq(users.id, account.id));
  await tx.delete(people).where(eq(people.id, person.id));
  if (person.signature_file_id) await tx.delete(files).where(eq(files.id, person.signature_file_id));
  return result;
}

/**
 * The bank's side of the family's bookings (those of its children's registrations, the lines its data export
 * lists), and the lines booked to nothing that name the parent or an erased child: the statement lines lose
 * payer, remittance and the reason a person set one aside, all of which may name the family; amount, date and booking stay as the accounting record. A refund still open of what a line
 * paid too much for one of these bookings gets the family's phone and e-mail, as a given-up place's refund does:
 * with the payer's name gone, they are how the office learns where to send the money (decision 025).
 */
async function forgetPayments(tx: Transaction, input: { childIds: number[]; names: string[]; contact: { phone: string | null; email: string | null } }) {
  const scrubbed = { payer: null, remittance: null, ignore_reason: null };
  await tx.update(statementLines).set(scrubbed).where(unmatchedLinesNaming(input.names));
  if (input.childIds.length === 0) return;
  const familyBookings = (await tx.selectDistinct({ id: registrations.booking_id }).from(registrations).where(inArray(registrations.child_id, input.childIds))).map(
    (row) => row.id,
  );
  if (familyBookings.length === 0) return;
  await tx.update(statementLines).set(scrubbed).where(statementLinesOfBookings(familyBookings));
  await tx
    .update(refunds)
    .set({ contact_phone: input.contact.phone, contact_email: input.contact.email })
    .where(and(inArray(refunds.booking_id, familyBookings), isNotNull(refunds.statement_line_id), isNull(refunds.refunded_at)));
}

/** The names the erasure takes out of the bank's unmatched lines: the parent's, both ways round, and the erased children's. */
async function familyNames(tx: Transaction, person: { first_name: string; last_name: string }, childIds: number[]): Promise<string[]> {
  const erased = childIds.length === 0 ? [] : await tx.select({ first: children.first_name, last: children.last_name }).from(children).where(inArray(children.id, childIds));
  return [{ first: person.first_name, last: person.last_name }, ...erased].flatMap(({ first, last }) => [`${first} ${last}`, `${last} ${first}`]);
}

async function eraseChildren(
  tx: Transaction,
  input: { ids: number[]; now: Date; timeZone: string; places: PlaceChoice | undefined; contact: { phone: string | null; email: string | null } },
) {
  const { ids, now } = input;
  const clock = { now, timeZone: input.timeZone };
  const today = todayOf(now, input.timeZone);
  // Locking the children keeps a booking for them from slipping in between.
  await tx.select({ id: children.id }).from(children).where(inArray(children.id, ids)).for('update');
  const rows = await tx
    .select({
      id: registrations.id,
      bookingId: registrations.booking_id,
      weekId: registrations.course_week_id,
      childId: registrations.child_id,
      isWaiting: registrations.is_waiting,
      deletedAt: registrations.deleted_at,
      payed: registrations.payed_amount,
      from: courseWeeks.from,
      paidPlaceToCome: paidPlaceToCome(today),
    })
    .from(registrations)
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.course_week_id))
    .where(inArray(registrations.child_id, ids))
    .orderBy(asc(registrations.course_week_id), asc(registrations.id));
  const paidPlaces = rows.filter((row) => row.paidPlaceToCome);
  if (paidPlaces.length > 0 && input.places === undefined) throw invalid({ places: { key: 'familyData.places_required' } });
  const keptPlaces = input.places === 'keep' ? paidPlaces : [];
  const released = input.places === 'release' ? paidPlaces : [];
  const kept = rows.filter((row) => (row.payed ?? 0) > 0 || (row.deletedAt === null && row.from <= today));
  const gone = rows.filter((row) => !kept.includes(row));
  const cancelled = gone.filter((row) => row.deletedAt === null);
  // A released place is cancelled like the unpaid ones, but stays as the record of the payment to refund.
  const leaving = [...cancelled, ...released];

  // The weeks first (in id order), as a cancellation takes its week's lock before it changes the registration.
  const weeks = [];
  for (const weekId of [...new Set(leaving.map((row) => row.weekId))].sort((a, b) => a - b)) weeks.push((await lockWeek(tx, weekId))!);
  // An offer open for a leaving registration is withdrawn: its week gets the offered place back.
  const offered = new Set(await closeOpenOffers(tx, { ids: leaving.map((row) => row.id), outcome: 'withdrawn', now, by: null }));
  if (gone.length > 0) await tx.delete(registrations).where(inArray(registrations.id, gone.map((row) => row.id)));
  for (const bookingId of new Set(released.map((row) => row.bookingId))) {
    const ofBooking = released.filter((row) => row.bookingId === bookingId);
    const [refund] = await tx
      .insert(refunds)
      .values({ booking_id: bookingId, amount: sumMoney(ofBooking.map((row) => row.payed!)), contact_phone: input.contact.phone, contact_email: input.contact.email })
      .returning({ id: refunds.id });
    await tx
      .update(registrations)
      .set({ deleted_at: now, refund_id: refund!.id, updated_at: now })
      .where(inArray(registrations.id, ofBooking.map((row) => row.id)));
  }
  // Each place given back as a cancellation gives it back (counters, promotion of the oldest waiting).
  for (let week of weeks) {
    for (const row of leaving.filter((entry) => entry.weekId === week.id)) {
      const place = offered.has(row.id) ? 'offered' : row.isWaiting ? 'waiting' : 'confirmed';
      week = (await settleWeek(tx, { week, clock, left: [place] })).week;
    }
  }
  // A booking a refund names stays without registrations: it is the refund's record, and its reference is how
  // the office's to-do and the bank statement name the money.
  const emptied = [...new Set(gone.map((row) => row.bookingId))];
  if (emptied.length > 0) {
    await tx
      .delete(bookings)
      .where(
        and(
          inArray(bookings.id, emptied),
          sql`NOT EXISTS (SELECT 1 FROM ${registrations} WHERE ${registrations.booking_id} = ${bookings.id})`,
          sql`NOT EXISTS (SELECT 1 FROM ${refunds} WHERE ${refunds.booking_id} = ${bookings.id})`,
        ),
      );
  }

  const erasedAnswers = {
    ...erasedValues(registrations),
    health_erased_at: sql`coalesce(${registrations.health_erased_at}, ${now.toISOString()}::timestamptz)`,
    updated_at: now,
  };
  const records = kept.filter((row) => !keptPlaces.includes(row));
  if (records.length > 0) {
    await tx
      .update(registrations)
      .set({ ...erasedAnswers, emergency_contact1_phone: null, emergency_contact2_phone: null })
      .where(inArray(registrations.id, records.map((row) => row.id)));
  }
  // A child who still attends: whom to call while it is there (decision 025), until the week is over.
  if (keptPlaces.length > 0) {
    await tx
      .update(registrations)
      .set({ ...erasedAnswers, contact_phone: input.contact.phone, contact_email: input.contact.email })
      .where(inArray(registrations.id, keptPlaces.map((row) => row.id)));
  }
  const subjects = [...new Set(kept.map((row) => row.childId))];
  if (subjects.length > 0) {
    await tx
      .update(children)
      .set({
        ...erasedValues(children),
        erased_at: now,
        updated_at: now,
      })
      .where(inArray(children.id, subjects));
    // The subject belongs to no family any more: the parent's link goes with the person (cascade).
  }
  const deleted = ids.filter((id) => !subjects.includes(id));
  if (deleted.length > 0) await tx.delete(children).where(inArray(children.id, deleted));
  return {
    erasedChildren: deleted.length,
    anonymisedChildren: subjects.length,
    cancelledRegistrations: cancelled.length,
    keptRegistrations: kept.length,
    keptPlaces: keptPlaces.length,
    releasedPlaces: released.length,
  };
}

/**
 * The confirmation to the address the account had, without a name and keyed to nobody: it stays in the e-mail
 * log, and its address leaves the log once it is sent (`forgetTo`). Paid places of
 * weeks to come are named by what happened to them: kept (with the contact until the week is over) or given up
 * (the office refunds them).
 */
async function queueErasureEmail(tx: Transaction, input: { to: string; lang: Language; result: ErasureResult }) {
  const t = (key: string) => translate(input.lang, `familyData.mail.${key}`);
  const subject = t('erased_subject');
  const places = input.result.keptPlaces > 0 ? t('places_kept') : input.result.releasedPlaces > 0 ? t('places_released') : null;
  const body = [t('greeting'), t('erased_body'), places].flatMap((text) => (text ? [`<p>${escapeHtml(text)}</p>`] : [])).join('\n');
  const footerHtml = emailFooter(await readOptions(tx), input.lang);
  await queueEmail(tx, { to: input.to, forgetTo: true, subject, html: emailLayout({ lang: input.lang, title: subject, body, footerHtml }) });
}

/** "Delete my account" on the family page: the password first (422 on `password`), then the erasure in one transaction. */
export async function deleteOwnAccount(
  db: Database,
  input: { actor: Actor; now: Date; timeZone: string; password: string; places?: PlaceChoice },
): Promise<ErasureResult> {
  const { actor } = input;
  const personId = requireFamily(actor);
  await checkCurrentPassword(db, actor.id, input.password, 'password');
  return retryTransientConflicts(() => transaction(db, (tx) => eraseFamily(tx, { personId, now: input.now, timeZone: input.timeZone, places: input.places })));
}

/**
 * The office erases a family from the people show page (person.delete, no password): the family's name typed
 * (the person's last name, 422 on `name` otherwise) stands for the confirmation.
 */
export function eraseFamilyByOffice(db: Database, input: { personId: number; now: Date; timeZone: string; name: string; places?: PlaceChoice }): Promise<ErasureResult> {
  const { name, ...erasure } = input;
  return retryTransientConflicts(() =>
    transaction(db, async (tx) => {
      const [person] = await tx.select({ lastName: people.last_name }).from(people).where(eq(people.id, input.personId));
      if (!person) throw notFound();
      if (!confirmsFamilyName(name, person.lastName)) throw invalid({ name: { key: 'familyData.office.name_mismatch' } });
      return eraseFamily(tx, erasure);
    }),
  );
}
