import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportRegistration } from '../services/exports/load-export-registrations';
import { italianCamt } from '../services/statements/samples/camt053';
import { DocumentTimeoutError, DocumentWorkers } from './document-workers';
import type { DocumentJob } from './render-document';

const context = { lang: 'de', timeZone: 'Europe/Rome', withHealth: false } as const;
const payments: DocumentJob = { kind: 'payments', rows: [], context };

/** A paid registration as the payments sheet reads it. */
function paymentRow(id: number): ExportRegistration {
  return {
    registration: { id, booking_id: id, day_type: 'full_day', is_waiting: false, payed_amount: 120, payed_at: '2026-06-01', created_at: new Date('2026-03-01T08:00:00Z') },
    child: { id, first_name: `Kind ${id}`, last_name: 'Muster', birth: '2016-05-12', tax: 'MSTKND16E52A952X', phone: '+39 333 1234567' },
    week: { id: 1, name: 'Woche 1', name_it: 'Settimana 1', from: '2026-07-06', to: '2026-07-10', price: 120, price_half_day: null },
    course: { id: 1, name: 'Kurs', name_it: 'Corso' },
    parent: { id, first_name: 'Eva', last_name: 'Muster' },
  } as unknown as ExportRegistration;
}

let workers: DocumentWorkers | undefined;
afterEach(() => workers?.close());

async function sheetNames(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => sheet.name);
}

describe('the document workers', () => {
  it('build a workbook in a worker thread and answer its bytes', async () => {
    workers = new DocumentWorkers(1, 60_000);
    expect(await sheetNames(await workers.render(payments))).toEqual(['Zahlungen']);
  });

  it('fail a job whose data cannot be read and go on with the next', async () => {
    workers = new DocumentWorkers(1, 60_000);
    const failed = workers.build(async () => {
      throw new Error('the course is gone');
    });
    const next = workers.render({ ...payments, context: { ...context, lang: 'it' } });
    await expect(failed).rejects.toThrow('the course is gone');
    expect(await sheetNames(await next)).toEqual(['Pagamenti']);
  });

  it('refuse jobs once closed', async () => {
    workers = new DocumentWorkers(1, 60_000);
    await workers.render(payments);
    await workers.close();
    await expect(workers.render(payments)).rejects.toThrow('closed');
  });

  it('stop a build that takes longer than the limit, and build the next job with a new worker', async () => {
    workers = new DocumentWorkers(1, 2_000);
    // Far more rows than any export holds: the workbook takes tens of seconds to build.
    const endless = workers.render({ ...payments, rows: Array.from({ length: 150_000 }, (_, index) => paymentRow(index + 1)) });
    const next = workers.render({ ...payments, rows: [paymentRow(1)], context: { ...context, lang: 'it' } });
    await expect(endless).rejects.toBeInstanceOf(DocumentTimeoutError);
    expect(await sheetNames(await next)).toEqual(['Pagamenti']);
  });

  it('read a bank statement in a worker, and refuse one not read within the limit as too slow', async () => {
    workers = new DocumentWorkers(1, 60_000);
    const statement = new TextEncoder().encode(italianCamt([{ amount: '30.00', payer: 'Rossi Mario', lines: ['Quota'], ref: 'W-1' }]));
    expect(await workers.readStatement(statement)).toMatchObject({ kind: 'statement', statement: { lines: [{ amount: 30, payer: 'Rossi Mario' }] } });
    await workers.close();

    workers = new DocumentWorkers(1, 50);
    // 400,000 elements, within the limit: about half a second of parsing, far beyond 50 ms.
    const slow = new TextEncoder().encode(`<Document><BkToCstmrStmt><Stmt>${'<Bal/>'.repeat(400_000)}</Stmt></BkToCstmrStmt></Document>`);
    expect(await workers.readStatement(slow)).toEqual({ kind: 'unreadable', reason: 'too_slow' });
  });

  it('refuse a statement whose reading outgrows the worker\'s heap, and read the next one in a new worker', async () => {
    workers = new DocumentWorkers(1, 60_000, 64);
    const statement = new TextEncoder().encode(italianCamt([{ amount: '30.00', payer: 'Rossi Mario', lines: ['Quota'], ref: 'W-1' }]));
    expect(await workers.readStatement(statement)).toMatchObject({ kind: 'statement' });
    // One entry of 900,000 elements, within the element limit, is kept whole as a tree: far beyond 64 MB.
    const huge = new TextEncoder().encode(`<Document><BkToCstmrStmt><Stmt><Ntry>${'<Bal/>'.repeat(900_000)}</Ntry></Stmt></BkToCstmrStmt></Document>`);
    expect(await workers.readStatement(huge)).toEqual({ kind: 'unreadable', reason: 'too_large' });
    expect(await workers.readStatement(statement)).toMatchObject({ kind: 'statement' });
  });
});
