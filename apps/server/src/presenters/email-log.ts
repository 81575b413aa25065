import type { EmailLog, EmailLogListItem } from '@app/domain';
import type { emailLogs } from '../db/schema';

type EmailLogRow = typeof emailLogs.$inferSelect;
type EmailLogListRow = Pick<EmailLogRow, 'id' | 'to' | 'subject' | 'createdAt' | 'status' | 'sentAt'>;

export const presentEmailLogListItem = (row: EmailLogListRow): EmailLogListItem => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  created_at: row.createdAt.toISOString(),
  status: row.status,
  sent_at: row.sentAt?.toISOString() ?? null,
});

export const presentEmailLog = (row: EmailLogRow): EmailLog => ({
  ...presentEmailLogListItem(row),
  cc: row.cc,
  bcc: row.bcc,
  body: row.body,
  attempts: row.attempts,
  last_error: row.lastError,
  // Only a queued e-mail waits for another attempt.
  next_attempt_at: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
});
