import { wallClock } from '@app/domain';
import ExcelJS from 'exceljs';

/**
 * The one way this application writes spreadsheets (decisions.md section 8): typed cells (dates as dates,
 * amounts as numbers in euro format, text as text cells in text-formatted columns), a frozen header row with
 * an auto filter, column widths that fit, and text that a spreadsheet could run as a formula kept as text.
 */

export type CellType = 'text' | 'integer' | 'money' | 'date' | 'datetime' | 'yesno';
export type CellValue = string | number | boolean | Date | null | undefined;

export interface SheetColumn<Row> {
  header: string;
  type: CellType;
  value: (row: Row) => CellValue;
}

export interface SheetTexts {
  yes: string;
  no: string;
}

const FORMAT: Partial<Record<CellType, string>> = {
  // Text format: a cell edited in the spreadsheet stays text, so "+39 333 1234567" is not turned into a formula then.
  text: '@',
  money: '#,##0.00 "€"',
  date: 'DD.MM.YYYY',
  datetime: 'DD.MM.YYYY HH:mm',
  integer: '0',
};
const MIN_WIDTH = 6;
const MAX_WIDTH = 50;

/** = and @ start a formula; tab and carriage return start one after a paste. */
const FORMULA_START = /^[=@\t\r]/;
/** + and - start a formula only before something to compute: a phone number or a number is shown as written. */
const SIGNED_FORMULA = /^[+-](?![\d\s/().-]*$)/;

/**
 * Text as a cell shows it. A string cell is never evaluated when the file is opened; the leading apostrophe
 * (OWASP "CSV injection") is kept for text that would run as a formula once the sheet is saved as CSV and
 * opened again, so only such text shows it, never a phone number.
 */
export function safeText(text: string): string {
  return FORMULA_START.test(text) || SIGNED_FORMULA.test(text) ? `'${text}` : text;
}

/** 'YYYY-MM-DD' as a spreadsheet date (a day, without a time zone to shift it). */
export function sheetDate(isoDate: string | null | undefined): Date | null {
  if (!isoDate) return null;
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

/** An instant as the organisation's wall clock shows it: spreadsheets have no time zones. */
export function sheetDateTime(instant: Date | null | undefined, timeZone: string): Date | null {
  if (!instant) return null;
  const clock = wallClock(instant, timeZone);
  return new Date(Date.UTC(+clock.year, +clock.month - 1, +clock.day, +clock.hour, +clock.minute));
}

/** Sheet names: at most 31 characters, none of []:*?/\, unique in the workbook. */
function sheetName(workbook: ExcelJS.Workbook, wanted: string): string {
  const base = wanted.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet';
  let name = base;
  for (let n = 2; workbook.getWorksheet(name); n++) name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  return name;
}

function cellValue(type: CellType, value: CellValue, texts: SheetTexts): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'yesno':
      return value ? texts.yes : texts.no;
    case 'text':
      return safeText(String(value));
    default:
      return value as ExcelJS.CellValue;
  }
}

function displayLength(type: CellType, value: ExcelJS.CellValue): number {
  if (value === null || value === undefined) return 0;
  if (type === 'date') return 10;
  if (type === 'datetime') return 16;
  if (type === 'money') return (value as number).toFixed(2).length + 4;
  return Math.max(...String(value).split('\n').map((line) => line.length));
}

export interface TableSheetOptions {
  /** Print setup for paper: landscape, fitted to the page width, the header repeated on every page. */
  print?: 'portrait' | 'landscape';
  /** Extra empty columns (e.g. the days of an attendance list), wide enough to tick by hand. */
  blankColumns?: { header: string; width: number }[];
}

/** Adds one sheet holding a table: the header row, then one row per item. */
export function addTableSheet<Row>(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
  texts: SheetTexts,
  options: TableSheetOptions = {},
): ExcelJS.Worksheet {
  const blank = options.blankColumns ?? [];
  const sheet = workbook.addWorksheet(sheetName(workbook, name), {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: {
      paperSize: 9, // A4
      orientation: options.print ?? 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
    },
    headerFooter: { oddFooter: '&P / &N' },
  });
  const headers = [...columns.map((column) => safeText(column.header)), ...blank.map((column) => safeText(column.header))];
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };

  const widths = headers.map((text) => text.length + 2);
  for (const row of rows) {
    const values = columns.map((column) => cellValue(column.type, column.value(row), texts));
    sheet.addRow(values);
    values.forEach((value, index) => {
      widths[index] = Math.max(widths[index]!, displayLength(columns[index]!.type, value) + 1);
    });
  }

  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widths[index]!));
    const format = FORMAT[column.type];
    if (format) sheetColumn.numFmt = format;
    // The header keeps the general format, so a date column's title is not shown as a date.
    sheet.getCell(1, index + 1).numFmt = 'General';
  });
  blank.forEach((column, index) => {
    sheet.getColumn(columns.length + index + 1).width = column.width;
  });

  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: headers.length } };
  if (options.print) {
    sheet.pageSetup.printTitlesRow = '1:1';
    // Ruled cells to tick by hand.
    const thin = { style: 'thin' as const };
    sheet.eachRow((row) => {
      for (let column = 1; column <= headers.length; column++) {
        row.getCell(column).border = { top: thin, left: thin, bottom: thin, right: thin };
      }
      row.height = 20;
    });
  }
  return sheet;
}

export async function workbookBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function newWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sommerprojektwochen';
  workbook.created = new Date();
  return workbook;
}
