import { wallClock } from '@app/domain';
import { and, asc, desc, gte, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, courses, courseWeeks, registrations } from '../../db/schema';
import { selectRegistrations } from '../../repositories/registrations';

/**
 * The registrations (not deleted) of the given children with week and course, newest week first. `current`
 * marks weeks that end today or later in the organisation's time zone; `onlyCurrent` leaves the others out.
 */
export async function loadChildRegistrations(
  db: Executor,
  input: { childIds: readonly number[]; now: Date; timeZone: string; onlyCurrent?: boolean },
) {
  if (input.childIds.length === 0) return [];
  const clock = wallClock(input.now, input.timeZone);
  const today = `${clock.year}-${clock.month}-${clock.day}`;
  const rows = await selectRegistrations(db, {
    id: registrations.id,
    day_type: registrations.day_type,
    is_waiting: registrations.is_waiting,
    medicaments: registrations.medicaments,
    incompatibilities: registrations.incompatibilities,
    allergies: registrations.allergies,
    health_erased_at: registrations.health_erased_at,
    child: { id: children.id, first_name: children.first_name, last_name: children.last_name },
    course: { id: courses.id, name: courses.name, name_it: courses.name_it },
    week: { id: courseWeeks.id, name: courseWeeks.name, name_it: courseWeeks.name_it, from: courseWeeks.from, to: courseWeeks.to },
  })
    .where(
      and(
        inArray(registrations.child_id, [...input.childIds]),
        isNull(registrations.deleted_at),
        input.onlyCurrent ? gte(courseWeeks.to, today) : undefined,
      ),
    )
    .orderBy(desc(courseWeeks.from), asc(children.first_name), asc(registrations.id));
  return rows.map((row) => ({ ...row, current: row.week.to >= today }));
}

export type ChildRegistrationRow = Awaited<ReturnType<typeof loadChildRegistrations>>[number];
