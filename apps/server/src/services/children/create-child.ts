import { decodeTaxCode, type adminChildCreateSchema } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { transaction, type Database } from '../../db/client';
import { childParents, children, people } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { canSeeHealthData } from '../../policies/child';

/**
 * Staff add a child to a family (a parent's call): birth and gender read from the tax code, linked to the
 * chosen parent. Health fields are taken only from roles that may see them; a tax code stored for another
 * child is refused on the field (the unique index decides a race).
 */
export async function createChild(
  db: Database,
  input: { actor: Actor; now: Date; child: z.output<typeof adminChildCreateSchema> },
): Promise<number> {
  const { actor, now, child } = input;
  const tax = decodeTaxCode(child.tax, now);
  if (!tax.valid) throw invalid({ tax: 'tax_code_invalid' });
  const health = canSeeHealthData(actor);
  try {
    return await transaction(db, async (tx) => {
      const [parent] = await tx.select({ id: people.id }).from(people).where(eq(people.id, child.parent_id)).for('share');
      if (!parent) throw invalid({ parent_id: 'choice' });
      const [taken] = await tx.select({ id: children.id }).from(children).where(eq(children.tax, tax.code)).limit(1);
      if (taken) throw invalid({ tax: 'tax_code_taken' });
      const [row] = await tx
        .insert(children)
        .values({
          firstName: child.first_name,
          lastName: child.last_name,
          tax: tax.code,
          gender: tax.gender,
          birth: tax.birth,
          lang: child.lang,
          phone: child.phone,
          phoneChild: child.phone_child,
          whatsappInfos: child.whatsapp_infos,
          school: child.school,
          withDiagnostics: (health && child.with_diagnostics) || false,
          riskGroup: (health && child.risk_group) || false,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: children.id });
      await tx.insert(childParents).values({ childId: row!.id, personId: parent.id });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'children_tax_unique')) throw invalid({ tax: 'tax_code_taken' });
    throw error;
  }
}
