import { bookingReference } from '@app/domain';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, courses, registrations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { parentHeaders, staffHeaders } from '../../../test/support/factories';
import { insertFamily, insertOpenCourse } from '../../../test/support/families';
import { requester } from '../../../test/support/http';

let ctx: TestContext;
let staff: Record<string, string>;
let staffWithoutHealth: Record<string, string>;
let fixture: Awaited<ReturnType<typeof bookedCourse>>;
const call = requester(() => ctx.app);
const contacts = { emergency_contact1_phone: '+39 347 1111111', emergency_contact2_phone: '+39 347 2222222' };

/**
 * A course with two weeks: week 1 has one place and one waiting place, week 2 is roomy. Three families book
 * through the real booking route; one answer starts with "=" as a formula would.
 */
async function bookedCourse() {
  const { course, weeks } = await insertOpenCourse(
    ctx.db,
    [{ max_participants: 1, waiting_list: 1, price: 120 }, { max_participants: 10, price: 95.5, half_day: true, price_half_day: 60 }],
    { custom_field: true, custom_field_de: 'T-Shirt-Größe', custom_field_it: 'Taglia maglietta' },
  );
  const [zeta, alpha, mid] = [
    await insertFamily(ctx.db, { lastName: 'Zeta', children: ['Zoe'] }),
    await insertFamily(ctx.db, { lastName: 'Alpha', children: ['Anton'] }),
    await insertFamily(ctx.db, { lastName: 'Moser', children: ['Mia'] }),
  ];
  const book = async (family: typeof zeta, week: number, dayType: string, shirt: string, comment?: string) => {
    const response = await call('POST', `/api/send-registration/${course.id}`, family!.headers, {
      bookedChildren: [{ children: family!.children[0]!.id, props: { custom_field: shirt, allergies: 'Nüsse' }, courseWeeks: [{ courseWeek: week, dayType }] }],
      ...contacts,
      comment,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  await book(zeta, weeks[0]!.id, 'full_day', 'M', '=HYPERLINK("http://evil.example","klick")');
  await book(alpha, weeks[0]!.id, 'full_day', 'S');
  await book(zeta, weeks[1]!.id, 'full_day', 'M');
  await book(alpha, weeks[1]!.id, 'half_day', 'S');
  await book(mid, weeks[1]!.id, 'full_day', 'L');
  await ctx.db.update(registrations).set({ payed_amount: 50, payed_at: '2027-03-02' }).where(eq(registrations.child_id, mid!.children[0]!.id));
  return { course, weeks };
}

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.mailer.stop();
  staff = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.index', 'child.health']);
  staffWithoutHealth = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.index']);
  fixture = await bookedCourse();
});
afterAll(() => ctx.close());

async function workbookOf(url: string, headers = staff) {
  const response = await call('GET', url, headers);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { workbook, response };
}

const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);
const columnOf = (sheet: ExcelJS.Worksheet, header: string) => headerOf(sheet).indexOf(header) + 1;
const dataRows = (sheet: ExcelJS.Worksheet) => sheet.getRows(2, sheet.rowCount - 1) ?? [];

describe('downloads need the registrations permission', () => {
  it('answers 401 without a token, 403 to parents and staff without it, 404 for an unknown course', async () => {
    const urls = [`/excelExport/${fixture.course.id}`, `/excelExport/${fixture.course.id}/presence`, '/excelExport/active', '/export/payments'];
    const parent = await parentHeaders(ctx.app);
    const courseStaff = await staffHeaders(ctx.app, ctx.db, ['course.index', 'course.view']);
    for (const url of urls) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      expect((await call('GET', url, parent)).statusCode, url).toBe(403);
      expect((await call('GET', url, courseStaff)).statusCode, url).toBe(403);
    }
    expect((await call('GET', '/excelExport/2147483647', staff)).statusCode).toBe(404);
    expect((await call('GET', '/excelExport/abc', staff)).statusCode).toBe(404);
  });

  it('accepts the token in the query, as the browser opens a download', async () => {
    const token = staff.authorization!.slice('Bearer '.length);
    const response = await call('GET', `/excelExport/${fixture.course.id}?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Anmeldungen Sommercamp \d{4}-\d\d-\d\d\.xlsx"/);
  });
});

describe('GET /excelExport/:courseId', () => {
  it('has a sheet per week with its confirmed children and a waiting-list sheet, with typed cells', async () => {
    const { workbook } = await workbookOf(`/excelExport/${fixture.course.id}`);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Woche 1', 'Woche 2', 'Warteliste']);

    const week1 = workbook.getWorksheet('Woche 1')!;
    expect(headerOf(week1)).toEqual(
      expect.arrayContaining(['Nachname', 'Vorname', 'Geburtsdatum', 'Steuernummer', 'Preis', 'Bezahlt', 'Offen', 'T-Shirt-Größe', 'Allergien', 'Angemeldet am']),
    );
    expect(week1.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(week1.autoFilter).toBeTruthy();
    const rows = dataRows(week1);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.getCell(columnOf(week1, 'Nachname')).value).toBe('Zeta');
    expect(row.getCell(columnOf(week1, 'Geburtsdatum')).value).toEqual(new Date(Date.UTC(2016, 4, 12)));
    expect(row.getCell(columnOf(week1, 'Geburtsdatum')).numFmt).toBe('DD.MM.YYYY');
    const priceCell = row.getCell(columnOf(week1, 'Preis'));
    expect(priceCell.value).toBe(120);
    expect(priceCell.numFmt).toBe('#,##0.00 "€"');
    expect(row.getCell(columnOf(week1, 'Offen')).value).toBe(120);
    expect(row.getCell(columnOf(week1, 'Angemeldet am')).value).toBeInstanceOf(Date);
    expect(row.getCell(columnOf(week1, 'Allergien')).value).toBe('Nüsse');
    // The comment that starts like a formula is text, never a formula.
    const comment = row.getCell(columnOf(week1, 'Kommentar der Familie'));
    expect(comment.type).toBe(ExcelJS.ValueType.String);
    expect(comment.value).toBe('\'=HYPERLINK("http://evil.example","klick")');

    const week2 = workbook.getWorksheet('Woche 2')!;
    expect(dataRows(week2).map((r) => r.getCell(columnOf(week2, 'Nachname')).value)).toEqual(['Alpha', 'Moser', 'Zeta']);
    const moser = dataRows(week2)[1]!;
    expect(moser.getCell(columnOf(week2, 'Bezahlt')).value).toBe(50);
    expect(moser.getCell(columnOf(week2, 'Offen')).value).toBe(45.5);
    expect(moser.getCell(columnOf(week2, 'Bezahlt am')).value).toEqual(new Date(Date.UTC(2027, 2, 2)));
    expect(dataRows(week2)[0]!.getCell(columnOf(week2, 'Preis')).value).toBe(60);

    const waiting = workbook.getWorksheet('Warteliste')!;
    expect(dataRows(waiting).map((r) => [r.getCell(columnOf(waiting, 'Woche')).value, r.getCell(columnOf(waiting, 'Nachname')).value])).toEqual([['Woche 1', 'Alpha']]);
  });

  it('writes phone numbers as they are and formula-like names and comments as text, never as formulas', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}], { name: 'Formelkurs' });
    const formula = '=HYPERLINK("http://evil.example","klick")';
    const family = await insertFamily(ctx.db, { lastName: formula, children: ['Emma'] });
    const booked = await call('POST', `/api/send-registration/${course.id}`, family.headers, {
      bookedChildren: [{ children: family.children[0]!.id, props: {}, courseWeeks: [{ courseWeek: weeks[0]!.id, dayType: 'full_day' }] }],
      ...contacts,
      comment: '+cmd|\' /C calc\'!A0',
    });
    expect(booked.statusCode, booked.body).toBe(200);

    const { workbook } = await workbookOf(`/excelExport/${course.id}`);
    const sheet = workbook.getWorksheet('Woche 1')!;
    const row = dataRows(sheet)[0]!;
    const cell = (header: string) => row.getCell(columnOf(sheet, header));
    for (const [header, phone] of [['Telefon Elternteil', '+39 333 1234567'], ['Notfallnummer 1', '+39 347 1111111'], ['Notfallnummer 2', '+39 347 2222222']]) {
      expect(cell(header!).value, header).toBe(phone);
      expect(cell(header!).type, header).toBe(ExcelJS.ValueType.String);
      // Text format: editing the cell in the spreadsheet keeps it text.
      expect(cell(header!).numFmt, header).toBe('@');
    }
    // What a spreadsheet would run is a string cell and keeps its apostrophe should it travel on as CSV.
    for (const [header, text] of [['Nachname', formula], ['Kommentar der Familie', '+cmd|\' /C calc\'!A0']]) {
      expect(cell(header!).type, header).toBe(ExcelJS.ValueType.String);
      expect(cell(header!).value, header).toBe(`'${text}`);
    }
  });

  it('leaves the health columns out for a role without child.health, and speaks Italian when asked', async () => {
    const { workbook } = await workbookOf(`/excelExport/${fixture.course.id}?lang=it`, staffWithoutHealth);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Settimana 1', 'Settimana 2', "Lista d'attesa"]);
    const header = headerOf(workbook.worksheets[0]!);
    expect(header).toEqual(expect.arrayContaining(['Cognome', 'Taglia maglietta', 'Da pagare']));
    for (const health of ['Medicinali', 'Intolleranze', 'Allergie']) expect(header).not.toContain(health);
  });
});

describe('the document workers', () => {
  it('build exports asked at the same time one after the other, each whole and with its length', async () => {
    const urls = [`/excelExport/${fixture.course.id}`, `/excelExport/${fixture.course.id}/presence`, '/export/payments', '/excelExport/active'];
    const responses = await Promise.all(urls.map((url) => call('GET', url, staff)));
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.length).toBeGreaterThan(0);
    }
    // The same course's export asked twice at once gives the same sheets.
    const [first, second] = await Promise.all([0, 1].map(() => workbookOf(urls[0]!)));
    expect(second!.workbook.worksheets.map((sheet) => sheet.name)).toEqual(first!.workbook.worksheets.map((sheet) => sheet.name));
  });
});

describe('GET /excelExport/:courseId/presence', () => {
  it('lists each week\'s children by last name with a column per day, landscape with the header on every page', async () => {
    const { workbook } = await workbookOf(`/excelExport/${fixture.course.id}/presence`);
    const sheet = workbook.getWorksheet('Woche 2')!;
    expect(sheet.pageSetup.orientation).toBe('landscape');
    expect(sheet.pageSetup.printTitlesRow).toBe('1:1');
    const header = headerOf(sheet);
    expect(header.slice(0, 5)).toEqual(['Nr.', 'Nachname', 'Vorname', 'Tagesart', 'Notfallnummer 1']);
    // insertOpenCourse's weeks run five days, from day 47 to day 51 from now.
    const days = header.slice(5) as string[];
    expect(days).toHaveLength(5);
    for (const day of days) expect(day).toMatch(/^(Mo|Di|Mi|Do|Fr|Sa|So) \d\d\.\d\d\.$/);
    expect(dataRows(sheet).map((row) => [row.getCell(1).value, row.getCell(2).value])).toEqual([[1, 'Alpha'], [2, 'Moser'], [3, 'Zeta']]);
    expect(dataRows(workbook.getWorksheet('Woche 1')!)).toHaveLength(1);
  });
});

describe('GET /export/payments and /excelExport/active', () => {
  it('lists the confirmed registrations of active courses with price, paid and open amount', async () => {
    const { workbook } = await workbookOf('/export/payments');
    const sheet = workbook.getWorksheet('Zahlungen')!;
    const ours = dataRows(sheet).filter((row) => row.getCell(columnOf(sheet, 'Kurs')).value === 'Sommercamp');
    // Confirmed only: the waiting Alpha of week 1 is not a payment.
    expect(ours.length).toBeGreaterThanOrEqual(4);
    const moser = ours.find((row) => row.getCell(columnOf(sheet, 'Nachname')).value === 'Moser')!;
    expect([moser.getCell(columnOf(sheet, 'Preis')).value, moser.getCell(columnOf(sheet, 'Bezahlt')).value, moser.getCell(columnOf(sheet, 'Offen')).value]).toEqual([95.5, 50, 45.5]);
    // The booking's payment reference, as the bank statement's transfer names it (issue 38).
    const [booked] = await ctx.db
      .select({ bookingId: registrations.booking_id })
      .from(registrations)
      .innerJoin(children, eq(children.id, registrations.child_id))
      .where(eq(children.last_name, 'Moser'));
    expect(headerOf(sheet)[0]).toBe('Zahlungsreferenz');
    expect(moser.getCell(columnOf(sheet, 'Zahlungsreferenz')).value).toBe(bookingReference(booked!.bookingId));
  });

  it('leaves inactive courses out', async () => {
    await ctx.db.update(courses).set({ active: false }).where(eq(courses.id, fixture.course.id));
    try {
      const { workbook } = await workbookOf('/excelExport/active');
      const sheet = workbook.getWorksheet('Anmeldungen')!;
      expect(dataRows(sheet).some((row) => row.getCell(columnOf(sheet, 'Kurs')).value === 'Sommercamp' && row.getCell(columnOf(sheet, 'Nachname')).value === 'Moser')).toBe(false);
    } finally {
      await ctx.db.update(courses).set({ active: true }).where(eq(courses.id, fixture.course.id));
    }
  });
});
