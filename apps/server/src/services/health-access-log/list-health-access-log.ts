import type { HealthAccessLogListQuery, HealthAccessLogSortKey } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, healthAccessLog, people, users } from '../../db/schema';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';

const childName = sql<string | null>`${children.first_name} || ' ' || ${children.last_name}`;

const HEALTH_ACCESS_LOG_LIST: ListDefinition<HealthAccessLogSortKey> = {
  sortable: {
    at: healthAccessLog.at,
    action: healthAccessLog.action,
    user_name: caseInsensitive(users.name),
    child_name: sql`lower(${children.last_name} || ' ' || ${children.first_name})`,
  },
  // The newest first: the log is read to answer "who looked at this child lately".
  defaultSort: [{ key: 'at', desc: true }],
  searchable: [users.name, users.email, children.first_name, children.last_name],
  tiebreaker: healthAccessLog.id,
};

/**
 * A page of the health-data access log with the names of the account, the child and the parent given or denied
 * access, which are null once those are deleted (the entry stays). The day range is read in the application's time zone, as bounds on
 * `at` so that its index serves.
 */
export function listHealthAccessLog(db: Executor, { query, timeZone }: { query: HealthAccessLogListQuery; timeZone: string }) {
  const select = db
    .select({
      id: healthAccessLog.id,
      at: healthAccessLog.at,
      action: healthAccessLog.action,
      user_id: healthAccessLog.user_id,
      user_name: users.name,
      child_id: healthAccessLog.child_id,
      child_name: childName,
      person_name: sql<string | null>`${people.first_name} || ' ' || ${people.last_name}`,
    })
    .from(healthAccessLog)
    .leftJoin(users, eq(users.id, healthAccessLog.user_id))
    .leftJoin(children, eq(children.id, healthAccessLog.child_id))
    .leftJoin(people, eq(people.id, healthAccessLog.person_id))
    .$dynamic();
  return fetchList(db, select, HEALTH_ACCESS_LOG_LIST, query, [
    query.user === undefined ? undefined : eq(healthAccessLog.user_id, query.user),
    query.child === undefined ? undefined : eq(healthAccessLog.child_id, query.child),
    query.action === undefined ? undefined : eq(healthAccessLog.action, query.action),
    query.from === undefined ? undefined : sql`${healthAccessLog.at} >= (${query.from}::date::timestamp AT TIME ZONE ${timeZone})`,
    query.to === undefined ? undefined : sql`${healthAccessLog.at} < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`,
  ]);
}
