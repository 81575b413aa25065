import { decodeTaxCode, type childCreateSchema } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { transaction, type Database } from '../../db/client';
import { childParents, children } from '../../db/schema';
import { DomainError, invalid } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { canBookForFamily } from '../../policies/registration';

type ChildRow = typeof children.$inferSelect;

/**
 * A parent adds a child to the family: the child with birth and gender read from the tax code, linked to the
 * parent's person, confirmed now (last_update). The same tax code twice is refused on the field; the unique
 * index decides when two families save it at the same moment.
 */
export async function createChild(
  db: Database,
  input: { actor: Actor; now: Date; child: z.output<typeof childCreateSchema> },
): Promise<ChildRow> {
  const { actor, now, child } = input;
  if (!canBookForFamily(actor)) throw new DomainError('forbidden', { key: 'booking.errors.no_person' });
  const tax = decodeTaxCode(child.tax, now);
  if (!tax.valid) throw invalid({ tax: 'tax_code_invalid' });
  try {
    return await transaction(db, async (tx) => {
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
          withDiagnostics: child.with_diagnostics ?? false,
          riskGroup: child.risk_group ?? false,
          lastUpdate: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(childParents).values({ childId: row!.id, personId: actor.personId });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'children_tax_unique')) throw invalid({ tax: 'tax_code_taken' });
    throw error;
  }
}
