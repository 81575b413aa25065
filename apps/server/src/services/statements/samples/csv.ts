/**
 * CSV statements written for the tests (not real data): an Italian bank's export (`;`, decimal comma,
 * DD/MM/YYYY, separate debit and credit in one signed column) and a German bank's (`;`, `1.234,50`,
 * DD.MM.YYYY, a few lines about the account above the header, umlauts transliterated by the bank).
 */

export interface CsvRow {
  date: string;
  amount: string;
  payer: string;
  text: string;
}

const quote = (cell: string) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

export const ITALIAN_CSV_HEADER = ['Data contabile', 'Data valuta', 'Importo', 'Divisa', 'Ordinante', 'Causale'];

export function italianCsv(rows: CsvRow[]): string {
  return [
    ITALIAN_CSV_HEADER.join(';'),
    ...rows.map((row) => [row.date, row.date, row.amount, 'EUR', row.payer, row.text].map(quote).join(';')),
  ].join('\r\n');
}

export const GERMAN_CSV_HEADER = ['Buchungstag', 'Valutadatum', 'Auftraggeber / Beguenstigter', 'Verwendungszweck', 'Betrag', 'Waehrung'];

export function germanCsv(rows: CsvRow[]): string {
  return [
    '"Kontonummer";"DE02120300000000202051"',
    '"Zeitraum";"01.07.2026 - 31.07.2026"',
    '',
    GERMAN_CSV_HEADER.map(quote).join(';'),
    ...rows.map((row) => [row.date, row.date, row.payer, row.text, row.amount, 'EUR'].map(quote).join(';')),
    '"Kontostand";"31.07.2026";;;"12.345,67";"EUR"',
  ].join('\n');
}
