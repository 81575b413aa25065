import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { offers, registrationEvents, registrations, users } from '../db/schema';

/**
 * Waiting-list offers (issue 36) as queries read them: a registration's open offer beside its other columns,
 * its closing with the history's entry, and the history itself.
 */

const openOfferColumn = <C extends typeof offers.offered_at | typeof offers.expires_at | typeof offers.reminded_at>(column: C) =>
  sql`(select ${column} from ${offers} where ${offers.registration_id} = ${registrations.id} and ${offers.outcome} = 'open')`.mapWith(column);

/** The registration's open offer, for any select of registrations: each column null without one. */
export const openOfferColumns = {
  offered_at: openOfferColumn(offers.offered_at),
  expires_at: openOfferColumn(offers.expires_at),
  reminded_at: openOfferColumn(offers.reminded_at),
};

/**
 * Closes the open offers of these registrations with an outcome, each with its history's entry; answers the
 * registrations whose offer it closed (a registration without an open offer is left alone).
 */
export async function closeOpenOffers(
  tx: Transaction,
  input: { ids: readonly number[]; outcome: 'accepted' | 'declined' | 'expired' | 'withdrawn'; now: Date; by: number | null },
): Promise<number[]> {
  const { ids, outcome, now, by } = input;
  if (ids.length === 0) return [];
  const closed = await tx
    .update(offers)
    .set({ outcome, decided_at: now })
    .where(and(inArray(offers.registration_id, [...ids]), eq(offers.outcome, 'open')))
    .returning({ id: offers.registration_id });
  if (closed.length > 0) {
    await tx.insert(registrationEvents).values(closed.map((row) => ({ registration_id: row.id, at: now, act: outcome, user_id: by })));
  }
  return closed.map((row) => row.id);
}

/** A registration's history, oldest first, with who acted (a user's name; null for the server's own acts). */
export function registrationHistory(db: Executor, registrationId: number) {
  return db
    .select({
      at: registrationEvents.at,
      act: registrationEvents.act,
      by: sql<string | null>`${users.name}`,
      expires_at: registrationEvents.expires_at,
    })
    .from(registrationEvents)
    .leftJoin(users, eq(users.id, registrationEvents.user_id))
    .where(eq(registrationEvents.registration_id, registrationId))
    .orderBy(asc(registrationEvents.at), asc(registrationEvents.id));
}
