import { formatDateTime, MAX_OFFER_DAYS, MAX_OFFER_HOURS, translate, zonedInstant, type Language } from '@app/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { transaction, type Database, type Transaction } from '../../db/client';
import { children, offers, registrationEvents, registrations } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, invalid, notFound } from '../../lib/errors';
import { retryTransientConflicts } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { queueOfferEmails } from '../capacity/offer-email';
import { lockWeek, offerPlace } from '../capacity/week-capacity';

/**
 * The office offers a free place to a waiting registration by hand, or moves the deadline of its open offer
 * (issue 36 part 6): in the last 24 hours before a week, or to choose another child than the first that fits.
 * Under the week's lock: a new offer needs a place neither confirmed nor offered (409 otherwise). The deadline is
 * the office's wall clock (`YYYY-MM-DDTHH:mm`), later than now and at most 30 days ahead (422 on `expires_at`).
 * The family gets the offer (or extension) e-mail; the act is in the registration's history.
 */
export function offerByHand(db: Database, input: { actor: Actor; clock: Clock; lang: Language; id: number; expiresAt: string }) {
  const { clock } = input;
  const expiresAt = zonedInstant(input.expiresAt.slice(0, 10), input.expiresAt.slice(11, 16), clock.timeZone);
  if (Number.isNaN(expiresAt.getTime())) throw invalid({ expires_at: 'invalid' });
  if (expiresAt <= clock.now) throw invalid({ expires_at: { key: 'offers.deadline_past' } });
  if (expiresAt.getTime() > clock.now.getTime() + MAX_OFFER_HOURS * 3_600_000) {
    throw invalid({ expires_at: { key: 'offers.deadline_too_far', params: { days: MAX_OFFER_DAYS } } });
  }
  return retryTransientConflicts(() => transaction(db, (tx) => offer(tx, { ...input, expiresAt })));
}

async function offer(tx: Transaction, input: { actor: Actor; clock: Clock; lang: Language; id: number; expiresAt: Date }) {
  const { actor, clock, id, expiresAt } = input;
  const { now } = clock;
  const [found] = await tx
    .select({ weekId: registrations.course_week_id })
    .from(registrations)
    .where(and(eq(registrations.id, id), isNull(registrations.deleted_at)));
  if (!found) throw notFound();
  const week = (await lockWeek(tx, found.weekId))!;
  const [registration] = await tx
    .select({ isWaiting: registrations.is_waiting, first: children.first_name, last: children.last_name })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.child_id))
    .where(and(eq(registrations.id, id), isNull(registrations.deleted_at)));
  if (!registration) throw notFound();
  if (!registration.isWaiting) throw conflict('offers.not_waiting');
  const params = { child: `${registration.first} ${registration.last}`, deadline: formatDateTime(expiresAt, clock.timeZone) };

  const [extended] = await tx
    .update(offers)
    .set({ expires_at: expiresAt, reminded_at: null })
    .where(and(eq(offers.registration_id, id), eq(offers.outcome, 'open')))
    .returning({ id: offers.id });
  if (extended) {
    await tx.insert(registrationEvents).values({ registration_id: id, at: now, act: 'extended', user_id: actor.id, expires_at: expiresAt });
    await queueOfferEmails(tx, { ids: [id], kind: 'extended', timeZone: clock.timeZone });
    return { message: translate(input.lang, 'offers.extended', params) };
  }
  if (!(await offerPlace(tx, { week, clock, id, expiresAt, by: actor.id }))) throw conflict('offers.no_place');
  return { message: translate(input.lang, 'offers.made', params) };
}
