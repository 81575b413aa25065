import type { EmailLogListQuery, EmailLogSortKey } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailLogs } from '../../db/schema';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';

const EMAIL_LOG_LIST: ListDefinition<EmailLogSortKey> = {
  sortable: {
    to: caseInsensitive(emailLogs.to),
    subject: caseInsensitive(emailLogs.subject),
    created_at: emailLogs.created_at,
    status: emailLogs.status,
  },
  // The newest first: staff look for the e-mail a parent just asked about.
  defaultSort: [{ key: 'created_at', desc: true }],
  searchable: [emailLogs.to, emailLogs.subject],
  tiebreaker: emailLogs.id,
};

/** A page of the e-mail log, without the bodies (they can be large; the detail shows one). */
export function listEmailLogs(db: Executor, { query }: { query: EmailLogListQuery }) {
  const select = db
    .select({
      id: emailLogs.id,
      to: emailLogs.to,
      subject: emailLogs.subject,
      created_at: emailLogs.created_at,
      status: emailLogs.status,
      sent_at: emailLogs.sent_at,
    })
    .from(emailLogs)
    .$dynamic();
  return fetchList(db, select, EMAIL_LOG_LIST, query, [query.status ? eq(emailLogs.status, query.status) : undefined]);
}
