import type { EmailLog, EmailLogListItem } from '@app/domain';
import type { emailLogs } from '../db/schema';

type EmailLogRow = typeof emailLogs.$inferSelect;
type EmailLogListRow = Pick<EmailLogRow, 'id' | 'to' | 'subject' | 'created_at' | 'status' | 'sent_at'>;

export const presentEmailLogListItem = (row: EmailLogListRow): EmailLogListItem => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  created_at: row.created_at.toISOString(),
  status: row.status,
  sent_at: row.sent_at?.toISOString() ?? null,
});

export const presentEmailLog = (row: EmailLogRow): EmailLog => ({
  ...presentEmailLogListItem(row),
  cc: row.cc,
  bcc: row.bcc,
  body: row.body,
  attempts: row.attempts,
  last_error: row.last_error,
  // Only a queued e-mail waits for another attempt.
  next_attempt_at: row.status === 'queued' ? row.next_attempt_at.toISOString() : null,
});
