import type { WeekState } from '@app/domain';
import { sql, type SQL } from 'drizzle-orm';
import { childParents, registrations } from '../db/schema';
import { can, type Actor } from './actor';

/**
 * The registrations a family sees and changes on its page: those of its children (child_parents). Staff
 * work on registrations through the back office, not through this scope.
 */
export function scopeFamilyRegistrations(actor: Actor): SQL {
  if (actor.personId === null) return sql`false`;
  return sql`${registrations.child_id} IN (SELECT ${childParents.child_id} FROM ${childParents} WHERE ${childParents.person_id} = ${actor.personId})`;
}

/**
 * A family may edit or cancel its registration while the week is not after_registration (decisions.md
 * section 3); afterwards only the office can, through the back office.
 */
export function canChangeFamilyRegistration(actor: Actor, week: { state: WeekState }): boolean {
  return actor.personId !== null && week.state !== 'after_registration';
}

/**
 * Only the Superadmin changes a registration's day type in the back office (back-office specification
 * section 6): the permission only that role holds. Other staff see the field read-only; the server refuses.
 */
export function canChangeDayType(actor: Actor): boolean {
  return can(actor, 'peopleCourseWeekRegistration.changeDayType');
}
