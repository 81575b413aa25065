import { findBookingReferences, parseMoney, roundMoney, sepaText, toCents, type CsvMapping } from '@app/domain';
import { createHash } from 'node:crypto';
import {
  cleanText,
  isoDate,
  lineKey,
  MAX_LINE_AMOUNT,
  MAX_STATEMENT_LINES,
  unreadableText,
  type ParsedLine,
  type ParsedStatement,
} from './statement-line';

/**
 * CSV statements as banks export them (decision 023): separator `;`, `,` or tab, quoted fields, a header row
 * (below lines about the account, every line padded to the same width) or none at all, amounts with a decimal
 * comma or point and thousands separators, dates DD.MM.YYYY, YYYY-MM-DD or DD/MM/YYYY. What each column holds
 * is staff's mapping; the file's status, balance and currency are read from what its rows hold.
 */

/** A record of the file and the line it starts on (1 = the first), for the rows listed as unreadable. */
export interface CsvRow {
  line: number;
  cells: string[];
}

export interface CsvTable {
  separator: string;
  /** The header row, or null when the file has none (every row is a transfer). */
  header: CsvRow | null;
  /** The rows below the header (without one, from the first transfer on). */
  rows: CsvRow[];
  /** The number of columns most rows have. */
  width: number;
  /** The column holding each row's currency code, when the file has one. */
  currencyColumn: number | null;
}

const SEPARATORS = [';', ',', '\t'] as const;

/** RFC 4180 records: quoted fields may hold separators, doubled quotes and line breaks. Blank rows are left out. */
function records(text: string, separator: string, limit = Number.POSITIVE_INFINITY): CsvRow[] {
  const rows: CsvRow[] = [];
  let line = 1;
  let start = 1;
  const push = (cells: string[]) => {
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ line: start, cells });
  };
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let at = 0;
  while (at < text.length && rows.length < limit) {
    const char = text[at]!;
    if (char === '\n' || (char === '\r' && text[at + 1] !== '\n')) line += 1;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') {
        at += 1;
        line += 1;
      }
      row.push(field);
      push(row);
      row = [];
      field = '';
      start = line;
    } else field += char;
    at += 1;
  }
  if (rows.length < limit && (field !== '' || row.length > 0)) push([...row, field]);
  return rows;
}

/** DD.MM.YYYY (or .YY), YYYY-MM-DD, DD/MM/YYYY. */
export function parseCsvDate(text: string): string | undefined {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const european = /^(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})$/.exec(value);
  if (!european) return undefined;
  const year = european[3]!.length === 2 ? 2000 + Number(european[3]) : Number(european[3]);
  return isoDate(year, Number(european[2]), Number(european[1]));
}

// A currency code before or after an amount (`+80,00 EUR`, `CHF 3'456.54`), or the euro sign.
const CURRENCY_IN_AMOUNT = /^([A-Z]{3})\s*(?=[-+\d])|(?<=[\d-])\s*([A-Z]{3})$|€/;

/**
 * `1.234,50`, `1,234.50`, `3'456.54` (and with a typographic apostrophe), `-12,00`, `+80,00 EUR`, `12,00-`:
 * the amount with its sign, whatever currency it names, or undefined.
 */
export function parseCsvAmount(text: string): number | undefined {
  let value = text
    .trim()
    .replace(CURRENCY_IN_AMOUNT, '')
    .replace(/\s/g, '')
    // Swiss grouping: an apostrophe between thousands.
    .replace(/(?<=\d)['’](?=\d{3}(\D|$))/g, '');
  let negative = false;
  if (value.startsWith('+')) value = value.slice(1);
  else if (value.startsWith('-')) {
    negative = true;
    value = value.slice(1);
  } else if (value.endsWith('-')) {
    negative = true;
    value = value.slice(0, -1);
  }
  const amount = parseMoney(value);
  if (amount === null || !Number.isFinite(amount) || value.startsWith('-')) return undefined;
  return (negative ? -1 : 1) * roundMoney(amount);
}

/** The currency code an amount cell names (`80,00 CHF`), EUR for `€`, undefined when it is no amount or names none. */
function currencyInAmount(text: string): string | undefined {
  const found = CURRENCY_IN_AMOUNT.exec(text.trim());
  if (!found || parseCsvAmount(text) === undefined) return undefined;
  const code = found[1] ?? found[2] ?? 'EUR';
  return isCurrencyCode(code) ? code : undefined;
}

const isDateCell = (cell: string) => parseCsvDate(cell) !== undefined;
/** An amount as banks write them, with cents: a bare number (an account or a year) is no amount. */
const isAmountCell = (cell: string) => /\d[.,]\d{2}(?!\d)/.test(cell) && !isDateCell(cell) && parseCsvAmount(cell) !== undefined;
// ISO 4217 codes in use: a column of other three capitals (SCT, the kind of a SEPA transfer) is no currency.
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const isCurrencyCode = (cell: string) => CURRENCIES.has(cell.trim());
const filled = (cells: readonly string[]) => cells.filter((cell) => cell.trim() !== '');

/** A transfer: a date and an amount in two of its cells. */
const isDataRow = (cells: readonly string[]) => {
  const date = cells.findIndex(isDateCell);
  return date >= 0 && cells.some((cell, index) => index !== date && isAmountCell(cell));
};
/** Column words: three or more cells, each holding a letter, none a date or an amount (`Data contabile;Importo;Causale`). */
const isHeaderRow = (cells: readonly string[]) => {
  const words = filled(cells);
  return words.length >= Math.min(3, cells.length) && words.every((cell) => /\p{L}/u.test(cell) && !isDateCell(cell) && !isAmountCell(cell));
};

/** Rows looked at to find the separator, the header and the columns' content. */
const SAMPLE_ROWS = 40;

/**
 * The separator, width and header of a CSV text. The separator splits the most of the first rows into the same
 * number (at least three) of fields. The header is the row of column words followed by a transfer (rows about
 * the account above it are skipped, padded to the same width or not); a file whose rows are transfers from
 * the first on has none. Failing both, the first row of that width is the header. Undefined when the text is
 * no such table.
 */
function detectTable(text: string): { separator: string; width: number; header: number | null; firstRow: number } | undefined {
  let best: { separator: string; width: number; rows: number; sample: CsvRow[] } | undefined;
  for (const separator of SEPARATORS) {
    const sample = records(text, separator, SAMPLE_ROWS);
    const widths = new Map<number, number>();
    for (const { cells } of sample) if (cells.length >= 3) widths.set(cells.length, (widths.get(cells.length) ?? 0) + 1);
    const [width, rows] = [...widths].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0, 0];
    if (rows >= 1 && (!best || rows > best.rows)) best = { separator, width, rows, sample };
  }
  if (!best) return undefined;
  const { separator, width, sample } = best;
  const firstData = sample.findIndex((row) => isDataRow(row.cells));
  const header = sample.findIndex((row, index) => index + 1 === firstData && isHeaderRow(row.cells));
  if (header >= 0) return { separator, width, header, firstRow: header + 1 };
  if (firstData >= 0 && !sample.slice(0, firstData).some((row) => isHeaderRow(row.cells))) return { separator, width, header: null, firstRow: firstData };
  const first = sample.findIndex((row) => row.cells.length === width);
  return { separator, width, header: first, firstRow: first + 1 };
}

/** The column holding currency codes (`EUR`) in every row that has a value there, or null. */
function currencyColumnOf(rows: readonly CsvRow[], width: number): number | null {
  const sample = rows.slice(0, SAMPLE_ROWS);
  for (let column = 0; column < width; column += 1) {
    const values = filled(sample.map((row) => row.cells[column] ?? ''));
    if (values.length > 0 && values.every(isCurrencyCode)) return column;
  }
  return null;
}

/**
 * The table of a CSV text, or undefined when it is none. Rows are read up to one more than a statement may
 * hold (`MAX_STATEMENT_LINES`), so a file of millions of short rows is refused without holding them all.
 */
export function readCsvTable(text: string): CsvTable | undefined {
  const detected = detectTable(text);
  if (!detected) return undefined;
  const all = records(text, detected.separator, detected.firstRow + MAX_STATEMENT_LINES + 1);
  const header = detected.header === null ? null : all[detected.header];
  if (header === undefined) return undefined;
  const rows = all.slice(detected.firstRow);
  return {
    separator: detected.separator,
    header: header && { line: header.line, cells: header.cells.map((cell) => cell.trim()) },
    rows,
    width: detected.width,
    currencyColumn: currencyColumnOf(rows, detected.width),
  };
}

/** The table read with (`true`) or without a header row, as staff chose against what was detected. */
export function withHeaderRow(table: CsvTable, header: boolean): CsvTable {
  if (header === (table.header !== null)) return table;
  if (!header) return { ...table, header: null, rows: [table.header!, ...table.rows] };
  const [first, ...rows] = table.rows;
  return first ? { ...table, header: { line: first.line, cells: first.cells.map((cell) => cell.trim()) }, rows } : table;
}

/**
 * The currency of every row (its currency column, or a code beside its amounts; without either, the code the
 * header names, `Gutschrift in CHF`), when that is all one other than euro: the file is no euro account's.
 */
export function foreignCurrencyOf(table: CsvTable): string | undefined {
  const found = new Set<string>();
  for (const { cells } of table.rows) {
    const currency = table.currencyColumn === null ? cells.map(currencyInAmount).find(Boolean) : cells[table.currencyColumn]?.trim();
    if (currency) found.add(currency);
  }
  if (found.size === 0) for (const word of (table.header?.cells ?? []).join(' ').split(/[^A-Z]+/)) if (isCurrencyCode(word)) found.add(word);
  const [only] = found;
  return found.size === 1 && only !== 'EUR' ? only : undefined;
}

/**
 * The shape a mapping is remembered for: the same column words in the same order, whatever their case and
 * spacing; a file without a header row by its number of columns.
 */
export function tableShape(table: Pick<CsvTable, 'header' | 'width'>): string {
  if (!table.header) return `no-header-${table.width}`;
  return createHash('sha256').update(table.header.cells.map((cell) => cell.trim().toLowerCase()).join('\u0000')).digest('hex').slice(0, 16);
}

// Words in the column names of Italian, German and English exports, most telling first.
const DATE_WORDS = ['buchungstag', 'buchungsdatum', 'data contabile', 'data operazione', 'data_operazione', 'booking date', 'datum', 'data', 'date'];
// A column of credits alone is the best: its rows are what came in (a debit leaves it empty).
const AMOUNT_WORDS = ['accrediti', 'entrate', 'avere', 'haben', 'gutschrift', 'credit', 'betrag', 'importo', 'amount', 'umsatz'];
// A direct debit's mandate and an original amount (before charges, another currency) are never what came in.
const NOT_AMOUNT_WORDS = ['mandat', 'ursprung', 'original', 'orig.', 'gebuehr', 'spese', 'saldo', 'kontostand'];
const PAYER_WORDS = ['auftraggeber', 'zahlungspflichtiger', 'ordinante', 'beguenstigter', 'controparte', 'payer', 'name', 'nome'];
const REFERENCE_WORDS = ['kundenreferenz', 'end-to-end', 'riferimento', 'referenz', 'reference', 'cro', 'trn'];
const NOT_REFERENCE_WORDS = ['mandat', 'sammler', 'glaeubiger'];
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9 ]{10,32}$/;

/**
 * A mapping guessed from the column names and what the rows hold, to preselect in the upload screen; null
 * where nothing fits. The text is the column where booking references are found, else the one with the
 * longest descriptions; the payer is left to the text when no column is named for it; the amount prefers a
 * column of credits and never takes a mandate's or an original amount.
 */
export function guessMapping(table: CsvTable): Record<keyof CsvMapping, number | null> {
  const names = (table.header?.cells ?? []).map((cell) => sepaText(cell).toLowerCase());
  const sample = table.rows.slice(0, 200);
  const columns = Array.from({ length: table.width }, (_, index) => index);
  const cellsOf = (column: number) => filled(sample.map((row) => row.cells[column] ?? ''));
  const mostly = (column: number, test: (cell: string) => boolean) => {
    const cells = cellsOf(column);
    return cells.length > 0 && cells.filter(test).length * 2 > cells.length;
  };
  const taken = new Set<number>();
  const take = (column: number | undefined) => {
    if (column === undefined) return null;
    taken.add(column);
    return column;
  };
  const named = (words: readonly string[], fits: (column: number) => boolean, not: readonly string[] = []) => {
    for (const word of words) {
      const pattern = word.length <= 3 ? new RegExp(`\\b${word}\\b`) : undefined;
      const found = columns.find(
        (column) => !taken.has(column) && (pattern ? pattern.test(names[column] ?? '') : (names[column] ?? '').includes(word)) && !not.some((other) => names[column]?.includes(other)) && fits(column),
      );
      if (found !== undefined) return found;
    }
    return undefined;
  };

  const dates = (column: number) => mostly(column, isDateCell);
  const amounts = (column: number) => mostly(column, isAmountCell);
  // A column named for the date needs one date among its rows (a row of a broken date does not unname it); one
  // found by its content alone needs dates in most.
  const date = take(
    named(DATE_WORDS, (column) => sample.length === 0 || cellsOf(column).some(isDateCell)) ?? columns.find((column) => !taken.has(column) && dates(column)),
  );
  const amount = take(
    named(AMOUNT_WORDS, (column) => sample.length === 0 || !dates(column), NOT_AMOUNT_WORDS) ??
      columns.find((column) => !taken.has(column) && !NOT_AMOUNT_WORDS.some((word) => names[column]?.includes(word)) && amounts(column)),
  );
  const payer = take(named(PAYER_WORDS, () => true));
  // A column named for references holds what the payer's bank passed on (an end-to-end id), not the text.
  const reference = take(named(REFERENCE_WORDS, () => true, NOT_REFERENCE_WORDS));
  const describing = columns.filter(
    (column) => !taken.has(column) && column !== table.currencyColumn && !mostly(column, (cell) => isDateCell(cell) || isAmountCell(cell) || IBAN.test(cell.trim())),
  );
  // References first; then the length of what the rows write, counted once per different text: a column of a
  // few kinds of booking (`GUTSCHR. UEBERWEISUNG`) says less than one that differs from row to row.
  const score = (column: number) => {
    const cells = cellsOf(column);
    const references = cells.filter((cell) => findBookingReferences(cell).length > 0).length;
    const length = [...new Set(cells.map((cell) => cell.trim()))].reduce((sum, cell) => sum + cell.length, 0) / Math.max(1, sample.length);
    return references * 10_000 + length;
  };
  const text = take(describing.sort((a, b) => score(b) - score(a) || a - b)[0]);
  return { date, amount, payer, text, reference };
}

// A balance row's label, alone in its cell, perhaps with its date: `Saldo contabile al 31/07/2026`, `Kontostand vom 31.07.2026:`.
const BALANCE =
  /^(saldo|anfangssaldo|endsaldo|schlusssaldo|(alter |neuer )?kontostand|(opening |closing )?balance)((\s+|\s*:\s*)(iniziale|finale|contabile|disponibile|liquido|precedente|attuale|d'apertura|di apertura|di chiusura|alla data|al|zum|am|vom|per|del|at|on))*[\s:]*[\d./-]*[\s:]*$/i;
// A status saying the bank has not booked the transfer yet (`Umsatz vorgemerkt`, Fineco's `Autorizzato`).
const PENDING = /^(umsatz\s+)?(vorgemerkt|vormerkung|autorizzat[oa]|non contabilizzat[oa]|in attesa|pending)$/i;

/** The cells of a row that may hold its status or a balance label: not its text or payer, which say anything. */
const labelCells = (cells: readonly string[], mapping: CsvMapping) => cells.filter((_, index) => index !== mapping.text && index !== mapping.payer);

export function parseCsvStatement(table: CsvTable, mapping: CsvMapping): ParsedStatement {
  const lines: ParsedLine[] = [];
  const unreadable: ParsedStatement['unreadable'] = [];
  const occurrences = new Map<string, number>();
  let notCredits = 0;
  let pending = 0;
  let balances = 0;
  for (const { line, cells } of table.rows) {
    const cell = (column: number | null) => (column === null ? '' : (cells[column] ?? ''));
    const labels = labelCells(cells, mapping).map((value) => value.trim());
    if (labels.some((value) => PENDING.test(value))) {
      pending += 1;
      continue;
    }
    // A bank without a payer column may write its balance as a row's text.
    if (labels.some((value) => BALANCE.test(value)) || (cell(mapping.payer).trim() === '' && BALANCE.test(cell(mapping.text).trim()))) {
      balances += 1;
      continue;
    }
    const bookedOn = parseCsvDate(cell(mapping.date));
    const amountCell = cell(mapping.amount);
    // A dated row with nothing in a column of credits is a debit, written in the column beside it.
    if (bookedOn !== undefined && amountCell.trim() === '') {
      notCredits += 1;
      continue;
    }
    const amount = parseCsvAmount(amountCell);
    if (bookedOn === undefined || amount === undefined || amount > MAX_LINE_AMOUNT) {
      unreadable.push({ at: line, text: unreadableText(cells.join(table.separator === '\t' ? ' ' : table.separator)) });
      continue;
    }
    const currency = (table.currencyColumn === null ? undefined : cell(table.currencyColumn).trim()) || currencyInAmount(amountCell) || 'EUR';
    if (amount <= 0 || currency !== 'EUR') {
      notCredits += 1;
      continue;
    }
    const payer = cleanText(cell(mapping.payer));
    const written = [cell(mapping.text), cell(mapping.reference)].filter((part) => part.trim() !== '');
    // What a bank writes for a missing end-to-end reference is not shown; the line's key keeps it, as before.
    const remittance = cleanText(written.filter((part) => part.trim().toUpperCase() !== 'NOTPROVIDED').join('\n'));
    const keyed = cleanText(written.join('\n'));
    // Two identical transfers on the same day stay two lines: the n-th identical row of a file is the n-th line.
    const fields = ['csv', bookedOn, toCents(amount), (payer ?? '').toLowerCase(), (keyed ?? '').toLowerCase()];
    const identity = fields.join('\u0000');
    const seen = (occurrences.get(identity) ?? 0) + 1;
    occurrences.set(identity, seen);
    lines.push({ key: lineKey([...fields, seen]), bookedOn, amount, payer, remittance, references: findBookingReferences(written.join('\n')) });
  }
  return { format: 'csv', lines, notCredits, pending, balances, unreadable };
}
