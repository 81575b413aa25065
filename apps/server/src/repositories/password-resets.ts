import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { passwordResets } from '../db/schema';

/**
 * With a password change, in its transaction: reset links sent before it stop working, so a link lying in
 * a mailbox cannot undo the change. `keepId` is the link being used right now (it is marked used instead).
 */
export async function cancelPendingResets(tx: Transaction, userId: number, keepId?: number): Promise<void> {
  await tx
    .delete(passwordResets)
    .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at), keepId === undefined ? undefined : ne(passwordResets.id, keepId)));
}
