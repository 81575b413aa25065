import { localName, translate, type Language } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseWeeks } from '../../db/schema';
import type { WorkbookContext } from '../../documents/registration-workbooks';
import type { BuildDocument } from '../../documents/render-document';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { HealthGate, registrationHealth } from '../../policies/health-gate';
import { logHealthAccess } from '../../repositories/health-access-log';
import { loadExportRegistrations, ofActiveCourses, ofCourse, type ExportRegistration } from './load-export-registrations';

export interface ExportRequest {
  actor: Actor;
  now: Date;
  lang: Language;
  timeZone: string;
  /** Builds the workbook from the rows read here: the app's document workers (`app.documents.build`). */
  build: BuildDocument;
}

export interface ExportFile {
  fileName: string;
  data: Buffer;
}

export type CourseExportKind = 'registrations' | 'presence';

function context({ actor, lang, timeZone }: ExportRequest): WorkbookContext {
  return { lang, timeZone, withHealth: new HealthGate(actor).allowed };
}

/**
 * A spreadsheet with health columns is logged once it is built: one entry per child whose answers it holds, in
 * one statement (decision 020). The attendance list and the payments list have no health columns.
 */
async function logExport(db: Executor, request: ExportRequest, rows: readonly ExportRegistration[]): Promise<void> {
  const gate = new HealthGate(request.actor);
  for (const row of rows) gate.reveal(row.child.id, registrationHealth(row.registration));
  await logHealthAccess(db, { actor: request.actor, now: request.now, action: 'export', childIds: gate.revealedChildIds });
}

/** "Anmeldungen Sommerwoche 2027-03-01.xlsx": what, which course, and when it was taken. */
function fileName(request: ExportRequest, what: string, subject?: string): string {
  const day = request.now.toISOString().slice(0, 10);
  return `${[translate(request.lang, `spreadsheet.files.${what}`), subject, day].filter(Boolean).join(' ')}.xlsx`;
}

/** A course's registrations (a sheet per week and the waiting list) or its attendance list. */
export async function exportCourse(db: Executor, request: ExportRequest & { courseId: number; kind: CourseExportKind }): Promise<ExportFile> {
  const [course] = await db.select().from(courses).where(eq(courses.id, request.courseId)).limit(1);
  if (!course) throw notFound();
  const weeks = await db.select().from(courseWeeks).where(eq(courseWeeks.course_id, course.id)).orderBy(asc(courseWeeks.from), asc(courseWeeks.id));
  let exported: Awaited<ReturnType<typeof loadExportRegistrations>> = [];
  const data = await request.build(async () => {
    const rows = await loadExportRegistrations(db, ofCourse(course.id));
    if (request.kind === 'presence') return { kind: 'presence', weeks, rows, context: context(request) };
    exported = rows;
    return { kind: 'course-registrations', course, weeks, rows, context: context(request) };
  });
  await logExport(db, request, exported);
  const name = localName({ name: course.name, name_it: course.name_it }, request.lang);
  return { fileName: fileName(request, request.kind, name), data };
}

/** Every registration of the active courses (the dashboard's export). */
export async function exportActiveRegistrations(db: Executor, request: ExportRequest): Promise<ExportFile> {
  let exported: Awaited<ReturnType<typeof loadExportRegistrations>> = [];
  const data = await request.build(async () => {
    exported = await loadExportRegistrations(db, ofActiveCourses());
    return { kind: 'active-registrations', rows: exported, context: context(request) };
  });
  await logExport(db, request, exported);
  return { fileName: fileName(request, 'active'), data };
}

/** The payments list of the active courses for the accountant. */
export async function exportPayments(db: Executor, request: ExportRequest): Promise<ExportFile> {
  const data = await request.build(async () => ({
    kind: 'payments',
    rows: await loadExportRegistrations(db, ofActiveCourses()),
    context: context(request),
  }));
  return { fileName: fileName(request, 'payments'), data };
}
