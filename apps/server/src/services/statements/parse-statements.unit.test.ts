import { bookingReference, findBookingReferences } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { MAX_XML_DEPTH, MAX_XML_ELEMENTS, parseCamt } from './parse-camt';
import { guessMapping, parseCsvAmount, parseCsvDate, parseCsvStatement, readCsvTable, tableShape } from './parse-csv';
import { readStatement } from './read-statement';
import { germanCamt, italianCamt } from './samples/camt053';
import { GERMAN_CSV_HEADER, germanCsv, ITALIAN_CSV_HEADER, italianCsv } from './samples/csv';
import { lineKey, MAX_STATEMENT_LINES } from './statement-line';

const bytes = (text: string) => new TextEncoder().encode(text);
const parseCamt1 = (xml: string) => parseCamt([xml]);
const reasonOf = (text: string) => {
  const read = readStatement(bytes(text));
  return read.kind === 'unreadable' ? read.reason : undefined;
};

describe('CAMT.053', () => {
  it('reads the credits of an Italian bank statement (camt.053.001.02) and ignores the debit', () => {
    const statement = parseCamt1(
      italianCamt([
        { amount: '240.00', payer: 'ROSSI MARIO', lines: [`Settimane estive ${bookingReference(123)}`], ref: 'IT-1' },
        // The bank split the reference over two remittance lines.
        { amount: '1234.5', payer: 'Bianchi Anna', lines: ['Iscrizione SPW-45', '6-' + bookingReference(456).slice(-2) + ' Luca'], ref: 'IT-2' },
      ]),
    );
    expect(statement.format).toBe('camt053');
    expect(statement.notCredits).toBe(1);
    expect(statement.lines.map(({ bookedOn, amount, payer }) => ({ bookedOn, amount, payer }))).toEqual([
      { bookedOn: '2026-07-01', amount: 240, payer: 'ROSSI MARIO' },
      { bookedOn: '2026-07-01', amount: 1234.5, payer: 'Bianchi Anna' },
    ]);
    expect(findBookingReferences(statement.lines[0]!.remittance!)).toEqual([123]);
    expect(findBookingReferences(statement.lines[1]!.remittance!)).toEqual([456]);
    expect(new Set(statement.lines.map((line) => line.key)).size).toBe(2);
    expect(statement.lines[0]!.key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives one line per transaction of a batch entry (camt.053.001.08, prefixed namespace, payer under Pty)', () => {
    const statement = parseCamt1(
      germanCamt(
        [
          { amount: '120.00', payer: 'Mueller Hans', lines: [bookingReference(7)] },
          { amount: '80.50', payer: 'Mu?ller Eva', lines: ['Sommerwochen Lena'] },
        ],
        { amount: '60.00', payer: 'Schoenherr Karl', lines: ['Anmeldung Paul'], date: '2026-07-04' },
      ),
    );
    expect(statement.notCredits).toBe(1);
    expect(statement.lines.map(({ bookedOn, amount, payer, remittance }) => ({ bookedOn, amount, payer, remittance }))).toEqual([
      { bookedOn: '2026-07-02', amount: 120, payer: 'Mueller Hans', remittance: bookingReference(7) },
      { bookedOn: '2026-07-02', amount: 80.5, payer: 'Mu?ller Eva', remittance: 'Sommerwochen Lena' },
      // No booking date: the value date; the structured creditor reference joins the text.
      { bookedOn: '2026-07-04', amount: 60, payer: 'Schoenherr Karl', remittance: 'Anmeldung Paul KD-4711' },
    ]);
    expect(new Set(statement.lines.map((line) => line.key)).size).toBe(3);
  });

  it('keeps the identity of a line across files, and tells identical entries without a bank reference apart', () => {
    const credit = { amount: '50.00', payer: 'Neri Paolo', lines: ['Quota'] };
    const once = parseCamt1(italianCamt([credit]));
    const twice = parseCamt1(italianCamt([credit, credit]));
    expect(twice.lines).toHaveLength(2);
    expect(twice.lines[0]!.key).toBe(once.lines[0]!.key);
    expect(twice.lines[1]!.key).not.toBe(twice.lines[0]!.key);
  });

  it('refuses a document type declaration (no entities are expanded) and XML that is no CAMT.053', () => {
    const withEntity = '<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document><BkToCstmrStmt/></Document>';
    expect(reasonOf(withEntity)).toBe('doctype');
    expect(reasonOf('<?xml version="1.0"?><Document><BkToCstmrDbtCdtNtfctn/></Document>')).toBe('not_a_statement');
    expect(reasonOf('<Document><BkToCstmrStmt></Stmt></Document>')).toBe('not_a_statement');
  });
});

describe('CAMT.053 limits and identity (issue 33)', () => {
  /** A statement whose one element below Stmt holds elements `levels` deep in all. */
  const nested = (levels: number) => `<Document><BkToCstmrStmt><Stmt>${'<x>'.repeat(levels - 3)}${'</x>'.repeat(levels - 3)}</Stmt></BkToCstmrStmt></Document>`;
  /** A statement of `count` elements in all. */
  const elements = (count: number) => `<Document><BkToCstmrStmt><Stmt>${'<Bal/>'.repeat(count - 3)}</Stmt></BkToCstmrStmt></Document>`;
  const debits = (count: number) =>
    `<Document><BkToCstmrStmt><Stmt>${'<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd></Ntry>'.repeat(count)}</Stmt></BkToCstmrStmt></Document>`;

  it('reads elements nested as deep as the limit and refuses one level more', () => {
    expect(readStatement(bytes(nested(MAX_XML_DEPTH))).kind).toBe('statement');
    expect(reasonOf(nested(MAX_XML_DEPTH + 1))).toBe('too_deep');
  });

  it('reads as many elements as the limit and refuses one more', () => {
    expect(readStatement(bytes(elements(MAX_XML_ELEMENTS))).kind).toBe('statement');
    expect(reasonOf(elements(MAX_XML_ELEMENTS + 1))).toBe('too_many_elements');
  });

  it('reads as many lines as the limit, debits included, and refuses one more', () => {
    const read = readStatement(bytes(debits(MAX_STATEMENT_LINES)));
    expect(read.kind === 'statement' && read.statement.notCredits).toBe(MAX_STATEMENT_LINES);
    expect(reasonOf(debits(MAX_STATEMENT_LINES + 1))).toBe('too_many_lines');
  });

  it('makes an amount above what a line holds unreadable, 99,999,999.99 still read', () => {
    const statement = parseCamt1(
      italianCamt([
        { amount: '99999999.99', payer: 'A', lines: ['fits'], ref: 'A-1' },
        { amount: '100000000', payer: 'B', lines: ['too much'], ref: 'A-2' },
        // Rounded to the cent it is 100,000,000.00.
        { amount: '99999999.995', payer: 'C', lines: ['too much'], ref: 'A-3' },
      ]),
    );
    expect(statement.lines.map((line) => line.amount)).toEqual([99_999_999.99]);
    expect(statement.unreadable).toEqual([
      { at: 2, text: '100000000 B too much' },
      { at: 3, text: '99999999.995 C too much' },
    ]);
  });

  it('gives entries of one bank reference keys of their own, the same on every read; the key by reference alone stays known', () => {
    const credits = [
      { amount: '30.00', payer: 'Rossi Mario', lines: ['Quota'], ref: 'SAME' },
      { amount: '45.00', payer: 'Rossi Mario', lines: ['Quota'], ref: 'SAME' },
      // Two identical transfers under that reference stay two lines, as identical entries without one do.
      { amount: '45.00', payer: 'Rossi Mario', lines: ['Quota'], ref: 'SAME' },
    ];
    const statement = parseCamt1(italianCamt(credits));
    expect(new Set(statement.lines.map((line) => line.key)).size).toBe(3);
    expect(parseCamt1(italianCamt(credits)).lines.map((line) => line.key)).toEqual(statement.lines.map((line) => line.key));
    expect(new Set(statement.lines.map((line) => line.legacy?.key))).toEqual(new Set([lineKey(['camt', 'IT60X0542811101000000123456', 'SAME', ''])]));
    expect(parseCamt1(italianCamt([{ ...credits[0]!, ref: undefined }])).lines[0]!.legacy).toBeUndefined();
  });
});

describe('CSV', () => {
  it('reads amounts with a comma or a point decimal and thousands separators, and signs', () => {
    expect(parseCsvAmount('1.234,50')).toBe(1234.5);
    expect(parseCsvAmount('1,234.50')).toBe(1234.5);
    expect(parseCsvAmount('-12,00')).toBe(-12);
    expect(parseCsvAmount('12,00-')).toBe(-12);
    expect(parseCsvAmount('+80,00 EUR')).toBe(80);
    expect(parseCsvAmount('240')).toBe(240);
    expect(parseCsvAmount('abc')).toBeUndefined();
    expect(parseCsvAmount('')).toBeUndefined();
  });

  it('reads dates as DD.MM.YYYY, YYYY-MM-DD and DD/MM/YYYY, never an impossible one', () => {
    expect(parseCsvDate('03.07.2026')).toBe('2026-07-03');
    expect(parseCsvDate('2026-07-03')).toBe('2026-07-03');
    expect(parseCsvDate('03/07/2026')).toBe('2026-07-03');
    expect(parseCsvDate('03.07.26')).toBe('2026-07-03');
    expect(parseCsvDate('31.02.2026')).toBeUndefined();
    expect(parseCsvDate('Kontostand')).toBeUndefined();
  });

  it('reads an Italian export: semicolons, decimal comma, DD/MM/YYYY; debits ignored, identical transfers stay two', () => {
    const text = italianCsv([
      { date: '01/07/2026', amount: '240,00', payer: 'Rossi Mario', text: `Iscrizione ${bookingReference(123)}` },
      { date: '01/07/2026', amount: '-45,90', payer: 'Cartoleria', text: 'Materiale' },
      { date: '02/07/2026', amount: '50,00', payer: 'Neri Paolo', text: 'Quota; luglio' },
      { date: '02/07/2026', amount: '50,00', payer: 'Neri Paolo', text: 'Quota; luglio' },
    ]);
    const read = readStatement(bytes(text));
    if (read.kind !== 'csv') throw new Error('expected a CSV');
    expect(read.table.separator).toBe(';');
    expect(read.table.header).toEqual({ line: 1, cells: ITALIAN_CSV_HEADER });
    const mapping = guessMapping(read.table);
    expect(mapping).toEqual({ date: 0, amount: 2, payer: 4, text: 5, reference: null });
    const statement = parseCsvStatement(read.table, { ...mapping, reference: null } as never);
    expect(statement.notCredits).toBe(1);
    expect(statement.lines.map(({ bookedOn, amount, payer, remittance }) => ({ bookedOn, amount, payer, remittance }))).toEqual([
      { bookedOn: '2026-07-01', amount: 240, payer: 'Rossi Mario', remittance: `Iscrizione ${bookingReference(123)}` },
      { bookedOn: '2026-07-02', amount: 50, payer: 'Neri Paolo', remittance: 'Quota; luglio' },
      { bookedOn: '2026-07-02', amount: 50, payer: 'Neri Paolo', remittance: 'Quota; luglio' },
    ]);
    expect(statement.lines[1]!.key).not.toBe(statement.lines[2]!.key);
    // The same file again gives the same keys.
    expect(parseCsvStatement(read.table, mapping as never).lines.map((line) => line.key)).toEqual(statement.lines.map((line) => line.key));
  });

  it('reads a German export in Windows-1252 with lines above the header, 1.234,50 and DD.MM.YYYY', () => {
    const text = germanCsv([
      { date: '02.07.2026', amount: '1.234,50', payer: 'Müller Hans', text: 'Sommerwochen SPW 7' + bookingReference(7).slice(-3) },
      { date: '03.07.2026', amount: '-12,00', payer: 'Bank', text: 'Kontoführung' },
    ]);
    const latin1 = Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    const read = readStatement(latin1);
    if (read.kind !== 'csv') throw new Error('expected a CSV');
    expect(read.table.header).toEqual({ line: 4, cells: GERMAN_CSV_HEADER });
    expect(tableShape(read.table)).toBe(tableShape({ ...read.table, header: { line: 1, cells: GERMAN_CSV_HEADER.map((cell) => ` ${cell.toUpperCase()} `) } }));
    const mapping = { date: 0, amount: 4, payer: 2, text: 3, reference: null };
    expect(guessMapping(read.table)).toEqual(mapping);
    const statement = parseCsvStatement(read.table, mapping);
    expect(statement.lines.map(({ amount, payer }) => ({ amount, payer }))).toEqual([{ amount: 1234.5, payer: 'Müller Hans' }]);
    expect(findBookingReferences(statement.lines[0]!.remittance!)).toEqual([7]);
    expect(statement.notCredits).toBe(1);
    // The balance line at the end is no transfer, and not unreadable either.
    expect(statement.balances).toBe(1);
    expect(statement.unreadable).toEqual([]);
  });

  it('detects a comma and a tab separator with quoted fields holding separators and line breaks', () => {
    const comma = readCsvTable('Date,Amount,Name,Description\n2026-07-01,"1,234.50","Doe, John","two\nlines"\n');
    expect(comma?.separator).toBe(',');
    expect(comma?.rows).toEqual([{ line: 2, cells: ['2026-07-01', '1,234.50', 'Doe, John', 'two\nlines'] }]);
    const tab = readCsvTable('Datum\tBetrag\tName\tText\n01.07.2026\t10,00\tA\tB\n');
    expect(tab?.separator).toBe('\t');
  });

  it('reads as many rows as the limit below the header and refuses one more', () => {
    const rows = (count: number) => ['Datum;Betrag;Name;Text', ...Array.from({ length: count }, (_, index) => `01.07.2026;1,00;Name ${index};Text`)].join('\n');
    const read = readStatement(bytes(rows(MAX_STATEMENT_LINES)));
    expect(read.kind === 'csv' && read.table.rows.length).toBe(MAX_STATEMENT_LINES);
    expect(reasonOf(rows(MAX_STATEMENT_LINES + 1))).toBe('too_many_lines');
  });

  it('makes a row whose amount a line cannot hold unreadable', () => {
    const table = readCsvTable(italianCsv([
      { date: '01/07/2026', amount: '99.999.999,99', payer: 'A', text: 'fits' },
      { date: '01/07/2026', amount: '100.000.000,00', payer: 'B', text: 'too much' },
    ]))!;
    const statement = parseCsvStatement(table, { date: 0, amount: 2, payer: 4, text: 5, reference: null });
    expect(statement.lines.map((line) => line.amount)).toEqual([99_999_999.99]);
    expect(statement.unreadable).toEqual([{ at: 3, text: '01/07/2026;01/07/2026;100.000.000,00;EUR;B;too much' }]);
  });

  it('refuses a file that is neither: a PDF, plain prose, a CSV without rows', () => {
    expect(reasonOf('%PDF-1.4\n\u0000\u0001binary')).toBe('not_a_statement');
    expect(reasonOf('Dear office, I paid.\nRegards')).toBe('not_a_statement');
    expect(reasonOf('Datum;Betrag;Name;Text\n')).toBe('empty_csv');
  });
});
