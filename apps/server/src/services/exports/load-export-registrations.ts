import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, courses, courseWeeks, people, registrations } from '../../db/schema';
import { parentIdSql, selectRegistrations } from '../../repositories/registrations';
import { customFieldColumns } from '../../lib/custom-fields';
import { dayTypeLabelColumns } from '../../lib/day-type';
import { Turns } from '../../lib/turns';

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
 * Rows read per query. The driver turns a query's rows into objects in one go on the thread that answers
 * requests: 5,000 registrations at once held it for about 120 ms, 500 take a tenth of that (issue 24). The
 * embedded database also runs the query on that thread: 200 rows take it about 30 ms (decision 012).
 */
const ROWS_PER_READ = 200;

/** Every export's queries of this process take turns (lib/turns.ts): a public page waits for one part at most. */
const exportReads = new Turns();

const exportFields = { registration: registrations, child: children, week: weekColumns, course: courseColumns, parentId: parentIdSql };

/**
 * The registrations an export lists, with child, week, course and the family's parent. `where` picks them (a
 * course, the active courses); deleted ones are never listed. First the chosen ids in the export's order (one
 * light query), then the rows and their parents in parts of ROWS_PER_READ, so that other requests are answered
 * between the parts; a registration deleted meanwhile is left out.
 */
export async function loadExportRegistrations(db: Executor, where: SQL | undefined) {
  const chosen = await exportReads.run(() =>
    selectRegistrations(db, { id: registrations.id })
      .where(and(isNull(registrations.deleted_at), where))
      .orderBy(asc(courses.name), asc(courseWeeks.from), asc(courseWeeks.id), asc(children.last_name), asc(children.first_name), asc(registrations.id)),
  );
  const ids = chosen.map((row) => row.id);

  const rows: Awaited<ReturnType<typeof readRows>> = [];
  for (const part of parts(ids)) rows.push(...(await exportReads.run(() => readRows(db, part))));
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => position.get(a.registration.id)! - position.get(b.registration.id)!);

  const parentIds = [...new Set(rows.flatMap((row) => (row.parentId === null ? [] : [row.parentId])))];
  const parentById = new Map<number, typeof people.$inferSelect>();
  for (const part of parts(parentIds)) {
    for (const parent of await exportReads.run(() => db.select().from(people).where(inArray(people.id, part)))) parentById.set(parent.id, parent);
  }

  return rows.map(({ parentId, ...row }) => ({ ...row, parent: (parentId === null ? undefined : parentById.get(parentId)) ?? null }));
}

const readRows = (db: Executor, ids: number[]) =>
  selectRegistrations(db, exportFields).where(and(inArray(registrations.id, ids), isNull(registrations.deleted_at)));

function parts<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_READ) result.push(items.slice(start, start + ROWS_PER_READ));
  return result;
}

export type ExportRegistration = Awaited<ReturnType<typeof loadExportRegistrations>>[number];

/** The registrations of one course. */
export const ofCourse = (courseId: number) => eq(courses.id, courseId);
/** The registrations of every active course. */
export const ofActiveCourses = () => eq(courses.active, true);
