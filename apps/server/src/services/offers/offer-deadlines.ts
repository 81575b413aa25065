import { OFFER_REMINDER_HOURS } from '@app/domain';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { transaction, type Database, type Transaction } from '../../db/client';
import { offers, registrationEvents, registrations } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { retryTransientConflicts } from '../../lib/postgres';
import { closeOpenOffers } from '../../repositories/offers';
import { queueOfferEmails } from '../capacity/offer-email';
import { lockWeek, settleWeek } from '../capacity/week-capacity';

export const OFFER_DEADLINES_JOB = 'offer-deadlines';

/** The weeks with an open offer past its deadline, in id order (the job expires them one week at a time). */
export async function weeksWithExpiredOffers(db: Database, clock: Clock): Promise<{ id: number }[]> {
  return db
    .selectDistinct({ id: registrations.course_week_id })
    .from(offers)
    .innerJoin(registrations, eq(registrations.id, offers.registration_id))
    .where(and(eq(offers.outcome, 'open'), lte(offers.expires_at, clock.now)))
    .orderBy(asc(registrations.course_week_id));
}

/**
 * Expires the week's offers past their deadline in one transaction under the week's lock (issue 36 part 4): the
 * children leave the waiting list, their families are told, and the places go on to the next entries that fit
 * (`settleWeek`), as a declined offer's does. Answers how many expired and what their places became.
 */
export function expireOffersOfWeek(db: Database, weekId: number, clock: Clock) {
  return retryTransientConflicts(() => transaction(db, (tx) => expireInWeek(tx, weekId, clock)));
}

/** Sends every due reminder (12 hours before a deadline that was further away when offered) once; answers how many. */
export function remindDueOffers(db: Database, clock: Clock): Promise<number> {
  return retryTransientConflicts(() => transaction(db, (tx) => remindDue(tx, clock)));
}

async function expireInWeek(tx: Transaction, weekId: number, clock: Clock) {
  const { now } = clock;
  const week = await lockWeek(tx, weekId);
  // Read under the lock: the family may have accepted or declined while this job waited for it.
  const due = await tx
    .select({ id: offers.registration_id })
    .from(offers)
    .innerJoin(registrations, eq(registrations.id, offers.registration_id))
    .where(and(eq(registrations.course_week_id, weekId), eq(offers.outcome, 'open'), lte(offers.expires_at, now)));
  const expired = await closeOpenOffers(tx, { ids: due.map((row) => row.id), outcome: 'expired', now, by: null });
  if (!week || expired.length === 0) return { expired: 0, offered: 0, promoted: 0 };
  await tx.update(registrations).set({ deleted_at: now, updated_at: now }).where(inArray(registrations.id, expired));
  await queueOfferEmails(tx, { ids: expired, kind: 'expired', timeZone: clock.timeZone });
  const settled = await settleWeek(tx, { week, clock, left: expired.map(() => 'offered' as const) });
  return { expired: expired.length, offered: settled.offered.length, promoted: settled.promoted.length };
}

/** Marks and sends the due reminders in one transaction; the mark makes each offer's reminder the only one. */
async function remindDue(tx: Transaction, clock: Clock): Promise<number> {
  const { now } = clock;
  const before = sql.raw(`interval '${OFFER_REMINDER_HOURS} hours'`);
  const reminded = await tx
    .update(offers)
    .set({ reminded_at: now })
    .where(
      and(
        eq(offers.outcome, 'open'),
        isNull(offers.reminded_at),
        gt(offers.expires_at, now),
        lte(offers.expires_at, new Date(now.getTime() + OFFER_REMINDER_HOURS * 3_600_000)),
        sql`${offers.offered_at} < ${offers.expires_at} - ${before}`,
      ),
    )
    .returning({ id: offers.registration_id });
  const ids = reminded.map((row) => row.id);
  if (ids.length === 0) return 0;
  await tx.insert(registrationEvents).values(ids.map((id) => ({ registration_id: id, at: now, act: 'reminded' as const })));
  await queueOfferEmails(tx, { ids, kind: 'reminder', timeZone: clock.timeZone });
  return ids.length;
}
