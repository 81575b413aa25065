import { bookingReference } from '@app/domain';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementLines } from '../../db/schema';
import { intesaCsv, raiffeisenCsv, type BankRow } from '../../services/statements/samples/bank-csv';
import { austrianCamt052, italianCamt } from '../../services/statements/samples/camt053';
import { zipOf } from '../../services/statements/samples/zip';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { staffHeaders } from '../../../test/support/factories';
import { insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';
import { requester } from '../../../test/support/http';
import { multipart } from '../../../test/support/multipart';
import { insertBooking } from '../../../test/support/rows';

/**
 * Bank files as banks write them, uploaded (issue 38, item 5): CSV exports with an account block or without a
 * header row, their mapping remembered, listed, changed and deleted; a CSV in another currency refused; CAMT
 * intraday reports and ZIPs of statements read.
 */

let ctx: TestContext;
let office: Record<string, string>;
const call = requester(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.mailer.stop();
  office = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update']);
});
afterAll(() => ctx.close());

const tag = () => randomBytes(4).toString('hex');

function upload(file: string | Buffer, name: string, query = '', headers = office) {
  const body = multipart([{ name: 'file', filename: name, data: file }]);
  return ctx.app.inject({ method: 'POST', url: `/api/statements/upload${query}`, headers: { ...headers, ...body.headers }, payload: body.payload });
}
const linesOfFile = (fileName: string) => ctx.db.select().from(statementLines).where(eq(statementLines.file_name, fileName)).orderBy(statementLines.id);

async function booking(price: number) {
  const family = await insertFamily(ctx.db, { children: ['Lukas'] });
  const { weeks } = await insertOpenCourse(ctx.db, [{ price }]);
  const bookingId = await insertBooking(ctx.db, { created_at: new Date('2026-06-01T08:00:00Z') });
  await insertRegistration(ctx.db, family.children[0]!, weeks[0]!, { booking_id: bookingId });
  return { bookingId, reference: bookingReference(bookingId) };
}

describe('an Italian export with an account block and a status column', () => {
  it('asks for its columns with a guess (the payer in the text), imports without pending rows, and reads the next file at once', async () => {
    const paid = await booking(240);
    const t = tag();
    const rows: BankRow[] = [
      { date: '01/07/2026', amount: '240,00', payer: 'HOFER LUKAS', text: `Settimane estive ${paid.reference} ${t}` },
      { date: '02/07/2026', amount: '-45,90', payer: 'Cartoleria', text: 'Materiale' },
      { date: '03/07/2026', amount: '80,00', payer: 'NERI PAOLO', text: `Quota ${t}`, pending: true },
      { date: '31/06/2026', amount: '10,00', payer: 'X', text: 'data sbagliata' },
    ];
    const asked = await upload(intesaCsv(rows), `intesa-${t}.csv`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ kind: 'mapping', header: true, mapping: { date: 0, amount: 7, payer: null, text: 2, reference: null } });
    expect(asked.json().sample[0][0]).toBe('01/07/2026');

    const imported = await upload(intesaCsv(rows), `intesa-${t}.csv`, '?date=0&amount=7&text=2', { ...office, 'api-lang': 'it' });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({
      kind: 'imported',
      format: 'csv',
      counts: { credits: 1, added: 1, reference: 1, not_credits: 1, pending: 1, unreadable: 1 },
      unreadable_lines: [{ at: 11, text: expect.stringContaining('31/06/2026;Bonifico a vostro favore;Bonifico da X per data sbagliata') }],
    });
    expect(imported.json().message).toContain('1 movimenti non ancora contabilizzati');
    expect(imported.json().message).toContain('1 riga non è leggibile');
    expect(await linesOfFile(`intesa-${t}.csv`)).toEqual([expect.objectContaining({ amount: 240, payer: null, booking_id: paid.bookingId })]);

    const next = await upload(intesaCsv([{ date: '05/07/2026', amount: '12,00', payer: 'ROSSI', text: `Offerta ${t}` }]), `intesa2-${t}.csv`);
    expect(next.json()).toMatchObject({ kind: 'imported', counts: { credits: 1, added: 1 } });
  });

  it('is refused in another currency, naming it, in the user\'s language', async () => {
    const rows: BankRow[] = [{ date: '01/07/2026', amount: '240,00', payer: 'HOFER', text: 'Summer camp' }];
    const refused = await upload(intesaCsv(rows, 'USD'), 'usd.csv');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.file[0]).toBe('Die Buchungen dieser CSV-Datei sind in USD. Importiert werden nur Zahlungen in Euro: bitte den Auszug des Euro-Kontos hochladen.');
    const italian = await upload(intesaCsv(rows, 'USD'), 'usd.csv', '', { ...office, 'api-lang': 'it' });
    expect(italian.json().errors.file[0]).toMatch(/sono in USD/);
  });
});

describe('a file without a header row', () => {
  const rows = (t: string, reference: string): BankRow[] => [
    { date: '01.07.2026', amount: '+240,00', payer: 'Hofer Maria', text: `Gutschrift SEPA ${reference} ${t}` },
    { date: '02.07.2026', amount: '+95,50', payer: 'Gruber Anna', text: `Gutschrift SEPA Sommerwoche ${t}` },
  ];

  it('keeps its first transfer, remembers the mapping by its number of columns, and the office lists, changes and deletes it', async () => {
    const paid = await booking(240);
    const t = tag();
    const asked = await upload(raiffeisenCsv(rows(t, paid.reference)), `rb-${t}.csv`);
    expect(asked.json()).toMatchObject({ kind: 'mapping', header: false, columns: ['', '', '', '', '', ''], mapping: { date: 0, amount: 3, payer: null, text: 1 } });
    expect(asked.json().sample).toHaveLength(2);

    const imported = await upload(raiffeisenCsv(rows(t, paid.reference)), `rb-${t}.csv`, '?header=0&date=0&amount=3&text=1');
    expect(imported.json()).toMatchObject({ kind: 'imported', counts: { credits: 2, added: 2, reference: 1 } });
    expect((await linesOfFile(`rb-${t}.csv`)).map((line) => [line.amount, line.booking_id])).toEqual([
      [240, paid.bookingId],
      [95.5, null],
    ]);

    const remembered = await call('GET', '/api/statements/mappings', office);
    expect(remembered.statusCode, remembered.body).toBe(200);
    expect(remembered.json().data).toContainEqual({ id: 'no-header-6', columns: ['', '', '', '', '', ''], header: false, date: 0, amount: 3, payer: null, text: 1, reference: null });

    // The next file of that shape is read at once; with the value date instead, after a change.
    const t2 = tag();
    const next = await upload(raiffeisenCsv(rows(t2, 'none')), `rb2-${t2}.csv`);
    expect(next.json()).toMatchObject({ kind: 'imported', counts: { credits: 2, added: 2 } });
    const outside = await call('PUT', '/api/statements/mappings/no-header-6', office, { date: 2, amount: 3, payer: null, text: 9, reference: null });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.text[0]).toContain('10');
    const changed = await call('PUT', '/api/statements/mappings/no-header-6', office, { date: 2, amount: 3, payer: null, text: 1, reference: 5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: 'no-header-6', date: 2, reference: 5 });
    expect((await call('PUT', '/api/statements/mappings/0123456789abcdef', office, { date: 0, amount: 1, payer: null, text: 2, reference: null })).statusCode).toBe(404);
    // A shape never remembered, whatever it is: 404, as every unknown record.
    expect((await call('PUT', '/api/statements/mappings/..%2Fother', office, { date: 0, amount: 1, payer: null, text: 2, reference: null })).statusCode).toBe(404);

    const deleted = await call('DELETE', '/api/statements/mappings/no-header-6', office);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', '/api/statements/mappings', office)).json().data.map((entry: { id: string }) => entry.id)).not.toContain('no-header-6');
    expect((await call('DELETE', '/api/statements/mappings/no-header-6', office)).statusCode).toBe(404);
    expect((await upload(raiffeisenCsv(rows(tag(), 'none')), 'rb3.csv')).json().kind).toBe('mapping');
  });
});

describe('CAMT intraday reports and ZIPs', () => {
  it('imports a camt.052 report without its pending entries', async () => {
    const paid = await booking(130);
    const t = tag();
    const answer = await upload(
      austrianCamt052([
        { amount: '130.00', payer: 'Hofer Maria', lines: [paid.reference], ref: `AT-${t}`, date: '2026-07-03' },
        { amount: '80.00', payer: 'Gruber Anna', lines: ['Sommerwoche'], ref: `ATP-${t}`, pending: true },
      ]),
      `report-${t}.xml`,
    );
    expect(answer.json()).toMatchObject({ kind: 'imported', format: 'camt052', counts: { credits: 1, added: 1, reference: 1, pending: 1 } });
    expect(answer.json().message).toContain('1 vorgemerkte Buchungen übergangen');
  });

  it('imports the statements of a ZIP, and a day imported before adds nothing', async () => {
    const t = tag();
    const day1 = italianCamt([{ amount: '21.00', payer: 'Neri Paolo', lines: [`Quota ${t}`], ref: `Z1-${t}`, date: '2026-07-01' }]);
    const day2 = italianCamt([{ amount: '22.00', payer: 'Neri Paolo', lines: [`Quota ${t}`], ref: `Z2-${t}`, date: '2026-07-02' }]);
    expect((await upload(day1, `day1-${t}.xml`)).json().counts).toMatchObject({ added: 1 });
    const answer = await upload(zipOf([{ name: '2026-07-01.xml', content: day1 }, { name: '2026-07-02.xml', content: day2 }]), `juli-${t}.zip`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ kind: 'imported', format: 'camt053', counts: { credits: 2, added: 1, already_imported: 1 } });
    expect((await linesOfFile(`juli-${t}.zip`)).map((line) => line.amount)).toEqual([22]);

    const broken = await upload(zipOf([{ name: 'a.xml', content: day1 }]).subarray(0, 40), 'broken.zip');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.file[0]).toMatch(/ZIP-Datei kann nicht gelesen werden/);
  });
});
