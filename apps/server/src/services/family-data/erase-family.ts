import { escapeHtml, ROLE_NAMES, translate, wallClock, type Language } from '@app/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { transaction, type Database, type Transaction } from '../../db/client';
import { bookings, childParents, children, courseWeeks, emailLogs, files, people, registrations, roles, userRoles, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { retryTransientConflicts } from '../../lib/postgres';
import { emailLayout } from '../../mail/layout';
import { queueEmail } from '../../mail/outbox';
import { emailFooter } from '../../mail/settings';
import type { Actor } from '../../policies/actor';
import { requireFamily } from '../../policies/person';
import { readOptions } from '../../repositories/options';
import { lockWeek, settleWeek } from '../capacity/week-capacity';
import { checkCurrentPassword } from '../users/update-user';

/** The name an erased child keeps as the anonymous subject of its kept registrations: "N. N.", the same in both languages. */
export const ERASED_NAME = 'N.';

export interface ErasureResult {
  erasedChildren: number;
  anonymisedChildren: number;
  cancelledRegistrations: number;
  keptRegistrations: number;
}

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
 * - A child with kept registrations stays as their anonymous subject (`erased_at`, neutral name, tax code,
 *   phone, birth, no health data); the others are deleted. Bookings left without registrations go.
 * - The e-mails to the parent's addresses go from the log; the confirmation is queued to the address (no name
 *   in it) before the login (sessions, idempotency keys, reset links, devices with it), the person, its links
 *   and its signature are deleted. The health access log stays (decision 020).
 * An account of the office (a role other than Parent) is not erased here: 409.
 */
export async function eraseFamily(tx: Transaction, input: { personId: number; now: Date; timeZone: string }): Promise<ErasureResult> {
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

  const own = (await tx.select({ id: childParents.child_id }).from(childParents).where(eq(childParents.person_id, person.id))).map((row) => row.id);
  const shared =
    own.length === 0
      ? []
      : (await tx.select({ id: childParents.child_id }).from(childParents).where(and(inArray(childParents.child_id, own), ne(childParents.person_id, person.id)))).map(
          (row) => row.id,
        );
  const alone = own.filter((id) => !shared.includes(id));
  const result: ErasureResult = { erasedChildren: 0, anonymisedChildren: 0, cancelledRegistrations: 0, keptRegistrations: 0 };
  if (alone.length > 0) Object.assign(result, await eraseChildren(tx, { ids: alone, now, today: today(now, input.timeZone) }));

  const addresses = [...new Set([person.email, account?.email].filter((value): value is string => Boolean(value)).map((value) => value.toLowerCase()))];
  if (addresses.length > 0) await tx.delete(emailLogs).where(inArray(sql`lower(${emailLogs.to})`, addresses));
  const to = account?.email ?? person.email;
  if (to) await queueErasureEmail(tx, { to, lang: account?.lang ?? person.lang });

  if (account) await tx.delete(users).where(eq(users.id, account.id));
  await tx.delete(people).where(eq(people.id, person.id));
  if (person.signature_file_id) await tx.delete(files).where(eq(files.id, person.signature_file_id));
  return result;
}

const today = (now: Date, timeZone: string) => {
  const clock = wallClock(now, timeZone);
  return `${clock.year}-${clock.month}-${clock.day}`;
};

async function eraseChildren(tx: Transaction, input: { ids: number[]; now: Date; today: string }) {
  const { ids, now } = input;
  // Locking the children keeps a booking for them from slipping in between.
  await tx.select({ id: children.id }).from(children).where(inArray(children.id, ids)).for('update');
  const rows = await tx
    .select({ id: registrations.id, bookingId: registrations.booking_id, weekId: registrations.course_week_id, childId: registrations.child_id, isWaiting: registrations.is_waiting, deletedAt: registrations.deleted_at, payed: registrations.payed_amount, from: courseWeeks.from })
    .from(registrations)
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.course_week_id))
    .where(inArray(registrations.child_id, ids))
    .orderBy(asc(registrations.course_week_id), asc(registrations.id));
  const kept = rows.filter((row) => (row.payed ?? 0) > 0 || (row.deletedAt === null && row.from <= input.today));
  const gone = rows.filter((row) => !kept.includes(row));
  const cancelled = gone.filter((row) => row.deletedAt === null);

  // The weeks first (in id order), as a cancellation takes its week's lock before it changes the registration.
  const weeks = [];
  for (const weekId of [...new Set(cancelled.map((row) => row.weekId))]) weeks.push((await lockWeek(tx, weekId))!);
  if (gone.length > 0) await tx.delete(registrations).where(inArray(registrations.id, gone.map((row) => row.id)));
  // Each place given back as a cancellation gives it back (counters, promotion of the oldest waiting).
  for (let week of weeks) {
    for (const row of cancelled.filter((entry) => entry.weekId === week.id)) {
      week = (await settleWeek(tx, { week, now, left: row.isWaiting ? 'waiting' : 'confirmed' })).week;
    }
  }
  const emptied = [...new Set(gone.map((row) => row.bookingId))];
  if (emptied.length > 0) {
    await tx
      .delete(bookings)
      .where(and(inArray(bookings.id, emptied), sql`NOT EXISTS (SELECT 1 FROM ${registrations} WHERE ${registrations.booking_id} = ${bookings.id})`));
  }

  if (kept.length > 0) {
    await tx
      .update(registrations)
      .set({
        emergency_contact1_phone: null,
        emergency_contact2_phone: null,
        custom_field: null,
        custom_field_2: null,
        custom_field_3: null,
        medicaments: null,
        incompatibilities: null,
        allergies: null,
        comment_user: null,
        comment_internal: null,
        health_erased_at: sql`coalesce(${registrations.health_erased_at}, ${now.toISOString()}::timestamptz)`,
        updated_at: now,
      })
      .where(inArray(registrations.id, kept.map((row) => row.id)));
  }
  const subjects = [...new Set(kept.map((row) => row.childId))];
  if (subjects.length > 0) {
    await tx
      .update(children)
      .set({
        first_name: ERASED_NAME,
        last_name: ERASED_NAME,
        tax: sql`'X' || lpad(${children.id}::text, 15, '0')`,
        gender: 's',
        birth: '1900-01-01',
        phone: '',
        phone_child: null,
        whatsapp_infos: false,
        school: 'other',
        with_diagnostics: false,
        risk_group: false,
        erased_at: now,
        updated_at: now,
      })
      .where(inArray(children.id, subjects));
    // The subject belongs to no family any more: the parent's link goes with the person (cascade).
  }
  const deleted = ids.filter((id) => !subjects.includes(id));
  if (deleted.length > 0) await tx.delete(children).where(inArray(children.id, deleted));
  return { erasedChildren: deleted.length, anonymisedChildren: subjects.length, cancelledRegistrations: cancelled.length, keptRegistrations: kept.length };
}

/** The confirmation to the address the account had, without a name: it stays in the e-mail log. */
async function queueErasureEmail(tx: Transaction, input: { to: string; lang: Language }) {
  const t = (key: string) => translate(input.lang, `familyData.mail.${key}`);
  const subject = t('erased_subject');
  const body = `<p>${escapeHtml(t('greeting'))}</p>\n<p>${escapeHtml(t('erased_body'))}</p>`;
  const footerHtml = emailFooter(await readOptions(tx), input.lang);
  await queueEmail(tx, { to: input.to, subject, html: emailLayout({ lang: input.lang, title: subject, body, footerHtml }) });
}

/** "Delete my account" on the family page: the password first (422 on `password`), then the erasure in one transaction. */
export async function deleteOwnAccount(db: Database, input: { actor: Actor; now: Date; timeZone: string; password: string }): Promise<ErasureResult> {
  const { actor } = input;
  const personId = requireFamily(actor);
  await checkCurrentPassword(db, actor.id, input.password, 'password');
  return retryTransientConflicts(() => transaction(db, (tx) => eraseFamily(tx, { personId, now: input.now, timeZone: input.timeZone })));
}

/** The office erases a family from the people show page (person.delete; a confirm dialog, no password). */
export function eraseFamilyByOffice(db: Database, input: { personId: number; now: Date; timeZone: string }): Promise<ErasureResult> {
  return retryTransientConflicts(() => transaction(db, (tx) => eraseFamily(tx, input)));
}
