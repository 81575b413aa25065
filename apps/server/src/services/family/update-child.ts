import type { childUpdateSchema } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { children } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { scopeChildren } from '../../policies/child';

type ChildRow = typeof children.$inferSelect;

/**
 * A parent corrects a child of the family and thereby confirms its data for the year (last_update = now).
 * The tax code, and with it birth and gender, never changes. A child of another family is not found.
 */
export async function updateChild(
  db: Database,
  input: { actor: Actor; now: Date; id: number; child: z.output<typeof childUpdateSchema> },
): Promise<ChildRow> {
  const { actor, now, child } = input;
  const [row] = await db
    .update(children)
    .set({
      firstName: child.first_name,
      lastName: child.last_name,
      lang: child.lang,
      phone: child.phone,
      phoneChild: child.phone_child,
      whatsappInfos: child.whatsapp_infos,
      school: child.school,
      ...(child.with_diagnostics === undefined ? {} : { withDiagnostics: child.with_diagnostics }),
      ...(child.risk_group === undefined ? {} : { riskGroup: child.risk_group }),
      lastUpdate: now,
      updatedAt: now,
    })
    .where(and(eq(children.id, input.id), scopeChildren(actor)))
    .returning();
  if (!row) throw notFound();
  return row;
}
