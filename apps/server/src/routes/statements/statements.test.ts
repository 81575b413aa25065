import { bookingReference } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, options, refunds, registrations, statementLines } from '../../db/schema';
import { germanCamt, italianCamt, type SampleCredit } from '../../services/statements/samples/camt053';
import { ITALIAN_CSV_HEADER, italianCsv } from '../../services/statements/samples/csv';
import { MAX_XML_ELEMENTS } from '../../services/statements/parse-camt';
import { lineKey, MAX_STATEMENT_LINES } from '../../services/statements/statement-line';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { staffHeaders } from '../../../test/support/factories';
import { insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';
import { requester } from '../../../test/support/http';
import { multipart, PDF } from '../../../test/support/multipart';
import { insertBooking } from '../../../test/support/rows';

let ctx: TestContext;
let office: Record<string, string>;
const call = requester(() => ctx.app);
const OFFICE = ['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update'];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.mailer.stop();
  office = await staffHeaders(ctx.app, ctx.db, OFFICE);
});
afterAll(() => ctx.close());

function upload(file: string | Buffer, headers: Record<string, string> = office, query = '', name = `statement-${randomBytes(3).toString('hex')}.xml`) {
  const body = multipart([{ name: 'file', filename: name, data: file }]);
  return ctx.app.inject({ method: 'POST', url: `/api/statements/upload${query}`, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/**
 * A family whose one booking holds a registration for each price (booked on 1 June 2026, before the
 * statements' transfers); its reference, open total and parent's address.
 */
async function familyBooking(prices: number[], options: { lastName?: string; deleted?: boolean; bookedAt?: Date } = {}) {
  const family = await insertFamily(ctx.db, { lastName: options.lastName, children: prices.map((_, index) => `Kind${index}`) });
  const { weeks } = await insertOpenCourse(ctx.db, prices.map((price) => ({ price })));
  const bookingId = await insertBooking(ctx.db, { created_at: options.bookedAt ?? new Date('2026-06-01T08:00:00Z') });
  const rows = [];
  for (const [index, week] of weeks.entries()) {
    rows.push(await insertRegistration(ctx.db, family.children[index]!, week, { booking_id: bookingId, ...(options.deleted ? { deleted_at: new Date() } : {}) }));
  }
  const openTotal = Math.round(prices.reduce((sum, price) => sum + price, 0) * 100) / 100;
  return { family, bookingId, reference: bookingReference(bookingId), registrationIds: rows.map((row) => row.id), email: family.person.email!, openTotal };
}

/** A price no other test uses, so a proposal by amount has one candidate. */
const uniquePrice = () => 100 + Number.parseInt(randomBytes(2).toString('hex'), 16) / 100;
const money = (amount: number) => amount.toFixed(2);
const linesOf = (ids: number[]) => ctx.db.select().from(statementLines).where(inArray(statementLines.id, ids)).orderBy(statementLines.id);
const paymentsOf = (ids: number[]) =>
  ctx.db.select({ id: registrations.id, payed_amount: registrations.payed_amount, payed_at: registrations.payed_at }).from(registrations).where(inArray(registrations.id, ids)).orderBy(registrations.id);
const mailsTo = (address: string) => ctx.db.select().from(emailLogs).where(eq(emailLogs.to, address));
/** The stored lines of a statement file by its file name, in file order. */
const linesOfFile = (fileName: string) => ctx.db.select().from(statementLines).where(eq(statementLines.file_name, fileName)).orderBy(statementLines.id);
const refundsOf = (lineId: number) => ctx.db.select().from(refunds).where(eq(refunds.statement_line_id, lineId));

describe('who may import', () => {
  it('answers 401 without sign-in and 403 without peopleCourseWeekRegistration.update', async () => {
    expect((await upload(italianCamt([]), {})).statusCode).toBe(401);
    expect((await call('GET', '/api/statements')).statusCode).toBe(401);
    const reader = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.view']);
    expect((await upload(italianCamt([]), reader)).statusCode).toBe(403);
    expect((await call('GET', '/api/statements', reader)).statusCode).toBe(403);
    expect((await call('POST', '/api/statements/confirm', reader, { data: [1] })).statusCode).toBe(403);
    expect((await call('POST', '/api/statements/confirmMatched', reader)).statusCode).toBe(403);
    expect((await call('POST', '/api/statements/1/assign', reader, { reference: 'SPW-1-37' })).statusCode).toBe(403);
    expect((await call('POST', '/api/statements/1/ignore', reader, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('GET', '/api/statements/mappings', reader)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/statements/mappings/no-header-6', reader)).statusCode).toBe(403);
  });
});

describe('a file that is no statement', () => {
  it('is refused with 422 on the file field, in the user\'s language', async () => {
    const pdf = await upload(PDF);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.file[0]).toMatch(/weder .*CAMT\.053/);
    const prose = await upload('Hallo, ich habe überwiesen.\nGrüße', { ...office, 'api-lang': 'it' }, '', 'mail.txt');
    expect(prose.statusCode).toBe(422);
    expect(prose.json().errors.file[0]).toMatch(/né un file CSV/);
    const entity = await upload('<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document><BkToCstmrStmt>&x;</BkToCstmrStmt></Document>');
    expect(entity.statusCode).toBe(422);
    expect(entity.json().errors.file[0]).toMatch(/DTD/);
    const notCamt = await upload('<?xml version="1.0"?><Document><BkToCstmrDbtCdtNtfctn/></Document>');
    expect(notCamt.statusCode).toBe(422);
    const empty = ctx.app.inject({ method: 'POST', url: '/api/statements/upload', headers: office, payload: {} });
    expect((await empty).statusCode).toBe(422);
  });
});

describe('importing a CAMT.053 statement', () => {
  it('matches by reference (also split over two lines), proposes by amount and name, leaves the rest; a re-import changes nothing', async () => {
    const tag = randomBytes(4).toString('hex').replace(/\d/g, 'k');
    const byReference = await familyBooking([uniquePrice(), uniquePrice()]);
    const split = await familyBooking([uniquePrice()]);
    const proposed = await familyBooking([uniquePrice()], { lastName: `Müller${tag}` });
    const deleted = await familyBooking([uniquePrice()], { deleted: true });
    const ref = (text: string) => `${text}-${tag}`;
    const credits: SampleCredit[] = [
      { amount: money(byReference.openTotal), payer: 'Rossi Mario', lines: [`Settimane estive ${byReference.reference.toLowerCase().replace(/-/g, ' ')}`], ref: ref('A') },
      // The bank cut the reference over two remittance lines.
      { amount: money(split.openTotal), payer: 'Bianchi Anna', lines: [`Iscrizione ${split.reference.slice(0, 6)}`, `${split.reference.slice(6)} Luca`], ref: ref('B') },
      // No reference; the bank wrote the umlaut as a question mark.
      { amount: money(proposed.openTotal), payer: `MU?LLER${tag.toUpperCase()} HANS`, lines: ['Sommerwochen'], ref: ref('C') },
      // The amount fits, the name does not: nothing is proposed.
      { amount: money(proposed.openTotal), payer: 'Neri Paolo', lines: ['Quota'], ref: ref('D') },
      { amount: money(deleted.openTotal), payer: 'Verdi Carla', lines: [deleted.reference], ref: ref('E') },
    ];
    const fileName = `it-${tag}.xml`;
    const first = await upload(italianCamt(credits), office, '', fileName);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      kind: 'imported',
      format: 'camt053',
      counts: { credits: 5, added: 5, already_imported: 0, not_credits: 1, reference: 2, proposal: 1, none: 2 },
    });
    expect(first.json().message).toContain('5 Gutschriften');
    const stored = await linesOfFile(fileName);
    expect(stored.map((line) => [line.match, line.booking_id, line.state])).toEqual([
      ['reference', byReference.bookingId, 'open'],
      ['reference', split.bookingId, 'open'],
      ['proposal', proposed.bookingId, 'open'],
      ['none', null, 'open'],
      ['none', null, 'open'],
    ]);
    expect(stored[0]).toMatchObject({ booked_on: '2026-07-01', amount: byReference.openTotal, payer: 'Rossi Mario' });

    const again = await upload(italianCamt(credits), office, '', `again-${fileName}`);
    expect(again.json().counts).toMatchObject({ credits: 5, added: 0, already_imported: 5 });
    expect(await linesOfFile(`again-${fileName}`)).toEqual([]);
    expect(await linesOfFile(fileName)).toEqual(stored);

    const listed = await call('GET', `/api/statements?state=open&match=proposal&search=${tag}`, office);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      meta: { total: 1 },
      data: [
        {
          id: stored[2]!.id,
          match: 'proposal',
          overpaid: false,
          refund: null,
          bookings: [{ id: proposed.bookingId, reference: proposed.reference, children: [{ name: `Kind0 Müller${tag}`, weeks: 1 }], open_total: proposed.openTotal }],
        },
      ],
    });
  });

  it('reads a German bank\'s batch entry as one line per transaction', async () => {
    const first = await familyBooking([uniquePrice()]);
    const second = await familyBooking([uniquePrice()]);
    const tag = randomBytes(4).toString('hex');
    const xml = germanCamt(
      [
        { amount: money(first.openTotal), payer: 'Mueller Hans', lines: [first.reference] },
        { amount: money(second.openTotal), payer: 'Schoenherr Eva', lines: [`Anmeldung ${second.reference}`] },
      ],
      { amount: '10.00', payer: 'Unbekannt', lines: [`Spende ${tag}`] },
    ).replace('DE-BATCH-0815', `DE-BATCH-${tag}`);
    const answer = await upload(xml, office, '', `de-${tag}.xml`);
    expect(answer.json().counts).toMatchObject({ credits: 3, added: 3, reference: 2, none: 1, not_credits: 1 });
    expect((await linesOfFile(`de-${tag}.xml`)).map((line) => line.booking_id)).toEqual([first.bookingId, second.bookingId, null]);
  });
});

describe('booking the payments', () => {
  it('books confirmed lines once: payed_amount, payed_at = the line\'s date, one e-mail per booking; overpayments are left for a person', async () => {
    const tag = randomBytes(4).toString('hex');
    const exact = await familyBooking([uniquePrice(), uniquePrice()]);
    const partial = await familyBooking([uniquePrice()]);
    const over = await familyBooking([uniquePrice()]);
    const credits: SampleCredit[] = [
      { amount: money(exact.openTotal), payer: 'A', lines: [exact.reference], ref: `X1-${tag}`, date: '2026-07-03' },
      { amount: '50.00', payer: 'B', lines: [partial.reference], ref: `X2-${tag}`, date: '2026-07-04' },
      { amount: money(over.openTotal + 20), payer: 'C', lines: [over.reference], ref: `X3-${tag}`, date: '2026-07-05' },
    ];
    await upload(italianCamt(credits), office, '', `pay-${tag}.xml`);
    const lines = await linesOfFile(`pay-${tag}.xml`);
    const listed = await call('GET', `/api/statements?search=pay-${tag}`, office);
    expect(listed.json().data.map((line: { overpaid: boolean }) => line.overpaid)).toEqual([false, false, true]);

    const all = await call('POST', '/api/statements/confirmMatched', office);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().booked).toEqual(expect.arrayContaining([lines[0]!.id, lines[1]!.id]));
    expect(all.json().left).toContain(lines[2]!.id);
    expect((await linesOf(lines.map((line) => line.id))).map((line) => line.state)).toEqual(['booked', 'booked', 'open']);
    const exactPayments = await paymentsOf(exact.registrationIds);
    expect(exactPayments.every((row) => row.payed_at === '2026-07-03')).toBe(true);
    expect(exactPayments.reduce((sum, row) => sum + (row.payed_amount ?? 0), 0)).toBeCloseTo(exact.openTotal, 2);
    expect(await paymentsOf(partial.registrationIds)).toEqual([{ id: partial.registrationIds[0], payed_amount: 50, payed_at: '2026-07-04' }]);
    expect(await mailsTo(exact.email)).toHaveLength(1);

    // The person decides the overpayment: booked, the rest named in the answer and a refund to make.
    const overpaid = await call('POST', '/api/statements/confirm', office, { data: [lines[2]!.id] });
    expect(overpaid.json()).toMatchObject({ booked: [lines[2]!.id], overpaid: [{ id: lines[2]!.id, amount: 20 }] });
    expect(overpaid.json().message).toContain('20,00');
    expect(await refundsOf(lines[2]!.id)).toEqual([expect.objectContaining({ booking_id: over.bookingId, amount: 20, refunded_at: null })]);

    // Never twice: not by confirming again, not by two people at once, not by importing the file again.
    const again = await call('POST', '/api/statements/confirm', office, { data: lines.map((line) => line.id) });
    expect(again.json()).toMatchObject({ booked: [], skipped: lines.map((line) => line.id) });
    await upload(italianCamt(credits), office, '', `pay-again-${tag}.xml`);
    expect(await linesOfFile(`pay-again-${tag}.xml`)).toEqual([]);
    expect(await paymentsOf(partial.registrationIds)).toEqual([{ id: partial.registrationIds[0], payed_amount: 50, payed_at: '2026-07-04' }]);
    expect(await mailsTo(exact.email)).toHaveLength(1);
    expect(await mailsTo(partial.email)).toHaveLength(1);
  });

  it('books a line once when two people confirm it at the same time', async () => {
    const booking = await familyBooking([uniquePrice()]);
    const tag = randomBytes(4).toString('hex');
    await upload(italianCamt([{ amount: '30.00', payer: 'A', lines: [booking.reference], ref: `R-${tag}` }]), office, '', `race-${tag}.xml`);
    const [line] = await linesOfFile(`race-${tag}.xml`);
    const other = await staffHeaders(ctx.app, ctx.db, OFFICE);
    const answers = await Promise.all([office, other].map((headers) => call('POST', '/api/statements/confirm', headers, { data: [line!.id] })));
    expect(answers.map((answer) => answer.json().booked.length).sort()).toEqual([0, 1]);
    expect(await paymentsOf(booking.registrationIds)).toEqual([expect.objectContaining({ payed_amount: 30 })]);
    expect(await mailsTo(booking.email)).toHaveLength(1);
  });

  it('does not book a line whose booking has nothing standing', async () => {
    const booking = await familyBooking([uniquePrice()]);
    const tag = randomBytes(4).toString('hex');
    await upload(italianCamt([{ amount: money(booking.openTotal), payer: 'A', lines: [booking.reference], ref: `D-${tag}` }]), office, '', `del-${tag}.xml`);
    const [line] = await linesOfFile(`del-${tag}.xml`);
    expect(line!.match).toBe('reference');
    await ctx.db.update(registrations).set({ deleted_at: new Date() }).where(inArray(registrations.id, booking.registrationIds));
    const answer = await call('POST', '/api/statements/confirm', office, { data: [line!.id] });
    expect(answer.json()).toMatchObject({ booked: [], skipped: [line!.id] });
    expect((await linesOf([line!.id]))[0]!.state).toBe('open');
    expect(await paymentsOf(booking.registrationIds)).toEqual([expect.objectContaining({ payed_amount: null })]);
  });

  it('assigns an unmatched line to a typed reference, refusing wrong check digits and unknown bookings; sets a line aside', async () => {
    const booking = await familyBooking([uniquePrice()]);
    const tag = randomBytes(4).toString('hex');
    await upload(
      italianCamt([
        { amount: '40.00', payer: 'Somebody', lines: ['Pagamento'], ref: `U1-${tag}` },
        { amount: '9.00', payer: 'Somebody else', lines: ['?'], ref: `U2-${tag}` },
      ]),
      office,
      '',
      `assign-${tag}.xml`,
    );
    const [line, aside] = await linesOfFile(`assign-${tag}.xml`);
    const wrongDigits = booking.reference.slice(0, -2) + (booking.reference.endsWith('00') ? '01' : '00');
    const refused = await call('POST', `/api/statements/${line!.id}/assign`, office, { reference: wrongDigits });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.reference[0]).toMatch(/Prüfziffern/);
    const unknown = await call('POST', `/api/statements/${line!.id}/assign`, office, { reference: bookingReference(999_999_999) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.reference[0]).toMatch(/keine Buchung/);
    expect((await call('POST', `/api/statements/${line!.id}/assign`, office, { reference: '' })).statusCode).toBe(422);

    const assigned = await call('POST', `/api/statements/${line!.id}/assign`, office, { reference: booking.reference.toLowerCase().replace(/-/g, ' ') });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await linesOf([line!.id]))[0]).toMatchObject({ state: 'booked', booking_id: booking.bookingId });
    expect(await paymentsOf(booking.registrationIds)).toEqual([expect.objectContaining({ payed_amount: 40 })]);
    expect((await call('POST', `/api/statements/${line!.id}/assign`, office, { reference: booking.reference })).statusCode).toBe(409);

    // Set aside only with a reason, which stays with the line.
    const noReason = await call('POST', `/api/statements/${aside!.id}/ignore`, office, { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
    expect((await call('POST', `/api/statements/${aside!.id}/ignore`, office, { reason: 'Spende, kein Kursbeitrag' })).statusCode).toBe(200);
    expect((await linesOf([aside!.id]))[0]).toMatchObject({ state: 'ignored', ignore_reason: 'Spende, kein Kursbeitrag' });
    expect((await call('POST', `/api/statements/${aside!.id}/ignore`, office, { reason: 'noch einmal' })).statusCode).toBe(409);
    expect((await call('POST', '/api/statements/confirm', office, { data: [aside!.id] })).json().skipped).toEqual([aside!.id]);
    expect((await call('POST', '/api/statements/2147483647/ignore', office, { reason: 'x' })).statusCode).toBe(404);
    const ignored = await call('GET', `/api/statements?state=ignored&search=assign-${tag}`, office);
    expect(ignored.json().data).toEqual([expect.objectContaining({ id: aside!.id, state: 'ignored', ignore_reason: 'Spende, kein Kursbeitrag', decided_by_name: expect.any(String) })]);
  });
});

describe('importing a CSV statement', () => {
  it('asks for the columns of an unknown header, remembers the mapping chosen, and reads the next file of that shape at once', async () => {
    const booking = await familyBooking([uniquePrice()]);
    const tag = randomBytes(4).toString('hex');
    // A header of its own: the mapping remembered by another test's file would otherwise apply.
    const header = ITALIAN_CSV_HEADER.map((cell) => `${cell} ${tag}`);
    const csv = (rows: Parameters<typeof italianCsv>[0]) => italianCsv(rows).replace(ITALIAN_CSV_HEADER.join(';'), header.join(';'));
    const file = csv([
      { date: '01/07/2026', amount: money(booking.openTotal).replace('.', ','), payer: 'Rossi', text: `Iscrizione ${booking.reference}` },
      { date: '01/07/2026', amount: '-45,90', payer: 'Cartoleria', text: 'Materiale' },
    ]);
    const asked = await upload(file, office, '', `it-${tag}.csv`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ kind: 'mapping', columns: header, header: true, mapping: { date: 0, amount: 2, payer: 4, text: 5, reference: null } });
    expect(await linesOfFile(`it-${tag}.csv`)).toEqual([]);

    const incomplete = await upload(file, office, '?date=0&payer=4', `it-${tag}.csv`);
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(incomplete.json().errors).sort()).toEqual(['amount', 'text']);
    const outside = await upload(file, office, '?date=0&amount=2&payer=4&text=9', `it-${tag}.csv`);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.text[0]).toContain('10');
    const unreadable = await upload(file, office, '?date=4&amount=5&payer=0&text=1', `it-${tag}.csv`);
    expect(unreadable.statusCode).toBe(422);

    const imported = await upload(file, office, '?date=0&amount=2&payer=4&text=5', `it-${tag}.csv`);
    expect(imported.json()).toMatchObject({ kind: 'imported', format: 'csv', counts: { credits: 1, added: 1, reference: 1, not_credits: 1 } });
    const [remembered] = await ctx.db.select().from(options).where(eq(options.key, 'bank_csv_mapping'));
    expect(Object.values(JSON.parse(remembered!.value))).toContainEqual({ columns: header, header: true, date: 0, amount: 2, payer: 4, text: 5, reference: null });

    const next = await upload(csv([{ date: '02/07/2026', amount: '10,00', payer: 'Bianchi', text: 'Quota' }]), office, '', `it2-${tag}.csv`);
    expect(next.json()).toMatchObject({ kind: 'imported', counts: { credits: 1, added: 1, none: 1 } });
    expect(await linesOfFile(`it2-${tag}.csv`)).toEqual([expect.objectContaining({ booked_on: '2026-07-02', amount: 10, payer: 'Bianchi' })]);
  });
});

describe('limits of an upload (issue 33)', () => {
  it('refuses XML nested 40,000 levels deep with 422, while the public course list goes on answering', async () => {
    const nested = `<?xml version="1.0"?><Document>${'<a>'.repeat(40_000)}${'</a>'.repeat(40_000)}</Document>`;
    let answered = false;
    const uploading = upload(nested, office, '', 'nested.xml').finally(() => {
      answered = true;
    });
    // The public list asked again and again until the upload is answered: a read on the thread that answers
    // requests would leave a gap as long as the read between two of its answers.
    let last = performance.now();
    let longestGap = 0;
    do {
      await nextTurn();
      const list = await call('GET', '/api/frontend');
      expect(list.statusCode).toBe(200);
      longestGap = Math.max(longestGap, performance.now() - last);
      last = performance.now();
    } while (!answered);
    const refused = await uploading;
    expect(refused.statusCode, refused.body).toBe(422);
    expect(longestGap).toBeLessThan(5_000);
    expect(refused.json().errors.file[0]).toMatch(/32 Ebenen/);
  });

  it('refuses XML of more elements than any statement holds', async () => {
    const flood = `<?xml version="1.0"?><Document><BkToCstmrStmt><Stmt>${'<Bal/>'.repeat(MAX_XML_ELEMENTS + 1)}</Stmt></BkToCstmrStmt></Document>`;
    const refused = await upload(flood, { ...office, 'api-lang': 'it' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.file[0]).toMatch(/1\.000\.000 elementi/);
  });

  it('refuses a statement of more lines than a year of the organisation\'s account holds, as CAMT.053 and as CSV', async () => {
    const entries = '<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd></Ntry>'.repeat(MAX_STATEMENT_LINES + 1);
    const camt = await upload(`<?xml version="1.0"?><Document><BkToCstmrStmt><Stmt>${entries}</Stmt></BkToCstmrStmt></Document>`);
    expect(camt.statusCode, camt.body).toBe(422);
    expect(camt.json().errors.file[0]).toMatch(/20\.000 Buchungszeilen/);
    const csv = ['Datum;Betrag;Name;Text', ...Array.from({ length: MAX_STATEMENT_LINES + 1 }, (_, index) => `01.07.2026;1,00;Name ${index};Text`)].join('\n');
    const refused = await upload(csv, office, '', 'many.csv');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.file[0]).toMatch(/20\.000 Buchungszeilen/);
  });

  it('still reads a statement whose elements carry a namespace prefix (ns2:Document)', async () => {
    const booking = await familyBooking([uniquePrice()]);
    const tag = randomBytes(4).toString('hex');
    const xml = italianCamt([{ amount: money(booking.openTotal), payer: 'Rossi Mario', lines: [booking.reference], ref: `NS-${tag}` }])
      .replace(/<(\/?)([A-Za-z]+)/g, '<$1ns2:$2')
      .replace('xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"', 'xmlns:ns2="urn:iso:std:iso:20022:tech:xsd:camt.053.001.04"');
    expect(xml).toContain('<ns2:Document xmlns:ns2=');
    const answer = await upload(xml, office, '', `ns2-${tag}.xml`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().counts).toMatchObject({ credits: 1, added: 1, reference: 1, not_credits: 1 });
    expect((await linesOfFile(`ns2-${tag}.xml`)).map((line) => line.booking_id)).toEqual([booking.bookingId]);
  });

  it('lists at most 100 statement lines a page: neither -1 (all) nor a larger page is accepted', async () => {
    for (const size of ['-1', '101', '1000000']) {
      const refused = await call('GET', `/api/statements?itemsPerPage=${size}`, office);
      expect(refused.statusCode, size).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['itemsPerPage']);
    }
    expect((await call('GET', '/api/statements?itemsPerPage=100', office)).statusCode).toBe(200);
  });
});

describe('an amount the statement lines cannot hold (issue 33)', () => {
  it('makes its CAMT.053 line unreadable and imports the rest of the file', async () => {
    const tag = randomBytes(4).toString('hex');
    const fileName = `huge-${tag}.xml`;
    const answer = await upload(
      italianCamt([
        { amount: '100000000.00', payer: 'Somebody', lines: ['Too much'], ref: `H1-${tag}` },
        { amount: '99999999.99', payer: 'Rich', lines: ['Just fits'], ref: `H2-${tag}` },
        { amount: '12.00', payer: 'Neri Paolo', lines: ['Quota'], ref: `H3-${tag}` },
      ]),
      office,
      '',
      fileName,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().counts).toMatchObject({ credits: 2, added: 2, unreadable: 1, not_credits: 1 });
    expect(answer.json().message).toContain('1 Buchung ist nicht lesbar');
    expect(answer.json().unreadable_lines).toEqual([{ at: 1, text: '100000000.00 Somebody Too much' }]);
    expect((await linesOfFile(fileName)).map((line) => line.amount)).toEqual([99_999_999.99, 12]);
  });

  it('makes its CSV row unreadable and imports the rest of the file', async () => {
    const tag = randomBytes(4).toString('hex');
    const header = ITALIAN_CSV_HEADER.map((cell) => `${cell} ${tag}`);
    const file = italianCsv([
      { date: '01/07/2026', amount: '100.000.000,00', payer: 'Somebody', text: 'Too much' },
      { date: '01/07/2026', amount: '12,00', payer: 'Neri Paolo', text: 'Quota' },
    ]).replace(ITALIAN_CSV_HEADER.join(';'), header.join(';'));
    const answer = await upload(file, office, '?date=0&amount=2&payer=4&text=5', `huge-${tag}.csv`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().counts).toMatchObject({ credits: 1, added: 1, unreadable: 1 });
    expect(answer.json().unreadable_lines).toEqual([{ at: 2, text: '01/07/2026;01/07/2026;100.000.000,00;EUR;Somebody;Too much' }]);
    expect(answer.json().message).toContain('1 Zeile ist nicht lesbar');
    expect((await linesOfFile(`huge-${tag}.csv`)).map((line) => line.amount)).toEqual([12]);
  });
});

describe('entries that share a bank reference (issue 33)', () => {
  it('keeps both lines when their content differs, and a second import adds nothing', async () => {
    const tag = randomBytes(4).toString('hex');
    const credits: SampleCredit[] = [
      { amount: '30.00', payer: 'Rossi Mario', lines: ['Quota Luca'], ref: `SAME-${tag}` },
      { amount: '45.00', payer: 'Bianchi Anna', lines: ['Quota Sara'], ref: `SAME-${tag}` },
    ];
    const first = await upload(italianCamt(credits), office, '', `same-${tag}.xml`);
    expect(first.json().counts).toMatchObject({ credits: 2, added: 2, already_imported: 0 });
    expect((await linesOfFile(`same-${tag}.xml`)).map((line) => [line.amount, line.payer])).toEqual([
      [30, 'Rossi Mario'],
      [45, 'Bianchi Anna'],
    ]);
    const again = await upload(italianCamt(credits), office, '', `same-again-${tag}.xml`);
    expect(again.json().counts).toMatchObject({ credits: 2, added: 0, already_imported: 2 });
    expect(await linesOfFile(`same-again-${tag}.xml`)).toEqual([]);
  });

  it('adds nothing for a line imported before, when lines were known by their bank reference alone', async () => {
    const tag = randomBytes(4).toString('hex');
    const known: SampleCredit = { amount: '30.00', payer: 'Rossi Mario', lines: ['Quota Luca'], ref: `OLD-${tag}` };
    // The key such a line was stored under: the account and the entry's reference (its transaction has none).
    await ctx.db.insert(statementLines).values({
      line_key: lineKey(['camt', 'IT60X0542811101000000123456', known.ref, '']),
      file_name: `old-${tag}.xml`,
      booked_on: '2026-07-01',
      amount: 30,
      payer: 'Rossi Mario',
      remittance: 'Quota Luca',
    });
    const again = await upload(italianCamt([known]), office, '', `old-again-${tag}.xml`);
    expect(again.json().counts).toMatchObject({ credits: 1, added: 0, already_imported: 1 });
    // The entry the reference alone had hidden is added; the known one still is not.
    const other: SampleCredit = { ...known, amount: '45.00', payer: 'Bianchi Anna' };
    const both = await upload(italianCamt([known, other]), office, '', `old-both-${tag}.xml`);
    expect(both.json().counts).toMatchObject({ credits: 2, added: 1, already_imported: 1 });
    expect((await linesOfFile(`old-both-${tag}.xml`)).map((line) => line.payer)).toEqual(['Bianchi Anna']);
  });
});
