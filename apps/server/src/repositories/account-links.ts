import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { emailConfirmations, passwordResets } from '../db/schema';

/**
 * With a change of who controls an account (a new password, a new sign-in address, a join of the office's
 * family), in its transaction: every link sent before stops working, reset links and address links alike. A link
 * lying in a mailbox cannot undo the change, and one kept by whoever controlled the account before (a stranger who
 * signed up with a family's address, someone who knew the old password) cannot redirect the account afterwards
 * (issue 33). `keep` names the link being used right now (it is marked used instead).
 */
export async function cancelPendingLinks(tx: Transaction, userId: number, keep: { resetId?: number; addressLinkId?: number } = {}): Promise<void> {
  await tx
    .delete(passwordResets)
    .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at), keep.resetId === undefined ? undefined : ne(passwordResets.id, keep.resetId)));
  await tx
    .delete(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.user_id, userId),
        isNull(emailConfirmations.used_at),
        keep.addressLinkId === undefined ? undefined : ne(emailConfirmations.id, keep.addressLinkId),
      ),
    );
}
