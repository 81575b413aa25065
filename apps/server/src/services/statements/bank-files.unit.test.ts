import { bookingReference } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { guessMapping, parseCsvAmount, parseCsvStatement, withHeaderRow, type CsvTable } from './parse-csv';
import { readStatement, type StatementReading } from './read-statement';
import {
  creditAgricoleCsv,
  CREDIT_AGRICOLE_HEADER,
  easybankCsv,
  finecoCsv,
  FINECO_HEADER,
  intesaCsv,
  INTESA_HEADER,
  raiffeisenCsv,
  sparkasseCsv,
  SPARKASSE_HEADER,
  swissCsv,
  type BankRow,
} from './samples/bank-csv';
import { austrianCamt052, italianCamt, type SampleCredit } from './samples/camt053';
import { zipOf } from './samples/zip';
import { MAX_ZIP_BYTES } from './read-zip';

/**
 * Bank files as banks write them (issue 38, item 5): each shape of export read whole, its columns guessed,
 * its pending, balance and debit rows left out, nothing of a transfer lost.
 */

const bytes = (text: string) => new TextEncoder().encode(text);
const tableOf = (text: string): CsvTable => {
  const read = readStatement(bytes(text));
  if (read.kind !== 'csv') throw new Error(`expected a CSV, got ${JSON.stringify(read)}`);
  return read.table;
};
const refusal = (read: StatementReading) => (read.kind === 'unreadable' ? { reason: read.reason, limit: read.limit, currency: read.currency } : undefined);
const camtOf = (read: StatementReading) => {
  if (read.kind !== 'statement') throw new Error(`expected a statement, got ${JSON.stringify(read)}`);
  return read.statement;
};
const summary = (lines: { bookedOn: string; amount: number; payer: string | null; references: number[] }[]) =>
  lines.map(({ bookedOn, amount, payer, references }) => ({ bookedOn, amount, payer, references }));

const REF = bookingReference(4711);
const transfers: BankRow[] = [
  { date: '01/07/2026', amount: '240,00', payer: 'HOFER LUKAS', text: `Settimane estive ${REF} Lukas` },
  { date: '02/07/2026', amount: '-45,90', payer: 'Cartoleria', text: 'Materiale' },
  { date: '03/07/2026', amount: '1.234,50', payer: "D'ANGELO MARIA", text: 'Iscrizione Sara e Luca' },
  { date: '04/07/2026', amount: '80,00', payer: 'NERI PAOLO', text: 'Quota luglio', pending: true },
];

describe('Italian exports with an account block above the header, every line padded', () => {
  it("Intesa Sanpaolo: the header below the block, the payer in the details, 'Non contabilizzato' left out", () => {
    const table = tableOf(intesaCsv(transfers));
    expect(table.header).toEqual({ line: 7, cells: INTESA_HEADER });
    expect(table.rows[0]!.line).toBe(8);
    expect(guessMapping(table)).toEqual({ date: 0, amount: 7, payer: null, text: 2, reference: null });
    const statement = parseCsvStatement(table, { date: 0, amount: 7, payer: null, text: 2, reference: null });
    expect(summary(statement.lines)).toEqual([
      { bookedOn: '2026-07-01', amount: 240, payer: null, references: [4711] },
      { bookedOn: '2026-07-03', amount: 1234.5, payer: null, references: [] },
    ]);
    expect(statement.lines[0]!.remittance).toBe(`Bonifico da HOFER LUKAS per Settimane estive ${REF} Lukas`);
    expect(statement).toMatchObject({ notCredits: 1, pending: 1, balances: 0, unreadable: [] });
  });

  it('Fineco: credits in Entrate, the whole description, Autorizzato left out, a debit row is no unreadable row', () => {
    const table = tableOf(finecoCsv(transfers));
    expect(table.header?.cells).toEqual(FINECO_HEADER);
    const mapping = guessMapping(table);
    expect(mapping).toEqual({ date: 0, amount: 2, payer: null, text: 5, reference: null });
    const statement = parseCsvStatement(table, { ...mapping, date: 0, amount: 2, text: 5 });
    expect(summary(statement.lines)).toEqual([
      { bookedOn: '2026-07-01', amount: 240, payer: null, references: [4711] },
      { bookedOn: '2026-07-03', amount: 1234.5, payer: null, references: [] },
    ]);
    expect(statement).toMatchObject({ notCredits: 1, pending: 1, unreadable: [] });
  });

  it("Crédit Agricole: credits in Avere; the opening and closing balance rows are not imported", () => {
    const table = tableOf(creditAgricoleCsv(transfers.filter((row) => !row.pending)));
    expect(table.header?.cells).toEqual(CREDIT_AGRICOLE_HEADER);
    const mapping = guessMapping(table);
    expect(mapping).toEqual({ date: 0, amount: 4, payer: null, text: 2, reference: null });
    const statement = parseCsvStatement(table, { ...mapping, date: 0, amount: 4, text: 2 });
    expect(summary(statement.lines).map((line) => line.amount)).toEqual([240, 1234.5]);
    expect(statement).toMatchObject({ notCredits: 1, balances: 2, unreadable: [] });
  });
});

describe('a German savings bank export', () => {
  it('takes Betrag, never the original amount of a direct debit; the end-to-end column as reference; vorgemerkt left out', () => {
    const rows = [
      { date: '01.07.26', amount: '240,00', payer: 'Hofer Lukas', text: 'Sommerwochen Lukas', endToEnd: REF },
      { date: '02.07.26', amount: '-19,99', payer: 'Telefon AG', text: 'Rechnung 07/2026' },
      { date: '03.07.26', amount: '80,00', payer: 'Neri Paolo', text: 'Quota', pending: true },
    ];
    const table = tableOf(sparkasseCsv(rows));
    expect(table.header?.cells).toEqual(SPARKASSE_HEADER);
    expect(table.currencyColumn).toBe(15);
    const mapping = guessMapping(table);
    expect(mapping).toEqual({ date: 1, amount: 14, payer: 11, text: 4, reference: 7 });
    const statement = parseCsvStatement(table, { ...mapping, date: 1, amount: 14, text: 4 });
    expect(summary(statement.lines)).toEqual([{ bookedOn: '2026-07-01', amount: 240, payer: 'Hofer Lukas', references: [4711] }]);
    expect(statement).toMatchObject({ notCredits: 1, pending: 1, unreadable: [] });
  });

  it('shows no NOTPROVIDED of a reference column, and keeps the key the line had with it', () => {
    const table = tableOf(sparkasseCsv([{ date: '01.07.26', amount: '50,00', payer: 'Neri Paolo', text: 'Quota' }]));
    const [line] = parseCsvStatement(table, { date: 1, amount: 14, payer: 11, text: 4, reference: 7 }).lines;
    expect(line!.remittance).toBe('Quota');
    // Lines imported before issue 38 were known with the reference column's text in their key.
    const [before] = parseCsvStatement({ ...table, rows: table.rows.map((row) => ({ ...row, cells: row.cells.map((cell, index) => (index === 4 ? 'Quota\nNOTPROVIDED' : cell)) })) }, { date: 1, amount: 14, payer: 11, text: 4, reference: null }).lines;
    expect(line!.key).toBe(before!.key);
  });
});

describe('files without a header row', () => {
  const austrian: BankRow[] = [
    { date: '01.07.2026', amount: '+240,00', payer: 'Hofer Maria', text: `Gutschrift SEPA ${REF}` },
    { date: '02.07.2026', amount: '-12,00', payer: 'Bank', text: 'Kontoführung' },
    { date: '03.07.2026', amount: '+95,50', payer: 'Gruber Anna', text: 'Gutschrift SEPA Sommerwoche' },
  ];

  it('Raiffeisen (Austria): no row is taken as a header, so the first transfer is read; the payer is in the text', () => {
    const table = tableOf(raiffeisenCsv(austrian));
    expect(table.header).toBeNull();
    expect(table.width).toBe(6);
    expect(table.rows.map((row) => row.line)).toEqual([1, 2, 3]);
    const mapping = guessMapping(table);
    expect(mapping).toEqual({ date: 0, amount: 3, payer: null, text: 1, reference: null });
    const statement = parseCsvStatement(table, { ...mapping, date: 0, amount: 3, text: 1 });
    expect(summary(statement.lines)).toEqual([
      { bookedOn: '2026-07-01', amount: 240, payer: null, references: [4711] },
      { bookedOn: '2026-07-03', amount: 95.5, payer: null, references: [] },
    ]);
    expect(statement.lines[1]!.remittance).toBe('Gutschrift SEPA Sommerwoche Gruber Anna');
  });

  it('easybank: the same, with the account first and the text in parts', () => {
    const table = tableOf(easybankCsv(austrian));
    expect(table.header).toBeNull();
    expect(guessMapping(table)).toEqual({ date: 2, amount: 4, payer: null, text: 1, reference: null });
    const statement = parseCsvStatement(table, { date: 2, amount: 4, payer: null, text: 1, reference: null });
    expect(statement.lines.map((line) => line.amount)).toEqual([240, 95.5]);
  });

  it('reads a file with or without its first row as staff choose, against what was detected', () => {
    const table = tableOf(raiffeisenCsv(austrian));
    expect(withHeaderRow(table, true).header?.cells[0]).toBe('01.07.2026');
    expect(withHeaderRow(table, true).rows).toHaveLength(2);
    const headed = tableOf(intesaCsv(transfers));
    expect(withHeaderRow(headed, false).rows[0]).toEqual(headed.header);
    expect(withHeaderRow(headed, true)).toBe(headed);
  });
});

describe('amounts, currencies and unreadable rows', () => {
  it("reads Swiss grouping, 3'456.54 and 3’456.54, in a euro account's credit column", () => {
    expect(parseCsvAmount("3'456.54")).toBe(3456.54);
    expect(parseCsvAmount('3’456.54')).toBe(3456.54);
    expect(parseCsvAmount("-1'234'567.80")).toBe(-1234567.8);
    expect(parseCsvAmount('CHF 12.50')).toBe(12.5);
    const table = tableOf(swissCsv([{ date: '01.07.2026', amount: "3'456.54", payer: 'Hofer Lukas', text: `Sommerwochen ${REF}` }, { date: '02.07.2026', amount: '1’200.00', payer: 'Gruber', text: 'Anmeldung' }]));
    const mapping = guessMapping(table);
    expect(mapping).toEqual({ date: 0, amount: 2, payer: null, text: 1, reference: null });
    expect(parseCsvStatement(table, { ...mapping, date: 0, amount: 2, text: 1 }).lines.map((line) => line.amount)).toEqual([3456.54, 1200]);
  });

  it('refuses a CSV whose transfers are in another currency, by its currency column or the header', () => {
    expect(refusal(readStatement(bytes(intesaCsv(transfers, 'USD'))))).toEqual({ reason: 'other_currency', limit: undefined, currency: 'USD' });
    expect(refusal(readStatement(bytes(swissCsv([{ date: '01.07.2026', amount: "3'456.54", payer: 'A', text: 'B' }], 'CHF'))))).toMatchObject({ reason: 'other_currency', currency: 'CHF' });
    // A transfer in another currency within a euro account's file is left out, not the file.
    const table = tableOf(intesaCsv(transfers).replace(/;EUR;240,00/, ';USD;240,00'));
    expect(parseCsvStatement(table, { date: 0, amount: 7, payer: null, text: 2, reference: null }).notCredits).toBe(2);
  });

  it('lists every unreadable row with its line and text, never only a count', () => {
    const table = tableOf(intesaCsv([...transfers, { date: '31/06/2026', amount: '10,00', payer: 'X', text: 'impossible date' }, { date: '05/07/2026', amount: 'dieci', payer: 'Y', text: 'no amount' }]));
    // A few broken dates do not keep the date column from being guessed.
    expect(guessMapping({ ...table, rows: table.rows.slice(-2) }).date).toBe(0);
    const statement = parseCsvStatement(table, { date: 0, amount: 7, payer: null, text: 2, reference: null });
    expect(statement.unreadable).toEqual([
      { at: 12, text: '31/06/2026;Bonifico a vostro favore;Bonifico da X per impossible date;Conto 1000/00012345;Contabilizzato;Entrate varie;EUR;10,00' },
      { at: 13, text: '05/07/2026;Bonifico a vostro favore;Bonifico da Y per no amount;Conto 1000/00012345;Contabilizzato;Entrate varie;EUR;dieci' },
    ]);
  });
});

describe('CAMT as banks write it', () => {
  it('gives an entry without booking or value date the statement\'s day', () => {
    const statement = camtOf(readStatement(bytes(italianCamt([{ amount: '50.00', payer: 'Neri Paolo', lines: ['Quota'], date: null, ref: 'ND-1' }], '2026-07-05'))));
    expect(statement.lines.map((line) => line.bookedOn)).toEqual(['2026-07-05']);
    // Without a period: the day the statement was made.
    expect(camtOf(readStatement(bytes(italianCamt([{ amount: '50.00', payer: 'Neri Paolo', lines: ['Quota'], date: null }])))).lines[0]!.bookedOn).toBe('2026-07-02');
  });

  it('reads a reference from the end-to-end id and from Strd/AddtlRmtInf, whose text is shown', () => {
    const statement = camtOf(
      readStatement(
        bytes(
          italianCamt([
            { amount: '240.00', payer: 'Hofer Lukas', lines: ['Sommerwochen'], endToEnd: REF, ref: 'E2E-1' },
            { amount: '120.00', payer: 'Gruber Anna', lines: [], additional: `Anmeldung ${bookingReference(77)} Anna`, ref: 'ADD-1' },
            { amount: '10.00', payer: 'Neri', lines: ['Spende'], endToEnd: 'INV-2026-0042', ref: 'E2E-2' },
          ]),
        ),
      ),
    );
    expect(statement.lines.map(({ references, remittance }) => ({ references, remittance }))).toEqual([
      { references: [4711], remittance: `Sommerwochen ${REF}` },
      { references: [77], remittance: `Anmeldung ${bookingReference(77)} Anna` },
      { references: [], remittance: 'Spende' },
    ]);
  });

  it('finds a reference the bank cut inside its check digits over two remittance lines', () => {
    const statement = camtOf(readStatement(bytes(italianCamt([{ amount: '240.00', payer: 'Hofer', lines: [`Iscrizione ${REF.slice(0, -1)}`, `${REF.slice(-1)} Lukas`] }]))));
    expect(statement.lines[0]!.references).toEqual([4711]);
  });

  it('reads a camt.052 intraday report: booked entries, pending ones counted and left out', () => {
    const statement = camtOf(
      readStatement(
        bytes(
          austrianCamt052([
            { amount: '240.00', payer: 'Hofer Maria', lines: [REF], ref: 'AT-1', date: '2026-07-03' },
            { amount: '80.00', payer: 'Gruber Anna', lines: ['Sommerwoche'], ref: 'AT-2', pending: true },
          ]),
        ),
      ),
    );
    expect(statement.format).toBe('camt052');
    expect(summary(statement.lines)).toEqual([{ bookedOn: '2026-07-03', amount: 240, payer: 'Hofer Maria', references: [4711] }]);
    expect(statement.pending).toBe(1);
  });

  it('reads the CAMT files of a ZIP as one statement, and gives a line the key it has in its own file', () => {
    const day1: SampleCredit = { amount: '240.00', payer: 'Hofer Maria', lines: [REF], ref: 'Z-1', date: '2026-07-01' };
    const day2: SampleCredit = { amount: '95.50', payer: 'Gruber Anna', lines: ['Sommerwoche'], ref: 'Z-2', date: '2026-07-02' };
    const zip = zipOf([
      { name: '2026-07-01.xml', content: italianCamt([day1]) },
      { name: 'readme.txt', content: 'Kontoauszüge Juli', stored: true },
      { name: 'statements/2026-07-02.XML', content: italianCamt([day2]), stored: true },
    ]);
    const statement = camtOf(readStatement(zip));
    expect(statement.format).toBe('camt053');
    expect(statement.lines.map((line) => [line.bookedOn, line.amount])).toEqual([
      ['2026-07-01', 240],
      ['2026-07-02', 95.5],
    ]);
    expect(statement.notCredits).toBe(2);
    expect(statement.lines[1]!.key).toBe(camtOf(readStatement(bytes(italianCamt([day2])))).lines[0]!.key);
  });

  it('refuses a ZIP without a statement, a broken or encrypted one, and one unpacking beyond its limit', () => {
    expect(refusal(readStatement(zipOf([{ name: 'a.txt', content: 'hello' }])))).toMatchObject({ reason: 'zip_without_statement' });
    const zip = zipOf([{ name: 'a.xml', content: italianCamt([]) }]);
    expect(refusal(readStatement(zip.subarray(0, zip.length - 30)))).toMatchObject({ reason: 'zip_unreadable' });
    const encrypted = Buffer.from(zip);
    encrypted.writeUInt16LE(0x801, 6);
    encrypted.writeUInt16LE(0x801, encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8);
    expect(refusal(readStatement(encrypted))).toMatchObject({ reason: 'zip_unreadable' });
    // 60 MB of spaces pack into a few KB.
    const bomb = zipOf([{ name: 'a.xml', content: `<Document>${' '.repeat(60 * 1024 * 1024)}</Document>` }]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(refusal(readStatement(bomb))).toEqual({ reason: 'zip_too_large', limit: MAX_ZIP_BYTES / (1024 * 1024), currency: undefined });
    // A ZIP of something else than XML inside is no statement either.
    expect(refusal(readStatement(zipOf([{ name: 'a.xml', content: 'Datum;Betrag;Text\n01.07.2026;1,00;x' }])))).toMatchObject({ reason: 'zip_without_statement' });
  });
});
