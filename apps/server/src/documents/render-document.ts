import type { Language } from '@app/domain';
import type { ConfirmationData } from '../services/family/load-confirmation';
import type { ExportRegistration } from '../services/exports/load-export-registrations';
import { readStatement } from '../services/statements/read-statement';
import { renderConfirmationPdf } from './confirmation-pdf';
import {
  activeRegistrationsWorkbook,
  courseRegistrationsWorkbook,
  paymentsWorkbook,
  presenceWorkbook,
  type WorkbookContext,
} from './registration-workbooks';
import { workbookBuffer } from './xlsx';

/**
 * A document to build from data already read: only plain values (rows, Dates, bytes), because a job crosses
 * to a worker thread by structured clone (document-workers.ts).
 */
export type DocumentJob =
  | {
      kind: 'course-registrations';
      course: ExportRegistration['course'];
      weeks: ExportRegistration['week'][];
      rows: ExportRegistration[];
      context: WorkbookContext;
    }
  | { kind: 'presence'; weeks: ExportRegistration['week'][]; rows: ExportRegistration[]; context: WorkbookContext }
  | { kind: 'active-registrations'; rows: ExportRegistration[]; context: WorkbookContext }
  | { kind: 'payments'; rows: ExportRegistration[]; context: WorkbookContext }
  | { kind: 'confirmation'; data: ConfirmationData; options: { lang: Language; now: Date; timeZone: string } }
  /** An uploaded bank statement read: not a download, but the same kind of work (`DocumentWorkers.readStatement`). */
  | { kind: 'statement'; bytes: Uint8Array };

/**
 * Builds the document of the job that `read` gives. The app's document workers (`app.documents.build`) call
 * `read` only when a worker is free to take the job, so exports waiting for a worker neither read the database
 * all at once nor hold their rows meanwhile; `buildInProcess` builds on the calling thread (benchmarks).
 */
export type BuildDocument = (read: () => Promise<DocumentJob>) => Promise<Buffer>;

export const buildInProcess: BuildDocument = async (read) => renderDocument(await read());

/**
 * Builds one document's bytes (of a statement, its reading as JSON). Runs in a document worker; it also works
 * in-process (benchmarks).
 */
export async function renderDocument(job: DocumentJob): Promise<Buffer> {
  switch (job.kind) {
    case 'course-registrations':
      return workbookBuffer(courseRegistrationsWorkbook(job.course, job.weeks, job.rows, job.context));
    case 'presence':
      return workbookBuffer(presenceWorkbook(job.weeks, job.rows, job.context));
    case 'active-registrations':
      return workbookBuffer(activeRegistrationsWorkbook(job.rows, job.context));
    case 'payments':
      return workbookBuffer(paymentsWorkbook(job.rows, job.context));
    case 'confirmation': {
      // A cloned Buffer arrives as a plain Uint8Array, which pdfkit would take for a file name.
      const logo = job.data.logo && Buffer.from(job.data.logo.buffer, job.data.logo.byteOffset, job.data.logo.byteLength);
      return renderConfirmationPdf({ ...job.data, logo }, job.options);
    }
    case 'statement':
      return Buffer.from(JSON.stringify(readStatement(job.bytes)));
  }
}
