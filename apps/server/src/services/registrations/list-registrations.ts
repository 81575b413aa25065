import { findBookingReferences, type RegistrationListQuery, type RegistrationSortKey } from '@app/domain';
import { eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, courses, courseWeeks, registrations } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';
import { overdueRegistrationSql } from '../../repositories/overdue-bookings';
import { openAmountSql, parentIdSql, parentNameSql, paymentStateSql, priceSql, selectRegistrations } from '../../repositories/registrations';

const REGISTRATION_LIST: ListDefinition<RegistrationSortKey> = {
  sortable: {
    created_at: registrations.created_at,
    // A booking's registrations side by side, in the order booked.
    booking: registrations.booking_id,
    child: sql`lower(${children.last_name} || ' ' || ${children.first_name})`,
    parent: sql`lower(${parentNameSql})`,
    course: caseInsensitive(courses.name),
    week: courseWeeks.from,
    day_type: registrations.day_type,
    price: priceSql,
    payed_amount: registrations.payed_amount,
    open_amount: openAmountSql,
    is_waiting: registrations.is_waiting,
  },
  // The newest first: what came in since the last look (back-office specification, registration list).
  defaultSort: [{ key: 'created_at', desc: true }],
  searchable: [children.first_name, children.last_name, children.tax, courses.name, courses.name_it, courseWeeks.name, parentNameSql],
  tiebreaker: registrations.id,
  numberSearch: (ids) => inArray(registrations.id, ids),
  // A bank statement's remittance text holds the booking's reference (decision 022): it finds the booking's registrations.
  referenceSearch: (search) => {
    const bookingIds = findBookingReferences(search);
    return bookingIds.length > 0 ? inArray(registrations.booking_id, bookingIds) : undefined;
  },
};

/** A page of registrations with child, the family's parent, course, week and the payment figures. */
export function listRegistrations(db: Executor, { query, clock }: { query: RegistrationListQuery; clock: Clock }) {
  const select = selectRegistrations(db, {
    registration: registrations,
    child: { id: children.id, first_name: children.first_name, last_name: children.last_name, tax: children.tax },
    course: { id: courses.id, name: courses.name, name_it: courses.name_it },
    week: { id: courseWeeks.id, name: courseWeeks.name, name_it: courseWeeks.name_it, from: courseWeeks.from, to: courseWeeks.to },
    parentId: parentIdSql,
    parentName: parentNameSql,
    price: priceSql,
    openAmount: openAmountSql,
  });
  return fetchList(db, select, REGISTRATION_LIST, query, registrationFilters(db, clock, query));
}

/**
 * The list's filters as conditions on registrations joined with their week and course; the dashboard's
 * totals count with the same ones, so they equal what the list shows. The clock says which bookings are
 * past their payment deadline (payment=overdue).
 */
export function registrationFilters(
  db: Executor,
  clock: Clock,
  query: Pick<RegistrationListQuery, 'deleted' | 'active' | 'year' | 'course' | 'week' | 'waiting' | 'payment'>,
) {
  return [
    query.deleted ? isNotNull(registrations.deleted_at) : isNull(registrations.deleted_at),
    query.active ? eq(courses.active, true) : undefined,
    query.year !== undefined ? eq(courses.year, query.year) : undefined,
    query.course !== undefined ? eq(courses.id, query.course) : undefined,
    query.week !== undefined ? eq(courseWeeks.id, query.week) : undefined,
    query.waiting !== undefined ? eq(registrations.is_waiting, query.waiting) : undefined,
    query.payment === 'overdue' ? overdueRegistrationSql(db, clock) : query.payment ? paymentStateSql[query.payment] : undefined,
  ];
}

export type RegistrationListRow = Awaited<ReturnType<typeof listRegistrations>>['data'][number];
