import { childNeedsUpdate, type AdminChild, type AdminChildDetail, type ChildParent, type FamilyChild, type ParentOption } from '@app/domain';
import type { children, people } from '../db/schema';
import { childHealth, type HealthGate } from '../policies/health-gate';
import type { ChildRegistrationRow } from '../services/children/child-registrations';
import { presentChildRegistration } from './person';

type ChildRow = typeof children.$inferSelect;

/** What every view of a child shows, for the family and the back office alike: no health data. */
const presentChildFields = (child: ChildRow) => ({
  id: child.id,
  first_name: child.first_name,
  last_name: child.last_name,
  display_name: `${child.first_name} ${child.last_name}`,
  tax: child.tax,
  gender: child.gender,
  birth: child.birth,
  lang: child.lang,
  phone: child.phone,
  phone_child: child.phone_child,
  whatsapp_infos: child.whatsapp_infos,
  school: child.school,
});

/** A child as its own family sees it: health data included (decisions.md section 11). */
export function presentFamilyChild(child: ChildRow, now: Date, timeZone: string): FamilyChild {
  return {
    ...presentChildFields(child),
    with_diagnostics: child.with_diagnostics,
    risk_group: child.risk_group,
    last_update: child.last_update.toISOString(),
    needs_update: childNeedsUpdate(child.last_update, now, timeZone),
  };
}

type ParentRow = Pick<typeof people.$inferSelect, 'id' | 'first_name' | 'last_name' | 'place'>;

/** A parent as a child's row links it, with the place (back-office child list). */
export const presentChildParent = (parent: ParentRow): ChildParent => ({
  id: parent.id,
  first_name: parent.first_name,
  last_name: parent.last_name,
  display_name: `${parent.first_name} ${parent.last_name}`,
  place: parent.place,
});

/** A child in the back office's list (and the register-child dialog's search): no health field. */
export function presentAdminChild(child: ChildRow & { parents: readonly ParentRow[] }): AdminChild {
  return { ...presentChildFields(child), parents: child.parents.map(presentChildParent) };
}

/**
 * The child form: the child with its current course weeks, and its health fields through the gate: there only
 * for an actor whose role holds child.health (decisions.md section 11), left out, not nulled, for others.
 */
export function presentAdminChildDetail(
  health: HealthGate,
  child: Parameters<typeof presentAdminChild>[0] & { courseWeeks: readonly ChildRegistrationRow[] },
): AdminChildDetail {
  return {
    ...presentAdminChild(child),
    ...health.reveal(child.id, childHealth(child)),
    course_weeks: child.courseWeeks.map((row) => presentChildRegistration(health, row)),
  };
}

/**
 * A person the parent picker offers: what a child's row shows of its parent and no more. Roles that may only
 * write children pick with it, and contact data and tax code are the people screens' (issue 21).
 */
export const presentParentOption: (person: ParentRow) => ParentOption = presentChildParent;
