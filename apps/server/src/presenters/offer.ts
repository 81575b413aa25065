import type { OfferListItem, RegistrationAct, RegistrationEvent } from '@app/domain';
import type { OfferListRow } from '../services/offers/list-offers';

/** A registration's open offer as the API shows it (`openOfferColumns`), or null without one. */
export function presentOpenOffer(offer: { offered_at: Date | null; expires_at: Date | null; reminded_at: Date | null }) {
  if (!offer.offered_at || !offer.expires_at) return null;
  return { offered_at: offer.offered_at.toISOString(), expires_at: offer.expires_at.toISOString(), reminded_at: offer.reminded_at?.toISOString() ?? null };
}

/** One entry of a registration's history. */
export function presentRegistrationEvent(event: { at: Date; act: RegistrationAct; by: string | null; expires_at: Date | null }): RegistrationEvent {
  return { at: event.at.toISOString(), act: event.act, by: event.by, expires_at: event.expires_at?.toISOString() ?? null };
}

/** One row of the office's list of offers. */
export function presentOfferListItem(row: OfferListRow): OfferListItem {
  const { offer } = row;
  return {
    id: offer.id,
    registration_id: offer.registration_id,
    outcome: offer.outcome,
    offered_at: offer.offered_at.toISOString(),
    expires_at: offer.expires_at.toISOString(),
    reminded_at: offer.reminded_at?.toISOString() ?? null,
    decided_at: offer.decided_at?.toISOString() ?? null,
    offered_by: row.offeredBy,
    child: row.child,
    parent: row.parentId !== null && row.parentName !== null ? { id: row.parentId, name: row.parentName } : null,
    course: row.course,
    week: row.week,
  };
}
