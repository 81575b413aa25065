import { decodeTaxCode, type adminChildCreateSchema, type childCreateSchema } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { transaction, type Database } from '../../db/client';
import { childParents, children, people } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { childWriteRules } from '../../policies/child';
import { requireFamily } from '../../policies/person';
import { countingTakenAnswers } from '../family/taken-answers';
import { logHealthAccess } from '../../repositories/health-access-log';
import { childColumns, writesHealth } from './child-columns';

type ChildRow = typeof children.$inferSelect;

type Input =
  | { actor: Actor; now: Date; as: 'family'; child: z.output<typeof childCreateSchema> }
  | { actor: Actor; now: Date; as: 'office'; child: z.output<typeof adminChildCreateSchema> };

/**
 * A child is added to a family: birth and gender read from the tax code, linked to a parent. A family adds
 * to itself (the caller's person; an account without one is refused); the office names the parent. What
 * else the writer may set is the policy's (childWriteRules). A tax code stored for another child is
 * refused on the field; the unique index decides when two saves race.
 */
export async function createChild(db: Database, input: Input): Promise<ChildRow> {
  const { actor, now, child } = input;
  const rules = childWriteRules(actor, input.as);
  const parentId = input.as === 'office' ? input.child.parent_id : requireFamily(actor);
  const tax = decodeTaxCode(child.tax, now);
  if (!tax.valid) throw invalid({ tax: 'tax_code_invalid' });
  const store = () => storeChild(db, { ...input, parentId, rules, tax });
  // A family learns that a tax code is taken a few times an hour (countingTakenAnswers); the office sees the people anyway.
  return input.as === 'family' ? countingTakenAnswers(db, actor, store) : store();
}

async function storeChild(
  db: Database,
  input: Input & { parentId: number; rules: ReturnType<typeof childWriteRules>; tax: Extract<ReturnType<typeof decodeTaxCode>, { valid: true }> },
): Promise<ChildRow> {
  const { actor, now, child, parentId, rules, tax } = input;
  try {
    return await transaction(db, async (tx) => {
      const [parent] = await tx.select({ id: people.id }).from(people).where(eq(people.id, parentId)).for('share');
      if (!parent) throw invalid({ parent_id: 'choice' });
      const [taken] = await tx.select({ id: children.id }).from(children).where(eq(children.tax, tax.code)).limit(1);
      if (taken) throw invalid({ tax: 'tax_code_taken' });
      const [row] = await tx
        .insert(children)
        .values({
          ...childColumns(child, rules.health),
          tax: tax.code,
          gender: tax.gender,
          birth: tax.birth,
          ...(rules.confirms ? { last_update: now } : {}),
          created_at: now,
          updated_at: now,
        })
        .returning();
      await tx.insert(childParents).values({ child_id: row!.id, person_id: parent.id });
      // The office's health answers for a new child are a change of them (decision 020); a family's are its own.
      if (input.as === 'office' && writesHealth(child, rules.health)) await logHealthAccess(tx, { actor, now, action: 'change', childIds: [row!.id] });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'children_tax_unique')) throw invalid({ tax: 'tax_code_taken' });
    throw error;
  }
}
