import { parseMoney, sepaText, type CsvMapping } from '@app/domain';
import { createHash } from 'node:crypto';
import { cleanText, isoDate, lineKey, MAX_LINE_AMOUNT, MAX_STATEMENT_LINES, toCents, type ParsedLine, type ParsedStatement } from './statement-line';

/**
 * CSV statements as banks export them (decision 023): separator `;`, `,` or tab, quoted fields, a header row
 * (possibly below a few lines about the account), amounts with a decimal comma or point and thousands
 * separators, dates DD.MM.YYYY, YYYY-MM-DD or DD/MM/YYYY. What each column holds is staff's mapping.
 */

export interface CsvTable {
  separator: string;
  header: string[];
  rows: string[][];
}

const SEPARATORS = [';', ',', '\t'] as const;

/** RFC 4180 records: quoted fields may hold separators, doubled quotes and line breaks. Blank rows are left out. */
function records(text: string, separator: string, limit = Number.POSITIVE_INFINITY): string[][] {
  const rows: string[][] = [];
  const push = (cells: string[]) => {
    if (cells.some((cell) => cell.trim() !== '')) rows.push(cells);
  };
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let at = 0;
  while (at < text.length && rows.length < limit) {
    const char = text[at]!;
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
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      row.push(field);
      push(row);
      row = [];
      field = '';
    } else field += char;
    at += 1;
  }
  if (rows.length < limit && (field !== '' || row.length > 0)) push([...row, field]);
  return rows;
}

/**
 * The separator and header of a CSV text: the separator that splits the most of the first rows into the same
 * number (at least three) of fields; the header is the first row with that many fields. Undefined when the text
 * is no such table.
 */
function detectTable(text: string): { separator: string; headerAt: number; width: number } | undefined {
  let best: { separator: string; headerAt: number; width: number; rows: number } | undefined;
  for (const separator of SEPARATORS) {
    const sample = records(text, separator, 30);
    const widths = new Map<number, number>();
    for (const cells of sample) if (cells.length >= 3) widths.set(cells.length, (widths.get(cells.length) ?? 0) + 1);
    const [width, rows] = [...widths].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0, 0];
    if (rows >= 1 && (!best || rows > best.rows)) best = { separator, headerAt: sample.findIndex((cells) => cells.length === width), width, rows };
  }
  return best && { separator: best.separator, headerAt: best.headerAt, width: best.width };
}

/**
 * The table of a CSV text, or undefined when it is none. Rows are read up to one more than a statement may
 * hold (`MAX_STATEMENT_LINES`), so a file of millions of short rows is refused without holding them all.
 */
export function readCsvTable(text: string): CsvTable | undefined {
  const table = detectTable(text);
  if (!table) return undefined;
  const [header, ...rows] = records(text, table.separator, table.headerAt + 1 + MAX_STATEMENT_LINES + 1).slice(table.headerAt);
  if (!header) return undefined;
  return { separator: table.separator, header: header.map((cell) => cell.trim()), rows };
}

/** The identity of a header: the same columns in the same order, whatever their case and spacing. */
export function headerSignature(header: readonly string[]): string {
  return createHash('sha256').update(header.map((cell) => cell.trim().toLowerCase()).join('\u0000')).digest('hex').slice(0, 16);
}

// Words in the column names of Italian, German and English exports, most telling first.
const COLUMN_WORDS: Record<keyof CsvMapping, string[]> = {
  date: ['buchungstag', 'buchungsdatum', 'data contabile', 'data operazione', 'booking date', 'datum', 'data', 'date'],
  amount: ['betrag', 'importo', 'amount', 'umsatz', 'accrediti', 'entrate'],
  payer: ['auftraggeber', 'zahlungspflichtiger', 'ordinante', 'beguenstigter', 'controparte', 'payer', 'name', 'nome'],
  text: ['verwendungszweck', 'causale', 'descrizione', 'buchungstext', 'remittance', 'purpose', 'description', 'text'],
  reference: ['referenz', 'riferimento', 'reference', 'cro', 'trn'],
};

/** A mapping guessed from the column names, to preselect in the upload screen; null where nothing fits. */
export function guessMapping(header: readonly string[]): Record<keyof CsvMapping, number | null> {
  const names = header.map((cell) => sepaText(cell).toLowerCase());
  const taken = new Set<number>();
  const pick = (field: keyof CsvMapping) => {
    for (const word of COLUMN_WORDS[field]) {
      const at = names.findIndex((name, index) => !taken.has(index) && name.includes(word));
      if (at >= 0) {
        taken.add(at);
        return at;
      }
    }
    return null;
  };
  const date = pick('date');
  const amount = pick('amount');
  const text = pick('text');
  const payer = pick('payer');
  return { date, amount, payer, text, reference: pick('reference') };
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

/** `1.234,50`, `1,234.50`, `-12,00`, `+80,00 EUR`, `12,00-`: euro with its sign, or undefined. */
export function parseCsvAmount(text: string): number | undefined {
  let value = text.replace(/\s|EUR|€/gi, '');
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
  return (negative ? -1 : 1) * (toCents(amount) / 100);
}

export function parseCsvStatement(table: CsvTable, mapping: CsvMapping): ParsedStatement {
  const lines: ParsedLine[] = [];
  const occurrences = new Map<string, number>();
  let notCredits = 0;
  let unreadable = 0;
  for (const row of table.rows) {
    const cell = (column: number | null) => (column === null ? '' : (row[column] ?? ''));
    const bookedOn = parseCsvDate(cell(mapping.date));
    const amount = parseCsvAmount(cell(mapping.amount));
    if (bookedOn === undefined || amount === undefined) {
      unreadable += 1;
      continue;
    }
    if (amount <= 0) {
      notCredits += 1;
      continue;
    }
    if (amount > MAX_LINE_AMOUNT) {
      unreadable += 1;
      continue;
    }
    const payer = cleanText(cell(mapping.payer));
    const remittance = cleanText([cell(mapping.text), cell(mapping.reference)].filter((part) => part.trim() !== '').join('\n'));
    // Two identical transfers on the same day stay two lines: the n-th identical row of a file is the n-th line.
    const fields = ['csv', bookedOn, toCents(amount), (payer ?? '').toLowerCase(), (remittance ?? '').toLowerCase()];
    const identity = fields.join('\u0000');
    const seen = (occurrences.get(identity) ?? 0) + 1;
    occurrences.set(identity, seen);
    lines.push({ key: lineKey([...fields, seen]), bookedOn, amount, payer, remittance });
  }
  return { format: 'csv', lines, notCredits, unreadable };
}
