/**
 * CSV exports in the shapes Italian, German, Austrian and Swiss banks write them (issue 38), written for the
 * tests (invented accounts, names and amounts; no real data). Each takes the transfers to list; a transfer's
 * `date` is written as that bank writes dates, its `amount` signed as that bank signs it.
 */

export interface BankRow {
  /** DD/MM/YYYY or DD.MM.YYYY, as the bank writes it. */
  date: string;
  /** As the bank writes it: `240,00`, `-45,90`, `+240,00`, `3'456.54`. */
  amount: string;
  payer: string;
  text: string;
  /** Not booked yet by the bank: the export's status column says so. */
  pending?: boolean;
}

const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
/** Every line with as many cells as the widest, as Italian banks pad their exports. */
const padded = (rows: string[][]) => {
  const width = Math.max(...rows.map((row) => row.length));
  return rows.map((row) => [...row, ...Array.from({ length: width - row.length }, () => '')].join(';')).join('\r\n');
};
const isDebit = (row: BankRow) => row.amount.trim().startsWith('-');
const unsigned = (amount: string) => amount.trim().replace(/^[-+]/, '');

/**
 * Intesa Sanpaolo's movement list: an account block above the header, every line padded to eight cells, one
 * signed amount column, a currency column (`Valuta`) and a booking status (`Contabilizzazione`). The payer
 * stands in the details.
 */
export const INTESA_HEADER = ['Data', 'Operazione', 'Dettagli', 'Conto o carta', 'Contabilizzazione', 'Categoria', 'Valuta', 'Importo'];
export function intesaCsv(rows: BankRow[], currency = 'EUR'): string {
  return padded([
    ['Intesa Sanpaolo - Lista movimenti'],
    ['Conto corrente', 'IT60X0306911101100000012345'],
    ['Intestatario', 'ASSOCIAZIONE SETTIMANE ESTIVE APS'],
    ['Periodo', '01/07/2026 - 31/07/2026'],
    ['Saldo contabile al 30/06/2026', '', '', '', '', '', currency, '12.345,67'],
    [],
    INTESA_HEADER,
    ...rows.map((row) => [
      row.date,
      isDebit(row) ? 'Pagamento' : 'Bonifico a vostro favore',
      isDebit(row) ? row.text : `Bonifico da ${row.payer} per ${row.text}`,
      'Conto 1000/00012345',
      row.pending ? 'Non contabilizzato' : 'Contabilizzato',
      isDebit(row) ? 'Spese varie' : 'Entrate varie',
      currency,
      row.amount,
    ]),
  ]);
}

/**
 * Fineco's export: a few lines about the account above the header, credits and debits in two columns
 * (`Entrate`, `Uscite`), a short description and the whole one, and the status (`Autorizzato` until booked).
 */
export const FINECO_HEADER = ['Data_Operazione', 'Data_Valuta', 'Entrate', 'Uscite', 'Descrizione', 'Descrizione_Completa', 'Stato', 'Moneymap'];
export function finecoCsv(rows: BankRow[]): string {
  return padded([
    ['Conto Corrente: 1234567'],
    ['Intestazione Conto Corrente: ASSOCIAZIONE SETTIMANE ESTIVE'],
    ['Periodo Dal: 01/07/2026 Al: 31/07/2026'],
    [],
    FINECO_HEADER,
    ...rows.map((row) => [
      row.date,
      row.date,
      isDebit(row) ? '' : unsigned(row.amount),
      isDebit(row) ? row.amount : '',
      isDebit(row) ? 'Pagamento' : 'Bonifico SEPA Italia',
      isDebit(row) ? row.text : `Ord: ${row.payer} Ben: Associazione Settimane Estive Dati Accredito: ${row.text}`,
      row.pending ? 'Autorizzato' : 'Contabilizzato',
      isDebit(row) ? 'Altre uscite' : 'Altre entrate',
    ]),
  ]);
}

/**
 * Crédit Agricole Italia's export: debits and credits in `Dare` and `Avere`, the opening and closing balance
 * as rows of the table (a date and an amount, the label in the description), the payer in the description.
 */
export const CREDIT_AGRICOLE_HEADER = ['Data operazione', 'Data valuta', 'Descrizione', 'Dare', 'Avere', 'Causale ABI'];
export function creditAgricoleCsv(rows: BankRow[]): string {
  return padded([
    ['Crédit Agricole Italia', 'Estratto conto', 'IT12A0623012345000012345678'],
    [],
    CREDIT_AGRICOLE_HEADER,
    ['01/07/2026', '01/07/2026', 'Saldo iniziale', '', '12.000,00', ''],
    ...rows.map((row) => [
      row.date,
      row.date,
      isDebit(row) ? row.text : `BONIFICO A VOSTRO FAVORE ${row.payer} ${row.text}`,
      isDebit(row) ? unsigned(row.amount) : '',
      isDebit(row) ? '' : unsigned(row.amount),
      isDebit(row) ? '26' : '48',
    ]),
    ['31/07/2026', '31/07/2026', 'Saldo finale', '', '12.845,67', ''],
  ]);
}

/**
 * A German savings bank's CSV-CAMT export: quoted cells, two-digit years, a mandate and an original amount of
 * direct debits beside the amount, the payer and the end-to-end reference in columns of their own, and the
 * status in `Info` (`Umsatz vorgemerkt` until booked).
 */
export const SPARKASSE_HEADER = [
  'Auftragskonto',
  'Buchungstag',
  'Valutadatum',
  'Buchungstext',
  'Verwendungszweck',
  'Glaeubiger ID',
  'Mandatsreferenz',
  'Kundenreferenz (End-to-End)',
  'Sammlerreferenz',
  'Lastschrift Ursprungsbetrag',
  'Auslagenersatz Ruecklastschrift',
  'Beguenstigter/Zahlungspflichtiger',
  'Kontonummer/IBAN',
  'BIC (SWIFT-Code)',
  'Betrag',
  'Waehrung',
  'Info',
];
export function sparkasseCsv(rows: (BankRow & { endToEnd?: string })[]): string {
  return [
    SPARKASSE_HEADER.map(quote).join(';'),
    ...rows.map((row) =>
      [
        'DE02120300000000202051',
        row.date,
        row.date,
        isDebit(row) ? 'FOLGELASTSCHRIFT' : 'GUTSCHR. UEBERWEISUNG',
        row.text,
        isDebit(row) ? 'DE98ZZZ09999999999' : '',
        isDebit(row) ? 'MANDAT-4711' : '',
        row.endToEnd ?? 'NOTPROVIDED',
        '',
        isDebit(row) ? unsigned(row.amount) : '',
        '',
        row.payer,
        'DE44500105175407324931',
        'INGDDEFFXXX',
        row.amount,
        'EUR',
        row.pending ? 'Umsatz vorgemerkt' : 'Umsatz gebucht',
      ]
        .map(quote)
        .join(';'),
    ),
  ].join('\n');
}

/**
 * An Austrian Raiffeisen bank's export: no header row; booking date, the text (the payer's name in it), value
 * date, signed amount, currency and a time stamp.
 */
export function raiffeisenCsv(rows: BankRow[]): string {
  return rows.map((row) => [row.date, quote(`${row.text} ${row.payer}`), row.date, row.amount, 'EUR', `${row.date} 10:15:30:123`].join(';')).join('\r\n');
}

/** easybank's export: no header row; the account, the text (its parts between bars), booking and value date, signed amount, currency. */
export function easybankCsv(rows: BankRow[]): string {
  return rows.map((row) => ['AT483200000012345864', `Gutschrift Überweisung|${row.payer}|${row.text}`, row.date, row.date, row.amount, 'EUR'].join(';')).join('\n');
}

/**
 * A Swiss bank's euro account: amounts grouped with apostrophes (`3'456.54`, typographic `3’456.54` in newer
 * exports), credits and debits in two columns named with their currency, a running balance, no payer column.
 */
export function swissCsv(rows: BankRow[], currency = 'EUR'): string {
  return [
    `Buchungsdatum;Avisierungstext;Gutschrift in ${currency};Lastschrift in ${currency};Valuta;Saldo in ${currency}`,
    ...rows.map((row) =>
      [row.date, `${row.text} ${row.payer}`, isDebit(row) ? '' : unsigned(row.amount), isDebit(row) ? unsigned(row.amount) : '', row.date, "12'345.67"].join(';'),
    ),
  ].join('\n');
}
