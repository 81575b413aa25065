import { SaxesParser } from 'saxes';
import {
  cleanText,
  isoDate,
  lineKey,
  MAX_LINE_AMOUNT,
  MAX_STATEMENT_LINES,
  toCents,
  UnreadableStatementError,
  type ParsedLine,
  type ParsedStatement,
} from './statement-line';

/**
 * CAMT.053 (ISO 20022 BkToCstmrStmt, versions .001.02 to .001.08), as Italian and German banks export account
 * statements. Only booked credits in euro become lines; an entry of several transactions (a batch booking) gives
 * one line per transaction. Decision 023 describes what is read where, and the limits below.
 */

/**
 * Elements nested deeper are refused. A statement's deepest path (an entry's related party's organisation id
 * scheme, Document/.../TxDtls/RltdPties/Dbtr/Pty/Id/OrgId/Othr/SchmeNm/Cd) is about 14 levels; 40,000 levels of a
 * crafted file held every request for 34 s (issue 33).
 */
export const MAX_XML_DEPTH = 32;

/**
 * Elements a file may hold: room for the 20,000 lines a statement may have (`MAX_STATEMENT_LINES`) at 50
 * elements an entry (the tests' entries have 24), and for any real statement that fits the 10 MB upload (15
 * bytes an element at the least: `<Cd>BOOK</Cd>` is 13). A million elements, all of one entry, took 0.65 s and
 * 210 MB of a document worker, which reads one file at a time; 2.5 million empty ones (`<a/>`) fit the upload.
 */
export const MAX_XML_ELEMENTS = 1_000_000;

/** An element by its local name (every version's namespace, prefixed or not), its attributes and its text. */
interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/** `ns2:Document` is `Document`: the namespace is not resolved, so its prefix names nothing here. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Every node at the path below the given ones (`all([tx], 'RmtInf', 'Ustrd')`). */
const all = (from: XmlNode[], ...path: string[]): XmlNode[] =>
  path.reduce((nodes, name) => nodes.flatMap((node) => node.children.filter((child) => child.name === name)), from);
const textOf = (node: XmlNode) => node.text.trim();
/** The text of the first element found, trying the paths in order. */
function first(from: XmlNode[], ...paths: string[][]): string | undefined {
  for (const path of paths) {
    for (const node of all(from, ...path)) {
      const text = textOf(node);
      if (text) return text;
    }
  }
  return undefined;
}
const currencyOf = (from: XmlNode[], path: string[]) => all(from, ...path)[0]?.attributes.Ccy ?? 'EUR';

/** 'NOTPROVIDED' is what a bank writes where the payer's system gave no end-to-end reference. */
const realReference = (text: string | undefined) => (text && text.toUpperCase() !== 'NOTPROVIDED' ? text : undefined);

function readDate(entry: XmlNode[]): string | undefined {
  const text = first(entry, ['BookgDt', 'Dt'], ['BookgDt', 'DtTm'], ['ValDt', 'Dt'], ['ValDt', 'DtTm']);
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? '');
  return parts ? isoDate(Number(parts[1]), Number(parts[2]), Number(parts[3])) : undefined;
}

/**
 * A CAMT amount: digits with a point decimal, at most five decimals (ISO 20022 ActiveOrHistoricCurrencyAndAmount);
 * undefined when it is none, or more than a statement line holds.
 */
function readAmount(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,18}(\.\d{1,5})?$/.test(text)) return undefined;
  const amount = toCents(Number(text)) / 100;
  return amount > MAX_LINE_AMOUNT ? undefined : amount;
}

function remittanceOf(tx: XmlNode[], entry: XmlNode[]): string | null {
  const unstructured = all(tx, 'RmtInf', 'Ustrd').map(textOf).filter(Boolean);
  const structured = all(tx, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref').map(textOf).filter(Boolean);
  // A reference the bank split over two Ustrd lines is joined with a line break, which the reference search reads through.
  const text = [...unstructured, ...structured].join('\n');
  return cleanText(text) ?? cleanText(first(tx, ['AddtlTxInf']) ?? first(entry, ['AddtlNtryInf']));
}

/** The path of a statement's elements that are read: its account, then its entries one by one. */
const STATEMENT_PATH = ['Document', 'BkToCstmrStmt', 'Stmt'];
const isKept = (path: readonly string[]) =>
  path.length === STATEMENT_PATH.length + 1 && STATEMENT_PATH.every((name, index) => path[index] === name) && (path.at(-1) === 'Acct' || path.at(-1) === 'Ntry');

/**
 * Reads the document with saxes, a strict XML parser: anything not well-formed is refused, and so is a
 * document type declaration, before any entity it declares could be used. Namespaces are not resolved
 * (elements are matched by local name): saxes resolves them along every element's ancestors, which made a
 * deeply nested file cost the square of its depth. Only a statement's account and its entries are kept as
 * trees, each handed to `onElement` when it closes and then dropped, so memory holds one entry at a time.
 * Returns whether the document is a BkToCstmrStmt.
 */
function readXml(xml: string, onElement: (node: XmlNode) => void): boolean {
  const path: string[] = [];
  // The kept element being read and its open descendants.
  const open: XmlNode[] = [];
  let elements = 0;
  let isStatement = false;
  const parser = new SaxesParser({ position: false });
  parser.on('doctype', () => {
    throw new UnreadableStatementError('doctype');
  });
  parser.on('opentag', (tag) => {
    elements += 1;
    if (elements > MAX_XML_ELEMENTS) throw new UnreadableStatementError('too_many_elements', MAX_XML_ELEMENTS);
    if (path.length >= MAX_XML_DEPTH) throw new UnreadableStatementError('too_deep', MAX_XML_DEPTH);
    const name = localName(tag.name);
    path.push(name);
    if (path.length === 2 && path[0] === 'Document' && name === 'BkToCstmrStmt') isStatement = true;
    if (open.length === 0 && !isKept(path)) return;
    const attributes = Object.fromEntries(Object.entries(tag.attributes).map(([attribute, value]) => [localName(attribute), value]));
    const node: XmlNode = { name, attributes, text: '', children: [] };
    open.at(-1)?.children.push(node);
    open.push(node);
  });
  parser.on('text', (text) => {
    const node = open.at(-1);
    if (node) node.text += text;
  });
  parser.on('cdata', (text) => {
    const node = open.at(-1);
    if (node) node.text += text;
  });
  parser.on('closetag', () => {
    path.pop();
    const node = open.pop();
    if (node && open.length === 0) onElement(node);
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof UnreadableStatementError) throw error;
    throw new UnreadableStatementError('not_a_statement');
  }
  return isStatement;
}

export function parseCamt053(xml: string): ParsedStatement {
  const lines: ParsedLine[] = [];
  let notCredits = 0;
  let unreadable = 0;
  let transactionsRead = 0;
  // Lines are told apart from identical ones (same references, same content) by their order, as CSV rows are.
  const occurrences = new Map<string, number>();
  // A statement's account comes before its entries (the schema's order).
  let account = '';

  const readEntry = (entryNode: XmlNode) => {
    const entry = [entryNode];
    const details = all(entry, 'NtryDtls', 'TxDtls');
    transactionsRead += Math.max(1, details.length);
    if (transactionsRead > MAX_STATEMENT_LINES) throw new UnreadableStatementError('too_many_lines', MAX_STATEMENT_LINES);
    const status = first(entry, ['Sts', 'Cd'], ['Sts']);
    // Pending entries are not on the account yet and come again once booked.
    if (status && status.toUpperCase() !== 'BOOK') return;
    const bookedOn = readDate(entry);
    const entryReference = first(entry, ['AcctSvcrRef']) ?? first(entry, ['NtryRef']);
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
      // A bank reference with the line's content: two entries a bank gave the same reference stay two lines.
      const fields = entryReference
        ? ['camt', account, entryReference, txReference, bookedOn, toCents(amount), payer, remittance]
        : ['camt', account, bookedOn, toCents(amount), payer, remittance, txReference];
      const identity = fields.join('\u0000');
      const seen = (occurrences.get(identity) ?? 0) + 1;
      occurrences.set(identity, seen);
      lines.push({
        key: lineKey([...fields, seen]),
        bookedOn,
        amount,
        payer,
        remittance,
        ...(entryReference ? { legacyKey: lineKey(['camt', account, entryReference, txReference]) } : {}),
      });
    }
  };

  const isStatement = readXml(xml, (node) => {
    if (node.name === 'Ntry') readEntry(node);
    else account = first([node], ['Id', 'IBAN'], ['Id', 'Othr', 'Id']) ?? '';
  });
  if (!isStatement) throw new UnreadableStatementError('not_a_statement');
  return { format: 'camt053', lines, notCredits, unreadable };
}
