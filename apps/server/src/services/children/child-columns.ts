import type { childUpdateSchema } from '@app/domain';
import type { z } from 'zod';

/**
 * The columns a child form writes (create and update alike; the tax code and what it decides are the create's).
 * Health fields only where the writer may set them; a field left out of the body stays as it is.
 */
export function childColumns(child: z.output<typeof childUpdateSchema>, health: boolean) {
  return {
    first_name: child.first_name,
    last_name: child.last_name,
    lang: child.lang,
    phone: child.phone,
    phone_child: child.phone_child,
    whatsapp_infos: child.whatsapp_infos,
    school: child.school,
    ...(health && child.with_diagnostics !== undefined ? { with_diagnostics: child.with_diagnostics } : {}),
    ...(health && child.risk_group !== undefined ? { risk_group: child.risk_group } : {}),
  };
}

/** Whether a write by this writer sets health fields: the access log records it as a change (decision 020). */
export const writesHealth = (child: z.output<typeof childUpdateSchema>, health: boolean): boolean =>
  health && (child.with_diagnostics !== undefined || child.risk_group !== undefined);
