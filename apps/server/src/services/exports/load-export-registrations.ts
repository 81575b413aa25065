import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, courses, courseWeeks, people, registrations } from '../../db/schema';
import { parentIdSql, selectRegistrations } from '../../repositories/registrations';
import { customFieldColumns } from '../../lib/custom-fields';
import { dayTypeLabelColumns } from '../../lib/day-type';

/**
 * What the sheets read of a week and a course: each is repeated on every row, and a course's e-mail texts
 * and descriptions would be read thousands of times for nothing (bench/excel-export.ts).
 */
const weekColumns = {
  id: courseWeeks.id,
  name: courseWeeks.name,
  name_it: courseWeeks.name_it,
  from: courseWeeks.from,
  to: courseWeeks.to,
  price: courseWeeks.price,
  price_half_day: courseWeeks.price_half_day,
};
const courseColumns = {
  id: courses.id,
  name: courses.name,
  name_it: courses.name_it,
  ...dayTypeLabelColumns,
  ...customFieldColumns,
};

/**
 * The registrations an export lists, with child, week, course and the family's parent, in two queries
 * whatever their number. `where` picks them (a course, the active courses); deleted ones are never listed.
 */
export async function loadExportRegistrations(db: Executor, where: SQL | undefined) {
  const rows = await selectRegistrations(db, { registration: registrations, child: children, week: weekColumns, course: courseColumns, parentId: parentIdSql })
    .where(and(isNull(registrations.deleted_at), where))
    .orderBy(asc(courses.name), asc(courseWeeks.from), asc(courseWeeks.id), asc(children.last_name), asc(children.first_name), asc(registrations.id));

  const parentIds = [...new Set(rows.flatMap((row) => (row.parentId === null ? [] : [row.parentId])))];
  const parents = parentIds.length ? await db.select().from(people).where(inArray(people.id, parentIds)) : [];
  const parentById = new Map(parents.map((parent) => [parent.id, parent]));

  return rows.map(({ parentId, ...row }) => ({ ...row, parent: (parentId === null ? undefined : parentById.get(parentId)) ?? null }));
}

export type ExportRegistration = Awaited<ReturnType<typeof loadExportRegistrations>>[number];

/** The registrations of one course. */
export const ofCourse = (courseId: number) => eq(courses.id, courseId);
/** The registrations of every active course. */
export const ofActiveCourses = () => eq(courses.active, true);
