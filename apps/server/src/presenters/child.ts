import { childNeedsUpdate, type FamilyChild } from '@app/domain';
import type { children } from '../db/schema';

type ChildRow = typeof children.$inferSelect;

/** A child as its own family sees it: health data included (decisions.md section 11). */
export function presentFamilyChild(child: ChildRow, now: Date, timeZone: string): FamilyChild {
  return {
    id: child.id,
    first_name: child.firstName,
    last_name: child.lastName,
    display_name: `${child.firstName} ${child.lastName}`,
    tax: child.tax,
    gender: child.gender,
    birth: child.birth,
    lang: child.lang,
    phone: child.phone,
    phone_child: child.phoneChild,
    whatsapp_infos: child.whatsappInfos,
    school: child.school,
    with_diagnostics: child.withDiagnostics,
    risk_group: child.riskGroup,
    last_update: child.lastUpdate.toISOString(),
    needs_update: childNeedsUpdate(child.lastUpdate, now, timeZone),
  };
}
