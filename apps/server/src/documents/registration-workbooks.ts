import { bookingReference, localName, localText, openAmount, registrationPrice, translate, type Language } from '@app/domain';
import type ExcelJS from 'exceljs';
import { dayTypeLabelOf } from '../lib/day-type';
import type { ExportRegistration } from '../services/exports/load-export-registrations';
import { addTableSheet, newWorkbook, sheetDate, sheetDateTime, type SheetColumn, type SheetTexts } from './xlsx';

/**
 * The spreadsheets of registrations (decisions.md section 8): a course's registrations (a sheet per week and
 * one for the waiting list), the attendance list to print, and the payments list for the accountant.
 */

export interface WorkbookContext {
  lang: Language;
  timeZone: string;
  /** The reader holds child.health: medicaments, incompatibilities and allergies are in the file. */
  withHealth: boolean;
}

type Row = ExportRegistration;

function texts(lang: Language): SheetTexts {
  return { yes: translate(lang, 'spreadsheet.yes'), no: translate(lang, 'spreadsheet.no') };
}

const price = (row: Row) => registrationPrice(row.week, row.registration.day_type);

const dayTypeLabel = (row: Row, lang: Language) => dayTypeLabelOf(row.course, row.registration.day_type, lang);

const parentName = (row: Row) => (row.parent ? `${row.parent.last_name} ${row.parent.first_name}` : '');

/** The custom fields a course asks, as columns labelled in the reader's language. */
/** The day type and the payment of a registration: what the registrations and the payments sheets both show. */
function paymentColumns(lang: Language): SheetColumn<Row>[] {
  const column = (key: string) => translate(lang, `spreadsheet.columns.${key}`);
  return [
    { header: column('day_type'), type: 'text', value: (row) => dayTypeLabel(row, lang) },
    { header: column('price'), type: 'money', value: price },
    { header: column('payed_amount'), type: 'money', value: (row) => row.registration.payed_amount },
    { header: column('open_amount'), type: 'money', value: (row) => openAmount(price(row), row.registration.payed_amount) },
    { header: column('payed_at'), type: 'date', value: (row) => sheetDate(row.registration.payed_at) },
  ];
}

function customFieldColumns(course: Row['course'], lang: Language): SheetColumn<Row>[] {
  const fields = [
    { on: course.custom_field, label: localText(course.custom_field_de, course.custom_field_it, lang), value: (row: Row) => row.registration.custom_field },
    { on: course.custom_field_2, label: localText(course.custom_field_2_de, course.custom_field_2_it, lang), value: (row: Row) => row.registration.custom_field_2 },
    { on: course.custom_field_3, label: localText(course.custom_field_3_de, course.custom_field_3_it, lang), value: (row: Row) => row.registration.custom_field_3 },
  ];
  return fields.filter((field) => field.on).map((field) => ({ header: field.label, type: 'text', value: field.value }));
}

function registrationColumns(context: WorkbookContext, customFields: SheetColumn<Row>[] = []): SheetColumn<Row>[] {
  const { lang } = context;
  const t = (key: string) => translate(lang, key);
  const column = (key: string) => t(`spreadsheet.columns.${key}`);
  const child = (key: string) => t(`child.fields.${key}`);
  const health: SheetColumn<Row>[] = context.withHealth
    ? [
        { header: column('medicaments'), type: 'text', value: (row) => row.registration.medicaments },
        { header: column('incompatibilities'), type: 'text', value: (row) => row.registration.incompatibilities },
        { header: column('allergies'), type: 'text', value: (row) => row.registration.allergies },
      ]
    : [];
  return [
    { header: child('last_name'), type: 'text', value: (row) => row.child.last_name },
    { header: child('first_name'), type: 'text', value: (row) => row.child.first_name },
    { header: child('birth'), type: 'date', value: (row) => sheetDate(row.child.birth) },
    { header: child('tax'), type: 'text', value: (row) => row.child.tax },
    { header: child('school'), type: 'text', value: (row) => t(`child.school.${row.child.school}`) },
    { header: column('parent'), type: 'text', value: parentName },
    { header: column('parent_phone'), type: 'text', value: (row) => row.parent?.phone ?? row.child.phone },
    { header: column('parent_email'), type: 'text', value: (row) => row.parent?.email },
    ...paymentColumns(lang),
    { header: column('emergency_contact1_phone'), type: 'text', value: (row) => row.registration.emergency_contact1_phone },
    { header: column('emergency_contact2_phone'), type: 'text', value: (row) => row.registration.emergency_contact2_phone },
    ...customFields,
    { header: column('leave_alone'), type: 'yesno', value: (row) => row.registration.leave_alone },
    { header: column('swimming_help'), type: 'yesno', value: (row) => row.registration.swimming_help },
    ...health,
    { header: column('photo_consent'), type: 'yesno', value: (row) => row.parent !== null && row.parent.privacy_photo_accept_at !== null },
    { header: column('comment_user'), type: 'text', value: (row) => row.registration.comment_user },
    { header: column('comment_internal'), type: 'text', value: (row) => row.registration.comment_internal },
    { header: column('created_at'), type: 'datetime', value: (row) => sheetDateTime(row.registration.created_at, context.timeZone) },
  ];
}

function weekColumns(lang: Language): SheetColumn<Row>[] {
  const column = (key: string) => translate(lang, `spreadsheet.columns.${key}`);
  return [
    { header: column('week'), type: 'text', value: (row) => localName({ name: row.week.name, name_it: row.week.name_it }, lang) },
    { header: column('week_from'), type: 'date', value: (row) => sheetDate(row.week.from) },
    { header: column('week_to'), type: 'date', value: (row) => sheetDate(row.week.to) },
  ];
}

/**
 * A course's registrations: one sheet per week with its confirmed children, then the waiting list of every
 * week in the order the places will be given (oldest first). Weeks without registrations get a sheet too.
 */
export function courseRegistrationsWorkbook(
  course: Row['course'],
  weeks: readonly Row['week'][],
  rows: readonly Row[],
  context: WorkbookContext,
): ExcelJS.Workbook {
  const workbook = newWorkbook();
  const columns = registrationColumns(context, customFieldColumns(course, context.lang));
  for (const week of weeks) {
    const confirmed = rows.filter((row) => row.week.id === week.id && !row.registration.is_waiting);
    addTableSheet(workbook, localName({ name: week.name, name_it: week.name_it }, context.lang), columns, confirmed, texts(context.lang));
  }
  const waiting = rows
    .filter((row) => row.registration.is_waiting)
    .sort((a, b) => a.week.from.localeCompare(b.week.from) || a.week.id - b.week.id || a.registration.created_at.getTime() - b.registration.created_at.getTime());
  addTableSheet(workbook, translate(context.lang, 'spreadsheet.sheets.waiting'), [...weekColumns(context.lang), ...columns], waiting, texts(context.lang));
  return workbook;
}

/** Every registration of the active courses on one sheet (the dashboard's registrations export), waiting ones on a second. */
export function activeRegistrationsWorkbook(rows: readonly Row[], context: WorkbookContext): ExcelJS.Workbook {
  const workbook = newWorkbook();
  const courseColumn: SheetColumn<Row> = {
    header: translate(context.lang, 'spreadsheet.columns.course'),
    type: 'text',
    value: (row) => localName({ name: row.course.name, name_it: row.course.name_it }, context.lang),
  };
  // Custom fields differ per course: this overview leaves them to the course's own export.
  const columns = [courseColumn, ...weekColumns(context.lang), ...registrationColumns(context)];
  addTableSheet(workbook, translate(context.lang, 'spreadsheet.sheets.registrations'), columns, rows.filter((row) => !row.registration.is_waiting), texts(context.lang));
  addTableSheet(workbook, translate(context.lang, 'spreadsheet.sheets.waiting'), columns, rows.filter((row) => row.registration.is_waiting), texts(context.lang));
  return workbook;
}

const WEEKDAY = { de: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'], it: ['Do', 'Lu', 'Ma', 'Me', 'Gi', 'Ve', 'Sa'] } as const;

/** The days of a week from its first to its last day, labelled "Mo 07.07." for the attendance columns. */
export function weekDays(from: string, to: string, lang: Language): string[] {
  const days: string[] = [];
  for (let day = sheetDate(from)!; day <= sheetDate(to)!; day = new Date(day.getTime() + 86_400_000)) {
    const date = `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.`;
    days.push(`${WEEKDAY[lang][day.getUTCDay()]} ${date}`);
  }
  return days;
}

/**
 * The attendance list to print for the course leaders: per week the confirmed children sorted by last name,
 * one empty column per day of the week to tick, landscape, the header repeated on every page.
 */
export function presenceWorkbook(weeks: readonly Row['week'][], rows: readonly Row[], context: WorkbookContext): ExcelJS.Workbook {
  const workbook = newWorkbook();
  const { lang } = context;
  const column = (key: string) => translate(lang, `spreadsheet.columns.${key}`);
  const child = (key: string) => translate(lang, `child.fields.${key}`);
  for (const week of weeks) {
    const children = rows
      .filter((row) => row.week.id === week.id && !row.registration.is_waiting)
      .sort((a, b) => a.child.last_name.localeCompare(b.child.last_name, lang) || a.child.first_name.localeCompare(b.child.first_name, lang));
    const numbered = children.map((row, index) => ({ row, number: index + 1 }));
    const columns: SheetColumn<(typeof numbered)[number]>[] = [
      { header: column('number'), type: 'integer', value: (entry) => entry.number },
      { header: child('last_name'), type: 'text', value: (entry) => entry.row.child.last_name },
      { header: child('first_name'), type: 'text', value: (entry) => entry.row.child.first_name },
      { header: column('day_type'), type: 'text', value: (entry) => dayTypeLabel(entry.row, lang) },
      { header: column('emergency_contact1_phone'), type: 'text', value: (entry) => entry.row.registration.emergency_contact1_phone },
    ];
    addTableSheet(workbook, localName({ name: week.name, name_it: week.name_it }, lang), columns, numbered, texts(lang), {
      print: 'landscape',
      blankColumns: weekDays(week.from, week.to, lang).map((header) => ({ header, width: 12 })),
    });
  }
  return workbook;
}

/**
 * For the accountant: every confirmed registration of the active courses with price, paid and open amount, and
 * the booking's payment reference, which the bank statement's transfer names.
 */
export function paymentsWorkbook(rows: readonly Row[], context: WorkbookContext): ExcelJS.Workbook {
  const workbook = newWorkbook();
  const { lang } = context;
  const column = (key: string) => translate(lang, `spreadsheet.columns.${key}`);
  const child = (key: string) => translate(lang, `child.fields.${key}`);
  const columns: SheetColumn<Row>[] = [
    { header: column('booking_reference'), type: 'text', value: (row) => bookingReference(row.registration.booking_id) },
    { header: column('course'), type: 'text', value: (row) => localName({ name: row.course.name, name_it: row.course.name_it }, lang) },
    ...weekColumns(lang),
    { header: child('last_name'), type: 'text', value: (row) => row.child.last_name },
    { header: child('first_name'), type: 'text', value: (row) => row.child.first_name },
    { header: child('tax'), type: 'text', value: (row) => row.child.tax },
    { header: column('parent'), type: 'text', value: parentName },
    { header: column('parent_tax'), type: 'text', value: (row) => row.parent?.tax },
    { header: column('parent_email'), type: 'text', value: (row) => row.parent?.email },
    ...paymentColumns(lang),
  ];
  addTableSheet(workbook, translate(lang, 'spreadsheet.sheets.payments'), columns, rows.filter((row) => !row.registration.is_waiting), texts(lang));
  return workbook;
}
