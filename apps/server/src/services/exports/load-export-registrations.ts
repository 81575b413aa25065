import { asc, eq, inArray, isNull, and, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { childParents, children, courses, courseWeeks, people, registrations } from '../../db/schema';
import { customFieldColumns } from '../../lib/custom-fields';
import { dayTypeLabelColumns } from '../../lib/day-type';

/**
 * What the sheets read of a week and a course: each is repeated on every row, and a course's e-mail texts
 * and descriptions would be read thousands of times for nothing (bench/excel-export.ts).
 */
const weekColumns = {
  id: courseWeeks.id,
  name: courseWeeks.name,
  nameIt: courseWeeks.nameIt,
  from: courseWeeks.from,
  to: courseWeeks.to,
  price: courseWeeks.price,
  priceHalfDay: courseWeeks.priceHalfDay,
};
const courseColumns = {
  id: courses.id,
  name: courses.name,
  nameIt: courses.nameIt,
  ...dayTypeLabelColumns,
  ...customFieldColumns,
};

/**
 * The registrations an export lists, with child, week, course and the child's first parent, in two queries
 * whatever their number. `where` picks them (a course, the active courses); deleted ones are never listed.
 */
export async function loadExportRegistrations(db: Executor, where: SQL | undefined) {
  const rows = await db
    .select({ registration: registrations, child: children, week: weekColumns, course: courseColumns })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.courseWeekId))
    .innerJoin(courses, eq(courses.id, courseWeeks.courseId))
    .where(and(isNull(registrations.deletedAt), where))
    .orderBy(asc(courses.name), asc(courseWeeks.from), asc(courseWeeks.id), asc(children.lastName), asc(children.firstName), asc(registrations.id));

  const childIds = [...new Set(rows.map((row) => row.child.id))];
  const parents = childIds.length
    ? await db
        .select({ childId: childParents.childId, parent: people })
        .from(childParents)
        .innerJoin(people, eq(people.id, childParents.personId))
        .where(inArray(childParents.childId, childIds))
        .orderBy(asc(people.id))
    : [];
  const firstParent = new Map<number, (typeof parents)[number]['parent']>();
  for (const { childId, parent } of parents) if (!firstParent.has(childId)) firstParent.set(childId, parent);

  return rows.map((row) => ({ ...row, parent: firstParent.get(row.child.id) ?? null }));
}

export type ExportRegistration = Awaited<ReturnType<typeof loadExportRegistrations>>[number];

/** The registrations of one course. */
export const ofCourse = (courseId: number) => eq(courses.id, courseId);
/** The registrations of every active course. */
export const ofActiveCourses = () => eq(courses.active, true);
