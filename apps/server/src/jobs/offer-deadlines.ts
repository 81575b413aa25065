import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { expireOffersOfWeek, OFFER_DEADLINES_JOB, remindDueOffers, weeksWithExpiredOffers } from '../services/offers/offer-deadlines';
import { eachItem } from './each-item';
import { every, type JobResult, type ScheduledJob } from './scheduler';

/** Every minute: the offers' deadlines and reminders (issue 36 part 4). */
export function offerDeadlinesJob(config: { timezone: string }): ScheduledJob {
  return {
    name: OFFER_DEADLINES_JOB,
    next: every(60_000),
    run: (db, now, log) => settleOfferDeadlines(db, { now, timeZone: config.timezone }, log),
  };
}

/**
 * Expires the offers past their deadline, one week per transaction (a week that fails is logged and counted,
 * the others still run: `eachItem`), then sends the due reminders. Logged: offers expired, places offered or
 * promoted after them, reminders, weeks that failed.
 */
export async function settleOfferDeadlines(db: Database, clock: Clock, log?: FastifyBaseLogger): Promise<JobResult> {
  const result = { expired: 0, offered: 0, promoted: 0, reminded: 0, failed: 0 };
  const weeks = await weeksWithExpiredOffers(db, clock);
  const ofWeeks = { job: OFFER_DEADLINES_JOB, kind: 'week', id: (week: { id: number }) => week.id, log };
  result.failed = await eachItem(weeks, ofWeeks, async ({ id }) => {
    const done = await expireOffersOfWeek(db, id, clock);
    result.expired += done.expired;
    result.offered += done.offered;
    result.promoted += done.promoted;
  });
  result.reminded = await remindDueOffers(db, clock);
  return result;
}
