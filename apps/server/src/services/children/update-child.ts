import type { childUpdateSchema } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { children } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { childWriteRules, type ChildWriter } from '../../policies/child';
import { childColumns } from './child-columns';

type ChildRow = typeof children.$inferSelect;

/**
 * A child's data is corrected. The tax code, and with it birth and gender, never changes. Which child the
 * writer reaches (a family: its own, others are not found), whether health fields change and whether the
 * save confirms the year's data (last_update) is the policy's (childWriteRules).
 */
export async function updateChild(
  db: Database,
  input: { actor: Actor; now: Date; as: ChildWriter; id: number; child: z.output<typeof childUpdateSchema> },
): Promise<ChildRow> {
  const { actor, now, child } = input;
  const rules = childWriteRules(actor, input.as);
  const [row] = await db
    .update(children)
    .set({ ...childColumns(child, rules.health), ...(rules.confirms ? { last_update: now } : {}), updated_at: now })
    .where(and(eq(children.id, input.id), rules.scope))
    .returning();
  if (!row) throw notFound();
  return row;
}
