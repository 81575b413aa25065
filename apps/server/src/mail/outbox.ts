import type { Transaction } from '../db/client';
import { emailLogs } from '../db/schema';

export interface OutgoingEmail {
  to: string;
  cc?: string;
  bcc?: string;
  subject: string;
  html: string;
}

/**
 * Queues an e-mail. Call it with the transaction of the change that causes the e-mail: the e-mail then
 * exists exactly when the change does. The mail worker sends it after the commit.
 */
export async function queueEmail(tx: Transaction, email: OutgoingEmail): Promise<number> {
  const [row] = await tx
    .insert(emailLogs)
    .values({ to: email.to, cc: email.cc, bcc: email.bcc, subject: email.subject, body: email.html })
    .returning({ id: emailLogs.id });
  return row!.id;
}
