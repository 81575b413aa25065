import type { adminChildUpdateSchema } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { children } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { canSeeHealthData } from '../../policies/child';

/**
 * Staff correct a child's data. The tax code, and with it birth and gender, stays; the family's yearly
 * confirmation (last_update) is theirs, so it stays too. Health fields change only for roles that see them.
 */
export async function updateChild(
  db: Database,
  input: { actor: Actor; now: Date; id: number; child: z.output<typeof adminChildUpdateSchema> },
): Promise<void> {
  const { actor, now, child } = input;
  const health = canSeeHealthData(actor);
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
      ...(health && child.with_diagnostics !== undefined ? { withDiagnostics: child.with_diagnostics } : {}),
      ...(health && child.risk_group !== undefined ? { riskGroup: child.risk_group } : {}),
      updatedAt: now,
    })
    .where(eq(children.id, input.id))
    .returning({ id: children.id });
  if (!row) throw notFound();
}
