import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentWorkers } from './document-workers';
import type { DocumentJob } from './render-document';

const context = { lang: 'de', timeZone: 'Europe/Rome', withHealth: false } as const;
const payments: DocumentJob = { kind: 'payments', rows: [], context };

let workers: DocumentWorkers | undefined;
afterEach(() => workers?.close());

async function sheetNames(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => sheet.name);
}

describe('the document workers', () => {
  it('build a workbook in a worker thread and answer its bytes', async () => {
    workers = new DocumentWorkers(1);
    expect(await sheetNames(await workers.render(payments))).toEqual(['Zahlungen']);
  });

  it('fail a job whose data cannot be read and go on with the next', async () => {
    workers = new DocumentWorkers(1);
    const failed = workers.build(async () => {
      throw new Error('the course is gone');
    });
    const next = workers.render({ ...payments, context: { ...context, lang: 'it' } });
    await expect(failed).rejects.toThrow('the course is gone');
    expect(await sheetNames(await next)).toEqual(['Pagamenti']);
  });

  it('refuse jobs once closed', async () => {
    workers = new DocumentWorkers(1);
    await workers.render(payments);
    await workers.close();
    await expect(workers.render(payments)).rejects.toThrow('closed');
  });
});
