import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refunds } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';

/**
 * The office sent the money back: the refund leaves the to-do, and with it the erased family's phone and e-mail,
 * kept only to ask where to send it (decision 025). A refund already done, or none: 404.
 */
export async function completeRefund(db: Executor, input: { actor: Actor; now: Date; id: number }): Promise<void> {
  const [done] = await db
    .update(refunds)
    .set({ refunded_at: input.now, refunded_by_user_id: input.actor.id, contact_phone: null, contact_email: null })
    .where(and(eq(refunds.id, input.id), isNull(refunds.refunded_at)))
    .returning({ id: refunds.id });
  if (!done) throw notFound();
}
