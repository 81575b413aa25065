import { OFFER_REMINDER_HOURS, type OfferListQuery, type OfferSortKey } from '@app/domain';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, courses, courseWeeks, offers, registrations, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fetchList, type ListDefinition } from '../../lib/list-query';
import { parentIdSql, parentNameSql, selectRegistrations } from '../../repositories/registrations';

const OFFER_LIST: ListDefinition<OfferSortKey> = {
  sortable: {
    offered_at: offers.offered_at,
    expires_at: offers.expires_at,
    child: sql`lower(${children.last_name} || ' ' || ${children.first_name})`,
    week: courseWeeks.from,
  },
  // The deadlines coming first: what the office may still act on.
  defaultSort: [{ key: 'expires_at', desc: false }],
  searchable: [children.first_name, children.last_name, courses.name, courses.name_it, courseWeeks.name, parentNameSql],
  tiebreaker: offers.id,
};

/**
 * The office's list of waiting-list offers (issue 36 part 6), every offer made with its registration's child,
 * family, course and week; `state` filters by outcome, or `expiring`: open with the deadline within the
 * reminder's 12 hours.
 */
export function listOffers(db: Executor, { query, clock }: { query: OfferListQuery; clock: Clock }) {
  const select = selectRegistrations(db, {
    offer: offers,
    offeredBy: sql<string | null>`${users.name}`,
    child: { id: children.id, first_name: children.first_name, last_name: children.last_name },
    course: { id: courses.id, name: courses.name, name_it: courses.name_it },
    week: { id: courseWeeks.id, name: courseWeeks.name, name_it: courseWeeks.name_it, from: courseWeeks.from, to: courseWeeks.to },
    parentId: parentIdSql,
    parentName: parentNameSql,
  })
    .innerJoin(offers, eq(offers.registration_id, registrations.id))
    .leftJoin(users, eq(users.id, offers.offered_by_user_id));
  const soon = new Date(clock.now.getTime() + OFFER_REMINDER_HOURS * 3_600_000);
  const state =
    query.state === 'expiring'
      ? and(eq(offers.outcome, 'open'), gt(offers.expires_at, clock.now), lte(offers.expires_at, soon))
      : query.state
        ? eq(offers.outcome, query.state)
        : undefined;
  return fetchList(db, select, OFFER_LIST, query, [state, query.course !== undefined ? eq(courses.id, query.course) : undefined]);
}

export type OfferListRow = Awaited<ReturnType<typeof listOffers>>['data'][number];

/** Open offers, for the dashboard. */
export async function countOpenOffers(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(offers).where(eq(offers.outcome, 'open'));
  return row?.count ?? 0;
}
