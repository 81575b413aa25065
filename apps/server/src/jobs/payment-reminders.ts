import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import type { Clock } from '../lib/clock';
import { readOptions } from '../repositories/options';
import { dueReminders, PAYMENT_REMINDERS_JOB, remindFamily, type FamilyReminder } from '../services/payment-reminders/due-reminders';
import { eachItem } from './each-item';
import { daily, type JobResult, type ScheduledJob } from './scheduler';

/** Daily at JOBS_HOUR: one payment reminder per family for its overdue bookings (decision 026). */
export function paymentRemindersJob(config: Pick<Config, 'jobs' | 'timezone'>): ScheduledJob {
  return {
    name: PAYMENT_REMINDERS_JOB,
    next: daily(config.jobs.dailyHour, config.timezone),
    run: (db, now, log) => sendPaymentReminders(db, { now, timeZone: config.timezone }, log),
  };
}

/**
 * Sends every family its reminder for the overdue bookings not reminded yet, each family in its own
 * transaction with the mark `reminded_at` (`remindFamily`). A family without any address is counted and tried
 * again the next day (the office may add one); so is a family whose reminder failed (`eachItem`). Logged: the
 * overdue bookings, the families written to, the bookings reminded, the bookings of unreachable families, the
 * families that failed.
 */
export async function sendPaymentReminders(db: Executor, clock: Clock, log?: FastifyBaseLogger): Promise<JobResult> {
  const due = await dueReminders(db, clock);
  const result = { overdue: due.overdue, sent: 0, bookings: 0, unreachable: due.unreachable, failed: 0 };
  if (due.families.length === 0) return result;
  const options = await readOptions(db);
  const families = { job: PAYMENT_REMINDERS_JOB, kind: 'family', id: (family: FamilyReminder) => family.parentId, log };
  result.failed = await eachItem(due.families, families, async (family) => {
    const reminded = await remindFamily(db, { at: clock, now: clock.now, family, options });
    if (reminded > 0) result.sent++;
    result.bookings += reminded;
  });
  return result;
}
