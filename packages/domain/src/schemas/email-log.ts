import { z } from 'zod';
import { listQuerySchema } from './list';

/**
 * The e-mail log of the back office (back-office specification sections 2, 3 and 7): every e-mail the
 * application sent or is about to send. The log is also the outbox (docs/decisions/005), so each entry
 * shows its delivery state and staff see an SMTP outage as queued or failed entries with the last error.
 */

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const emailLogListItemSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  /** When the e-mail was written (the specification's "sent at" column). */
  created_at: z.string(),
  status: z.enum(EMAIL_STATUSES),
  sent_at: z.string().nullable(),
});
export type EmailLogListItem = z.infer<typeof emailLogListItemSchema>;

export const emailLogSchema = emailLogListItemSchema.extend({
  cc: z.string().nullable(),
  bcc: z.string().nullable(),
  /** The HTML as it was sent; shown in a sandboxed frame, never in the page itself. */
  body: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type EmailLog = z.infer<typeof emailLogSchema>;

export const EMAIL_LOG_SORTABLE = ['to', 'subject', 'created_at', 'status'] as const;
export type EmailLogSortKey = (typeof EMAIL_LOG_SORTABLE)[number];
export const emailLogListQuerySchema = listQuerySchema({
  sortable: EMAIL_LOG_SORTABLE,
  filters: { status: z.enum(EMAIL_STATUSES, 'choice').optional() },
});
export type EmailLogListQuery = z.output<typeof emailLogListQuerySchema>;
