import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { emailLogs } from '../db/schema';

export interface OutgoingEmail {
  to: string;
  cc?: string;
  bcc?: string;
  subject: string;
  html: string;
  /**
   * An account e-mail's secret (a reset link's token): the body holds SECRET_PLACEHOLDER in its place, and only
   * the worker puts it in, when it sends. So the e-mail log, which staff read, never shows it (decision 017).
   */
  secret?: string;
}

/** Where an account e-mail's secret stands in the stored body; URL-safe, so it can sit inside a link. */
export const SECRET_PLACEHOLDER = '[redacted]';

/**
 * Queues an e-mail. Call it with the transaction of the change that causes the e-mail: the e-mail then
 * exists exactly when the change does. The mail worker sends it after the commit.
 */
export async function queueEmail(tx: Transaction, email: OutgoingEmail): Promise<number> {
  const [row] = await tx
    .insert(emailLogs)
    .values({ to: email.to, cc: email.cc, bcc: email.bcc, subject: email.subject, body: email.html, secret: email.secret })
    .returning({ id: emailLogs.id });
  return row!.id;
}

/**
 * The statement that queues several e-mails at once, for a caller that runs it inside a larger statement (a
 * booking writes its registrations, counters and e-mails in one round trip while it holds the week's lock).
 */
export function queueEmailsStatement(emails: readonly OutgoingEmail[]): SQL {
  const rows = JSON.stringify(emails.map((email) => ({ to: email.to, cc: email.cc ?? null, bcc: email.bcc ?? null, subject: email.subject, body: email.html })));
  return sql`insert into ${emailLogs} ("to", cc, bcc, subject, body)
    select "to", cc, bcc, subject, body from jsonb_to_recordset(${rows}::jsonb) as e("to" text, cc text, bcc text, subject text, body text)`;
}
