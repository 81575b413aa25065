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
    dayType: registrations.dayType,
    isWaiting: registrations.isWaiting,
    medicaments: registrations.medicaments,
    incompatibilities: registrations.incompatibilities,
    allergies: registrations.allergies,
    child: { id: children.id, firstName: children.firstName, lastName: children.lastName },
    course: { id: courses.id, name: courses.name, nameIt: courses.nameIt },
    week: { id: courseWeeks.id, name: courseWeeks.name, nameIt: courseWeeks.nameIt, from: courseWeeks.from, to: courseWeeks.to },
  })
    .where(
      and(
        inArray(registrations.childId, [...input.childIds]),
        isNull(registrations.deletedAt),
        input.onlyCurrent ? gte(courseWeeks.to, today) : undefined,
      ),
    )
    .orderBy(desc(courseWeeks.from), asc(children.firstName), asc(registrations.id));
  return rows.map((row) => ({ ...row, current: row.week.to >= today }));
}

export type ChildRegistrationRow = Awaited<ReturnType<typeof loadChildRegistrations>>[number];
