import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { emailLogs } from '../db/schema';

export interface OutgoingEmail {
  to: string;
  /**
   * The family (person) and the account the e-mail is written for: the erasure deletes their e-mails by these,
   * whatever address they went to. Left out only for an e-mail that belongs to nobody's data (the erasure's
   * own confirmation, which instead forgets its address once sent: `forgetTo`).
   */
  personId?: number | null;
  userId?: number | null;
  forgetTo?: boolean;
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
    .values({
      person_id: email.personId ?? null,
      user_id: email.userId ?? null,
      to: email.to,
      forget_to: email.forgetTo ?? false,
      cc: email.cc,
      bcc: email.bcc,
      subject: email.subject,
      body: email.html,
      secret: email.secret,
    })
    .returning({ id: emailLogs.id });
  return row!.id;
}

/**
 * The statement that queues several e-mails at once, for a caller that runs it inside a larger statement (a
 * booking writes its registrations, counters and e-mails in one round trip while it holds the week's lock).
 */
export function queueEmailsStatement(emails: readonly OutgoingEmail[]): SQL {
  const rows = JSON.stringify(
    emails.map((email) => ({ person_id: email.personId ?? null, user_id: email.userId ?? null, to: email.to, cc: email.cc ?? null, bcc: email.bcc ?? null, subject: email.subject, body: email.html })),
  );
  return sql`insert into ${emailLogs} (person_id, user_id, "to", cc, bcc, subject, body)
    select person_id, user_id, "to", cc, bcc, subject, body
    from jsonb_to_recordset(${rows}::jsonb) as e(person_id int, user_id int, "to" text, cc text, bcc text, subject text, body text)`;
}
