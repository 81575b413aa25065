/**
 * A week's capacity, the one place of its arithmetic (decisions.md sections 1 and 3; like pretix's quota
 * availability): what a week has left, where the next booking goes, and how many waiting children get a place
 * when places come back. The server keeps the counters under the week's lock (apps/server/src/services/
 * capacity); everything that shows or decides places asks these functions.
 */
export interface WeekCounts {
  maxParticipants: number;
  /** Capacity of the waiting list; 0 means none. */
  waitingList: number;
  /** Non-deleted confirmed and waiting registrations; a waiting one with an open offer counts as offered instead. */
  confirmed: number;
  waiting: number;
  /** Open waiting-list offers (issue 36): each holds a place until it is accepted, declined or expires. */
  offered: number;
}

export interface PlacesLeft {
  /** Places neither confirmed nor held by an offer, never negative. */
  places: number;
  /** Waiting places still free, never negative. */
  waitingPlaces: number;
  /** Neither a place nor a waiting place is left: a booking is refused. */
  full: boolean;
}

export function placesLeft(week: WeekCounts): PlacesLeft {
  const places = Math.max(0, week.maxParticipants - week.confirmed - week.offered);
  const waitingPlaces = Math.max(0, week.waitingList - week.waiting);
  return { places, waitingPlaces, full: places === 0 && waitingPlaces === 0 };
}

/** Where the next booking of the week goes: a place while one is free, else the waiting list, else nowhere. */
export function nextPlace(week: WeekCounts): 'confirmed' | 'waiting' | null {
  const left = placesLeft(week);
  if (left.places > 0) return 'confirmed';
  return left.waitingPlaces > 0 ? 'waiting' : null;
}

/** How many waiting children get a place now, the oldest first: as many as places are free and children wait. */
export function promotable(week: WeekCounts): number {
  return Math.min(week.waiting, placesLeft(week).places);
}

/**
 * What a week's new capacity may not go below, after the promotion it causes: the places below the children
 * confirmed and offered, the waiting list below those still waiting once the new places went to them.
 */
export function capacityChangeIssues(
  week: WeekCounts,
  next: Pick<WeekCounts, 'maxParticipants' | 'waitingList'>,
): { maxParticipants?: number; waitingList?: number } {
  const stillWaiting = week.waiting - promotable({ ...week, ...next });
  return {
    ...(next.maxParticipants < week.confirmed + week.offered && { maxParticipants: week.confirmed + week.offered }),
    ...(next.waitingList < stillWaiting && { waitingList: stillWaiting }),
  };
}
