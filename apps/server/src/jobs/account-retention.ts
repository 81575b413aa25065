import { escapeHtml, formatDate, ROLE_NAMES, translate } from '@app/domain';
import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { transaction, type Database } from '../db/client';
import { RECORDS_KEPT_YEARS } from '../db/personal-data';
import { bookings, childParents, children, courseWeeks, refunds, registrations, roles, sessions, statementLineBookings, statementLines, userRoles, users } from '../db/schema';
import { emailLayout } from '../mail/layout';
import { queueEmail } from '../mail/outbox';
import { emailFooter } from '../mail/settings';
import { readOptions } from '../repositories/options';
import { eraseFamily } from '../services/family-data/erase-family';
import { eachItem } from './each-item';
import { daily, type JobResult, type ScheduledJob } from './scheduler';

const ACCOUNT_RETENTION_JOB = 'account-retention';

/** How long a noticed account has to sign in before it is erased. */
export const NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Daily at JOBS_HOUR: unused parent accounts get a notice, and are erased 30 days later; the contact an erased
 * family left on a place it kept is forgotten once the week is over, and the records kept for the law once
 * their years are over (decision 025).
 */
export function accountRetentionJob(config: Pick<Config, 'jobs' | 'timezone'>): ScheduledJob {
  return {
    name: ACCOUNT_RETENTION_JOB,
    next: daily(config.jobs.dailyHour, config.timezone),
    run: (db, now, log) => runAccountRetention(db, { now, timeZone: config.timezone }, log),
  };
}

/**
 * The parent accounts (a person, and no role but Parent: never the office's) that are unused: not signed in
 * with the password, nor signed up, since `account_retention_years` (option) before `now`, and whose family
 * has no registration created since then. A sign-in clears the notice (log-in.ts), and a new registration
 * ends the disuse, so both keep the account.
 */
function unusedParentAccounts(since: Date) {
  const at = since.toISOString();
  return and(
    isNotNull(users.person_id),
    sql`NOT EXISTS (SELECT 1 FROM ${userRoles} JOIN ${roles} ON ${roles.id} = ${userRoles.role_id}
      WHERE ${userRoles.user_id} = ${users.id} AND ${roles.name} <> ${ROLE_NAMES.parent})`,
    sql`greatest(${users.created_at}, ${users.last_sign_in_at}) < ${at}::timestamptz`,
    sql`NOT EXISTS (SELECT 1 FROM ${sessions} WHERE ${sessions.user_id} = ${users.id} AND ${sessions.signed_in_at} >= ${at}::timestamptz)`,
    sql`NOT EXISTS (SELECT 1 FROM ${registrations} JOIN ${childParents} ON ${childParents.child_id} = ${registrations.child_id}
      WHERE ${childParents.person_id} = ${users.person_id} AND ${registrations.created_at} >= ${at}::timestamptz)`,
  );
}

/**
 * Erases the accounts noticed at least 30 days ago that are still unused, then notices the unused ones not
 * noticed yet; each account in its own transaction, whose statement re-checks the rule under the row's lock,
 * so a second run (or a sign-in meanwhile) changes nothing. The notice is marked in the transaction that
 * queues its e-mail. An account that fails is logged and counted (`failed`), and the others are still done; it
 * is tried again at the next run.
 */
export async function runAccountRetention(db: Database, input: { now: Date; timeZone: string }, log?: FastifyBaseLogger): Promise<JobResult> {
  const { now, timeZone } = input;
  const options = await readOptions(db);
  const years = Number(options.account_retention_years);
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - years);
  const noticeBefore = new Date(now.getTime() - NOTICE_DAYS * DAY_MS);
  const accounts = { job: ACCOUNT_RETENTION_JOB, kind: 'account', id: (account: { id: number }) => account.id, log };

  const erasable = and(unusedParentAccounts(since), lte(users.deletion_notice_at, noticeBefore));
  const toErase = await db.select({ id: users.id }).from(users).where(erasable).orderBy(users.id);
  let erased = 0;
  let failed = await eachItem(toErase, accounts, async ({ id }) => {
    erased += await transaction(db, async (tx) => {
      const [user] = await tx.select({ personId: users.person_id }).from(users).where(and(eq(users.id, id), erasable)).for('update');
      if (!user?.personId) return 0;
      // Nobody to ask: a paid place of a week to come stays, as it was paid for (decision 025).
      await eraseFamily(tx, { personId: user.personId, now, timeZone, places: 'keep' });
      return 1;
    });
  });

  const noticeable = and(unusedParentAccounts(since), isNull(users.deletion_notice_at));
  const toNotice = await db.select({ id: users.id }).from(users).where(noticeable).orderBy(users.id);
  let noticed = 0;
  failed += await eachItem(toNotice, accounts, async ({ id }) => {
    noticed += await transaction(db, async (tx) => {
      const [user] = await tx.update(users).set({ deletion_notice_at: now }).where(and(eq(users.id, id), noticeable)).returning();
      if (!user) return 0;
      const t = (key: string, params?: Record<string, string | number>) => translate(user.lang, `familyData.mail.${key}`, params);
      const subject = t('notice_subject');
      const link = escapeHtml(`${options.app_url.replace(/\/+$/, '')}/login`);
      const body = `<p>${escapeHtml(translate(user.lang, 'mail.greeting', { name: user.name }))}</p>
<p>${escapeHtml(t('notice_body', { years, date: formatDate(new Date(now.getTime() + NOTICE_DAYS * DAY_MS), timeZone) }))}</p>
<p><a href="${link}">${escapeHtml(t('sign_in'))}</a></p>`;
      await queueEmail(tx, { userId: user.id, personId: user.person_id, to: user.email, subject, html: emailLayout({ lang: user.lang, title: subject, body, footerHtml: emailFooter(options, user.lang) }) });
      return 1;
    });
  });
  return { noticed, erased, forgotten: await forgetKeptContacts(db, input), expired: await forgetOldRecords(db, input), failed };
}

/**
 * The places an erased family kept for children who still attend carry the emergency phones and the parent's
 * phone and e-mail for the office while the week lasts; from the day after its last day they go. One UPDATE
 * that takes only what is left, so a second run counts 0.
 */
export async function forgetKeptContacts(db: Database, input: { now: Date; timeZone: string }): Promise<number> {
  const today = sql`(${input.now.toISOString()}::timestamptz at time zone ${input.timeZone})::date`;
  const forgotten = await db
    .update(registrations)
    .set({ emergency_contact1_phone: null, emergency_contact2_phone: null, contact_phone: null, contact_email: null, updated_at: input.now })
    .where(
      and(
        inArray(registrations.child_id, db.select({ id: children.id }).from(children).where(isNotNull(children.erased_at))),
        inArray(registrations.course_week_id, db.select({ id: courseWeeks.id }).from(courseWeeks).where(sql`${courseWeeks.to} < ${today}`)),
        or(
          isNotNull(registrations.emergency_contact1_phone),
          isNotNull(registrations.emergency_contact2_phone),
          isNotNull(registrations.contact_phone),
          isNotNull(registrations.contact_email),
        ),
      ),
    )
    .returning({ id: registrations.id });
  return forgotten.length;
}

/**
 * The records an erasure keeps for the law (anonymous registrations with their payments, done refunds, the
 * bank's lines, and the bookings of those registrations once nothing names them) go once their `RECORDS_KEPT_YEARS` are over, counted from the
 * week's last day, the refund or the bank's date. One transaction of set deletes, in the order the foreign keys
 * need; what is already gone is not counted again.
 */
export async function forgetOldRecords(db: Database, input: { now: Date; timeZone: string }): Promise<number> {
  const cutoff = sql`((${input.now.toISOString()}::timestamptz at time zone ${input.timeZone})::date - ${`${RECORDS_KEPT_YEARS} years`}::interval)::date`;
  return transaction(db, async (tx) => {
    const oldRefund = sql`${refunds.refunded_at} < ${cutoff}`;
    const gone = await tx
      .delete(registrations)
      .where(
        and(
          inArray(registrations.child_id, tx.select({ id: children.id }).from(children).where(isNotNull(children.erased_at))),
          inArray(registrations.course_week_id, tx.select({ id: courseWeeks.id }).from(courseWeeks).where(sql`${courseWeeks.to} < ${cutoff}`)),
          or(isNull(registrations.refund_id), inArray(registrations.refund_id, tx.select({ id: refunds.id }).from(refunds).where(oldRefund))),
        ),
      )
      .returning({ bookingId: registrations.booking_id });
    const doneRefunds = await tx
      .delete(refunds)
      .where(and(oldRefund, sql`NOT EXISTS (SELECT 1 FROM ${registrations} WHERE ${registrations.refund_id} = ${refunds.id})`))
      .returning({ id: refunds.id });
    const lines = await tx
      .delete(statementLines)
      .where(and(sql`${statementLines.booked_on} < ${cutoff}`, sql`NOT EXISTS (SELECT 1 FROM ${refunds} WHERE ${refunds.statement_line_id} = ${statementLines.id})`))
      .returning({ id: statementLines.id });
    const emptied = await tx
      .delete(bookings)
      .where(
        and(
          inArray(bookings.id, [...new Set(gone.map((row) => row.bookingId))]),
          sql`NOT EXISTS (SELECT 1 FROM ${registrations} WHERE ${registrations.booking_id} = ${bookings.id})`,
          sql`NOT EXISTS (SELECT 1 FROM ${refunds} WHERE ${refunds.booking_id} = ${bookings.id})`,
          sql`NOT EXISTS (SELECT 1 FROM ${statementLines} WHERE ${statementLines.booking_id} = ${bookings.id})`,
          sql`NOT EXISTS (SELECT 1 FROM ${statementLineBookings} WHERE ${statementLineBookings.booking_id} = ${bookings.id})`,
        ),
      )
      .returning({ id: bookings.id });
    const subjects = await tx
      .delete(children)
      .where(and(isNotNull(children.erased_at), sql`NOT EXISTS (SELECT 1 FROM ${registrations} WHERE ${registrations.child_id} = ${children.id})`))
      .returning({ id: children.id });
    return gone.length + doneRefunds.length + lines.length + emptied.length + subjects.length;
  });
}
