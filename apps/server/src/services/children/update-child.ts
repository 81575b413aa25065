import type { childUpdateSchema } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { transaction, type Database } from '../../db/client';
import { children } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { childWriteRules, type ChildWriter } from '../../policies/child';
import { logHealthAccess } from '../../repositories/health-access-log';
import { childColumns, writesHealth } from './child-columns';

type ChildRow = typeof children.$inferSelect;

/**
 * A child's data is corrected. The tax code, and with it birth and gender, never changes. Which child the
 * writer reaches (a family: its own, others are not found), whether health fields change and whether the
 * save confirms the year's data (last_update) is the policy's (childWriteRules). The office's change of health
 * fields is logged in the same transaction (decision 020); a family's of its own child is not.
 */
export async function updateChild(
  db: Database,
  input: { actor: Actor; now: Date; as: ChildWriter; id: number; child: z.output<typeof childUpdateSchema> },
): Promise<ChildRow> {
  const { actor, now, child } = input;
  const rules = childWriteRules(actor, input.as);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(children)
      .set({ ...childColumns(child, rules.health), ...(rules.confirms ? { last_update: now } : {}), updated_at: now })
      .where(and(eq(children.id, input.id), rules.scope))
      .returning();
    if (!row) throw notFound();
    if (input.as === 'office' && writesHealth(child, rules.health)) await logHealthAccess(tx, { actor, now, action: 'change', childIds: [row.id] });
    return row;
  });
}
