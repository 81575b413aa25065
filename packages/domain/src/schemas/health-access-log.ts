import { z } from 'zod';
import { listQuerySchema, recordId } from './list';

/**
 * The access log of children's health data (issue 26, docs/decisions/020): who saw, exported or changed which
 * child's health fields, and when. Read-only in the back office, for roles holding child.healthLog.
 */

/**
 * screen: an answer that showed them; export: a spreadsheet; pdf: a document (none carries them yet); change: a
 * save; parent_linked / parent_unlinked: staff gave a parent (`person_id`) the child, and so its health data, or
 * took it away.
 */
export const HEALTH_ACCESS_ACTIONS = ['screen', 'export', 'pdf', 'change', 'parent_linked', 'parent_unlinked'] as const;
export type HealthAccessAction = (typeof HEALTH_ACCESS_ACTIONS)[number];

export const healthAccessLogItemSchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.enum(HEALTH_ACCESS_ACTIONS),
  user_id: z.number(),
  /** Null once the account is deleted: the entry stays. */
  user_name: z.string().nullable(),
  child_id: z.number(),
  /** Null once the child is deleted: the entry stays. */
  child_name: z.string().nullable(),
  /** parent_linked / parent_unlinked: the parent; null for other actions or once the person is deleted. */
  person_name: z.string().nullable(),
});
export type HealthAccessLogItem = z.infer<typeof healthAccessLogItemSchema>;

const isoDate = z.iso.date('date');

export const HEALTH_ACCESS_LOG_SORTABLE = ['at', 'action', 'user_name', 'child_name'] as const;
export type HealthAccessLogSortKey = (typeof HEALTH_ACCESS_LOG_SORTABLE)[number];
export const healthAccessLogListQuerySchema = listQuerySchema({
  sortable: HEALTH_ACCESS_LOG_SORTABLE,
  filters: {
    user: recordId.optional(),
    child: recordId.optional(),
    action: z.enum(HEALTH_ACCESS_ACTIONS, 'choice').optional(),
    /** First and last day (both included) in the application's time zone. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  },
});
export type HealthAccessLogListQuery = z.output<typeof healthAccessLogListQuerySchema>;
