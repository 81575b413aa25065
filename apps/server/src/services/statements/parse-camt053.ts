import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { cleanText, isoDate, lineKey, toCents, type ParsedLine, type ParsedStatement } from './statement-line';

/**
 * CAMT.053 (ISO 20022 BkToCstmrStmt, versions .001.02 to .001.08), as Italian and German banks export account
 * statements. Only booked credits in euro become lines; an entry of several transactions (a batch booking) gives
 * one line per transaction. Decision 023 describes what is read where.
 */

type Node = Record<string, unknown>;

export class NotCamt053Error extends Error {}
/** A document type declaration could define entities (XXE, entity expansion): such a file is refused whole. */
export class XmlDoctypeError extends Error {}

// Every element as an array, so one path reads a repeated and a single element alike; values stay text.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  processEntities: true,
  htmlEntities: false,
});

const nodes = (from: unknown[], name: string): unknown[] =>
  from.flatMap((node) => (node !== null && typeof node === 'object' && Array.isArray((node as Node)[name]) ? ((node as Node)[name] as unknown[]) : []));
/** Every node at the path below the given ones (`all([tx], 'RmtInf', 'Ustrd')`). */
const all = (from: unknown[], ...path: string[]): unknown[] => path.reduce(nodes, from);
const textOf = (node: unknown): string | undefined => {
  const value = node !== null && typeof node === 'object' ? (node as Node)['#text'] : node;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;
};
/** The text of the first element found, trying the paths in order. */
function first(from: unknown[], ...paths: string[][]): string | undefined {
  for (const path of paths) {
    for (const node of all(from, ...path)) {
      const text = textOf(node);
      if (text) return text;
    }
  }
  return undefined;
}
const currencyOf = (from: unknown[], path: string[]) => {
  const [node] = all(from, ...path);
  return node !== null && typeof node === 'object' ? String((node as Node)['@Ccy'] ?? 'EUR') : 'EUR';
};

/** 'NOTPROVIDED' is what a bank writes where the payer's system gave no end-to-end reference. */
const realReference = (text: string | undefined) => (text && text.toUpperCase() !== 'NOTPROVIDED' ? text : undefined);

function readDate(entry: unknown[]): string | undefined {
  const text = first(entry, ['BookgDt', 'Dt'], ['BookgDt', 'DtTm'], ['ValDt', 'Dt'], ['ValDt', 'DtTm']);
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? '');
  return parts ? isoDate(Number(parts[1]), Number(parts[2]), Number(parts[3])) : undefined;
}

/** A CAMT amount: digits with a point decimal, at most five decimals (ISO 20022 ActiveOrHistoricCurrencyAndAmount). */
function readAmount(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,18}(\.\d{1,5})?$/.test(text)) return undefined;
  return toCents(Number(text)) / 100;
}

function remittanceOf(tx: unknown[], entry: unknown[]): string | null {
  const unstructured = all(tx, 'RmtInf', 'Ustrd').map(textOf).filter(Boolean);
  const structured = all(tx, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref').map(textOf).filter(Boolean);
  // A reference the bank split over two Ustrd lines is joined with a line break, which the reference search reads through.
  const text = [...unstructured, ...structured].join('\n');
  return cleanText(text) ?? cleanText(first(tx, ['AddtlTxInf']) ?? first(entry, ['AddtlNtryInf']));
}

export function parseCamt053(xml: string): ParsedStatement {
  if (/<!DOCTYPE/i.test(xml)) throw new XmlDoctypeError();
  if (XMLValidator.validate(xml) !== true) throw new NotCamt053Error();
  const document = parser.parse(xml) as Node;
  const statements = all([document], 'Document', 'BkToCstmrStmt', 'Stmt');
  if (all([document], 'Document', 'BkToCstmrStmt').length === 0) throw new NotCamt053Error();

  const lines: ParsedLine[] = [];
  let notCredits = 0;
  let unreadable = 0;
  // Entries without any bank reference are told apart by their order among identical ones, as CSV rows are.
  const occurrences = new Map<string, number>();
  for (const statement of statements) {
    const account = first([statement], ['Acct', 'Id', 'IBAN'], ['Acct', 'Id', 'Othr', 'Id']) ?? '';
    for (const entryNode of all([statement], 'Ntry')) {
      const entry = [entryNode];
      const status = first(entry, ['Sts', 'Cd'], ['Sts']);
      // Pending entries are not on the account yet and come again once booked.
      if (status && status.toUpperCase() !== 'BOOK') continue;
      const bookedOn = readDate(entry);
      const entryReference = first(entry, ['AcctSvcrRef']) ?? first(entry, ['NtryRef']);
      const details = all(entry, 'NtryDtls', 'TxDtls');
      const batch = details.length > 1;
      const transactions = details.length > 0 ? details : [undefined];
      for (const [index, detail] of transactions.entries()) {
        const tx = detail === undefined ? [] : [detail];
        const indicator = (first(tx, ['CdtDbtInd']) ?? first(entry, ['CdtDbtInd']) ?? '').toUpperCase();
        const amountPath = batch ? (first(tx, ['Amt']) ? ['Amt'] : ['AmtDtls', 'TxAmt', 'Amt']) : null;
        const currency = amountPath ? currencyOf(tx, amountPath) : currencyOf(entry, ['Amt']);
        if (indicator !== 'CRDT' || currency !== 'EUR') {
          notCredits += 1;
          continue;
        }
        const amount = readAmount(batch ? first(tx, ['Amt'], ['AmtDtls', 'TxAmt', 'Amt'], ['AmtDtls', 'InstdAmt', 'Amt']) : first(entry, ['Amt']));
        if (bookedOn === undefined || amount === undefined || amount <= 0) {
          unreadable += 1;
          continue;
        }
        const payer = cleanText(first(tx, ['RltdPties', 'Dbtr', 'Nm'], ['RltdPties', 'Dbtr', 'Pty', 'Nm'], ['RltdPties', 'DbtrAcct', 'Nm']));
        const remittance = remittanceOf(tx, entry);
        const txReference =
          first(tx, ['Refs', 'AcctSvcrRef']) ?? realReference(first(tx, ['Refs', 'EndToEndId'])) ?? first(tx, ['Refs', 'TxId']) ?? (batch ? String(index) : '');
        let key: string;
        if (entryReference) key = lineKey(['camt', account, entryReference, txReference]);
        else {
          const fields = ['camt', account, bookedOn, toCents(amount), payer, remittance, txReference];
          const seen = (occurrences.get(fields.join('\u0000')) ?? 0) + 1;
          occurrences.set(fields.join('\u0000'), seen);
          key = lineKey([...fields, seen]);
        }
        lines.push({ key, bookedOn, amount, payer, remittance });
      }
    }
  }
  return { format: 'camt053', lines, notCredits, unreadable };
}
