import { formatDate, localName, translate, type Language } from '@app/domain';
import { and, desc, eq } from 'drizzle-orm';
import { transaction, type Database, type Transaction } from '../../db/client';
import { children, offers, registrations } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { retryTransientConflicts } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { scopeFamilyRegistrations } from '../../policies/registration';
import { closeOpenOffers } from '../../repositories/offers';
import { confirmOffered, lockWeek, settleWeek } from '../capacity/week-capacity';

/** What a family answers to an offered place (issue 36 part 3). */
export type OfferDecision = 'accept' | 'decline';

/**
 * The family accepts or declines the place offered to one of its waiting registrations, in one transaction under
 * the week's lock (the one bookings, cancellations and the expiry take): accepting confirms it (the payment
 * deadline starts now, the "place free" e-mail with the transfer, decision 022); declining takes the child off
 * the waiting list and gives the place to the next entry that fits (`settleWeek`). Another family's registration
 * is not found (404); an offer that has expired or was decided is a conflict (409). Answers the page's sentence.
 */
export function decideOffer(db: Database, input: { actor: Actor; clock: Clock; lang: Language; id: number; decision: OfferDecision }) {
  return retryTransientConflicts(() => transaction(db, (tx) => decide(tx, input)));
}

async function decide(tx: Transaction, input: { actor: Actor; clock: Clock; lang: Language; id: number; decision: OfferDecision }) {
  const { actor, clock, id } = input;
  const { now } = clock;
  const [found] = await tx
    .select({ weekId: registrations.course_week_id, child: { first_name: children.first_name, last_name: children.last_name } })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.child_id))
    // A registration whose offer expired or was declined is deleted: the family still gets the offer's 409.
    .where(and(eq(registrations.id, id), scopeFamilyRegistrations(actor)));
  if (!found) throw notFound();
  const week = (await lockWeek(tx, found.weekId))!;
  // Read under the week's lock: the expiry job, the office or a second tab may have decided it meanwhile.
  const [offer] = await tx.select().from(offers).where(eq(offers.registration_id, id)).orderBy(desc(offers.id)).limit(1);
  if (!offer) throw conflict('offers.none');
  if (offer.outcome === 'expired' || (offer.outcome === 'open' && offer.expires_at <= now)) throw conflict('offers.expired');
  if (offer.outcome !== 'open') throw conflict('offers.decided');

  const params = { child: `${found.child.first_name} ${found.child.last_name}`, week: `${localName(week, input.lang)} (${formatDate(week.from)} - ${formatDate(week.to)})` };
  if (input.decision === 'accept') {
    await closeOpenOffers(tx, { ids: [id], outcome: 'accepted', now, by: actor.id });
    await confirmOffered(tx, { week, now, ids: [id] });
    return { message: translate(input.lang, 'offers.accepted', params) };
  }
  await closeOpenOffers(tx, { ids: [id], outcome: 'declined', now, by: actor.id });
  await tx.update(registrations).set({ deleted_at: now, deleted_by_user_id: actor.id, updated_at: now }).where(eq(registrations.id, id));
  await settleWeek(tx, { week, clock, left: ['offered'] });
  return { message: translate(input.lang, 'offers.declined', params) };
}
