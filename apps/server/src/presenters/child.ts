import { childNeedsUpdate, type AdminChild, type ChildParent, type FamilyChild } from '@app/domain';
import type { children, people } from '../db/schema';
import type { Actor } from '../policies/actor';
import { canSeeHealthData } from '../policies/child';

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

type ParentRow = Pick<typeof people.$inferSelect, 'id' | 'firstName' | 'lastName' | 'place'>;

/** A parent as a child's row links it, with the place (back-office child list). */
export const presentChildParent = (parent: ParentRow): ChildParent => ({
  id: parent.id,
  first_name: parent.firstName,
  last_name: parent.lastName,
  display_name: `${parent.firstName} ${parent.lastName}`,
  place: parent.place,
});

/**
 * A child as the back office sees it. The health fields are there only for an actor whose role holds
 * child.health (decisions.md section 11); for others they are left out, not nulled.
 */
export function presentAdminChild(actor: Actor, child: ChildRow & { parents: readonly ParentRow[] }): AdminChild {
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
    ...(canSeeHealthData(actor) ? { with_diagnostics: child.withDiagnostics, risk_group: child.riskGroup } : {}),
    parents: child.parents.map(presentChildParent),
  };
}
