import { findBookingReferences, roundMoney, toCents } from '@app/domain';
import { SaxesParser } from 'saxes';
import {
  cleanText,
  isoDate,
  lineKey,
  MAX_LINE_AMOUNT,
  MAX_STATEMENT_LINES,
  UnreadableStatementError,
  unreadableText,
  type ParsedLine,
  type ParsedStatement,
} from './statement-line';

/**
 * CAMT statements as Italian, German and Austrian banks export them: camt.053 (ISO 20022 BkToCstmrStmt, the
 * account statement, versions .001.02 to .001.08) and camt.052 (BkToCstmrAcctRpt, the intraday account report,
 * whose entries are read alike), one file or several (the files of a ZIP). Only booked credits in euro become
 * lines; an entry of several transactions (a batch booking) gives one line per transaction. Decision 023
 * describes what is read where, and the limits below.
 */

/**
 * Elements nested deeper are refused. A statement's deepest path (an entry's related party's organisation id
 * scheme, Document/.../TxDtls/RltdPties/Dbtr/Pty/Id/OrgId/Othr/SchmeNm/Cd) is about 14 levels; 40,000 levels of a
 * crafted file held every request for 34 s (issue 33).
 */
export const MAX_XML_DEPTH = 32;

/**
 * Elements an upload may hold, in all its files: room for the 20,000 lines a statement may have
 * (`MAX_STATEMENT_LINES`) at 50 elements an entry (the tests' entries have 24), and for any real statement
 * that fits the 10 MB upload (15 bytes an element at the least: `<Cd>BOOK</Cd>` is 13). A million elements,
 * all of one entry, took 0.65 s and 210 MB of a document worker, which reads one file at a time; 2.5 million
 * empty ones (`<a/>`) fit the upload.
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
const textsOf = (from: XmlNode[], ...path: string[]) => all(from, ...path).map(textOf).filter(Boolean);
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

/** The calendar day of an ISO date or date-time (`2026-07-01`, `2026-07-01T10:15:00+02:00`), as written. */
function dayOf(text: string | undefined): string | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? '');
  return parts ? isoDate(Number(parts[1]), Number(parts[2]), Number(parts[3])) : undefined;
}

const readDate = (entry: XmlNode[]) => dayOf(first(entry, ['BookgDt', 'Dt'], ['BookgDt', 'DtTm'], ['ValDt', 'Dt'], ['ValDt', 'DtTm']));

/**
 * A CAMT amount: digits with a point decimal, at most five decimals (ISO 20022 ActiveOrHistoricCurrencyAndAmount);
 * undefined when it is none, or more than a statement line holds.
 */
function readAmount(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,18}(\.\d{1,5})?$/.test(text)) return undefined;
  const amount = roundMoney(Number(text));
  return amount > MAX_LINE_AMOUNT ? undefined : amount;
}

/**
 * What the payer wrote: every `Ustrd` line, the structured creditor reference and additional remittance
 * text, each on a line of its own. `keyed` is the text as lines were known by before issue 38 (without the
 * additional text), which their keys are made of, so a file imported before adds nothing.
 */
function remittanceOf(tx: XmlNode[], entryText: string | undefined): { lines: string[]; keyed: string | null } {
  const unstructured = textsOf(tx, 'RmtInf', 'Ustrd');
  const reference = textsOf(tx, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref');
  const additional = textsOf(tx, 'RmtInf', 'Strd', 'AddtlRmtInf');
  const fallback = first(tx, ['AddtlTxInf']) ?? entryText;
  const keyed = cleanText([...unstructured, ...reference].join('\n')) ?? cleanText(fallback);
  const lines = [...unstructured, ...reference, ...additional];
  return { lines: lines.length > 0 ? lines : fallback ? [fallback] : [], keyed };
}

/** The elements of a statement (camt.053) or account report (camt.052) that are read, below its document. */
const STATEMENT_PATHS = [
  { format: 'camt053', path: ['Document', 'BkToCstmrStmt', 'Stmt'] },
  { format: 'camt052', path: ['Document', 'BkToCstmrAcctRpt', 'Rpt'] },
] as const;
type CamtFormat = (typeof STATEMENT_PATHS)[number]['format'];
const KEPT = ['Acct', 'Ntry', 'CreDtTm', 'FrToDt'];
const statementAt = (path: readonly string[]) =>
  STATEMENT_PATHS.find((statement) => statement.path.length <= path.length && statement.path.every((name, index) => path[index] === name));
const isKept = (path: readonly string[]) => path.length === 4 && statementAt(path) !== undefined && KEPT.includes(path[3]!);

/** The elements read so far in an upload's files, against `MAX_XML_ELEMENTS`. */
interface ElementCount {
  elements: number;
}

/**
 * Reads the document with saxes, a strict XML parser: anything not well-formed is refused, and so is a
 * document type declaration, before any entity it declares could be used. Namespaces are not resolved
 * (elements are matched by local name): saxes resolves them along every element's ancestors, which made a
 * deeply nested file cost the square of its depth. Only a statement's account, date and entries are kept as
 * trees, each handed to `onElement` when it closes and then dropped, so memory holds one entry at a time;
 * `onStatement` is told where each statement (or report) of the document begins. Returns the document's
 * format, undefined when it is neither.
 */
function readXml(xml: string, count: ElementCount, handlers: { onStatement: () => void; onElement: (node: XmlNode) => void }): CamtFormat | undefined {
  const path: string[] = [];
  // The kept element being read and its open descendants.
  const open: XmlNode[] = [];
  let format: CamtFormat | undefined;
  const parser = new SaxesParser({ position: false });
  parser.on('doctype', () => {
    throw new UnreadableStatementError('doctype');
  });
  parser.on('opentag', (tag) => {
    count.elements += 1;
    if (count.elements > MAX_XML_ELEMENTS) throw new UnreadableStatementError('too_many_elements', { limit: MAX_XML_ELEMENTS });
    if (path.length >= MAX_XML_DEPTH) throw new UnreadableStatementError('too_deep', { limit: MAX_XML_DEPTH });
    const name = localName(tag.name);
    path.push(name);
    if (path.length === 3) {
      const statement = statementAt(path);
      if (statement) {
        format = statement.format;
        handlers.onStatement();
      }
    }
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
    if (node && open.length === 0) handlers.onElement(node);
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof UnreadableStatementError) throw error;
    throw new UnreadableStatementError('not_a_statement');
  }
  return format;
}

/**
 * The credit lines of CAMT documents (one file, or the files of a ZIP, read as one statement: the limits count
 * over all of them, and identical lines are told apart across them). A document that is neither camt.053 nor
 * camt.052 refuses the whole upload.
 */
export function parseCamt(documents: readonly string[]): ParsedStatement {
  const lines: ParsedLine[] = [];
  const unreadable: ParsedStatement['unreadable'] = [];
  let notCredits = 0;
  let pending = 0;
  let transactionsRead = 0;
  let entriesRead = 0;
  const count: ElementCount = { elements: 0 };
  // Lines are told apart from identical ones (same references, same content) by their order, as CSV rows are.
  const occurrences = new Map<string, number>();
  // A statement's account and dates come before its entries (the schema's order).
  let account = '';
  let statementDay: { created?: string; to?: string } = {};

  const readEntry = (entryNode: XmlNode) => {
    const entry = [entryNode];
    entriesRead += 1;
    const details = all(entry, 'NtryDtls', 'TxDtls');
    transactionsRead += Math.max(1, details.length);
    if (transactionsRead > MAX_STATEMENT_LINES) throw new UnreadableStatementError('too_many_lines', { limit: MAX_STATEMENT_LINES });
    const status = first(entry, ['Sts', 'Cd'], ['Sts']);
    // Pending entries are not on the account yet and come again once booked.
    if (status && status.toUpperCase() !== 'BOOK') {
      pending += Math.max(1, details.length);
      return;
    }
    // An entry without a booking or value date was booked on the statement's day (its period's end, else its creation).
    const bookedOn = readDate(entry) ?? statementDay.to ?? statementDay.created;
    const entryReference = first(entry, ['AcctSvcrRef']) ?? first(entry, ['NtryRef']);
    // What the entry says for all its transactions, read once: an entry may have thousands of transactions and
    // thousands of other children, and reading these per transaction cost their product (issue 33's review).
    const entryIndicator = first(entry, ['CdtDbtInd']);
    const entryCurrency = currencyOf(entry, ['Amt']);
    const entryAmount = first(entry, ['Amt']);
    const entryText = first(entry, ['AddtlNtryInf']);
    const batch = details.length > 1;
    const transactions = details.length > 0 ? details : [undefined];
    for (const [index, detail] of transactions.entries()) {
      const tx = detail === undefined ? [] : [detail];
      const indicator = (first(tx, ['CdtDbtInd']) ?? entryIndicator ?? '').toUpperCase();
      const amountPath = batch ? (first(tx, ['Amt']) ? ['Amt'] : ['AmtDtls', 'TxAmt', 'Amt']) : null;
      const currency = amountPath ? currencyOf(tx, amountPath) : entryCurrency;
      if (indicator !== 'CRDT' || currency !== 'EUR') {
        notCredits += 1;
        continue;
      }
      const amountText = batch ? first(tx, ['Amt'], ['AmtDtls', 'TxAmt', 'Amt'], ['AmtDtls', 'InstdAmt', 'Amt']) : entryAmount;
      const amount = readAmount(amountText);
      const payer = cleanText(first(tx, ['RltdPties', 'Dbtr', 'Nm'], ['RltdPties', 'Dbtr', 'Pty', 'Nm'], ['RltdPties', 'DbtrAcct', 'Nm']));
      const text = remittanceOf(tx, entryText);
      if (bookedOn === undefined || amount === undefined || amount <= 0) {
        unreadable.push({ at: entriesRead, text: unreadableText([amountText, payer, ...text.lines].filter(Boolean).join(' ')) });
        continue;
      }
      const endToEnd = realReference(first(tx, ['Refs', 'EndToEndId']));
      const fromEndToEnd = endToEnd ? findBookingReferences(endToEnd) : [];
      // Lines kept apart, so a reference a bank cut over two of them is read across the break.
      const references = [...new Set([...findBookingReferences(text.lines.join('\n')), ...fromEndToEnd])];
      // An end-to-end id the match rests on is shown with the text: a person sees why the line was matched.
      const remittance = cleanText([...text.lines, ...(fromEndToEnd.length > 0 ? [endToEnd!] : [])].join('\n'));
      const txReference = first(tx, ['Refs', 'AcctSvcrRef']) ?? endToEnd ?? first(tx, ['Refs', 'TxId']) ?? (batch ? String(index) : '');
      // A bank reference with the line's content: two entries a bank gave the same reference stay two lines.
      const fields = entryReference
        ? ['camt', account, entryReference, txReference, bookedOn, toCents(amount), payer, text.keyed]
        : ['camt', account, bookedOn, toCents(amount), payer, text.keyed, txReference];
      const identity = fields.join('\u0000');
      const seen = (occurrences.get(identity) ?? 0) + 1;
      occurrences.set(identity, seen);
      lines.push({
        key: lineKey([...fields, seen]),
        bookedOn,
        amount,
        payer,
        remittance,
        references,
        ...(entryReference ? { legacy: { key: lineKey(['camt', account, entryReference, txReference]), remittance: text.keyed } } : {}),
      });
    }
  };

  const formats = new Set<CamtFormat>();
  for (const xml of documents) {
    const format = readXml(xml, count, {
      onStatement: () => {
        account = '';
        statementDay = {};
      },
      onElement: (node) => {
        if (node.name === 'Ntry') readEntry(node);
        else if (node.name === 'Acct') account = first([node], ['Id', 'IBAN'], ['Id', 'Othr', 'Id']) ?? '';
        else if (node.name === 'CreDtTm') statementDay.created = dayOf(textOf(node));
        else statementDay.to = dayOf(first([node], ['ToDtTm']));
      },
    });
    if (!format) throw new UnreadableStatementError('not_a_statement');
    formats.add(format);
  }
  // A ZIP of daily statements and intraday reports is a statement.
  return { format: formats.has('camt053') ? 'camt053' : 'camt052', lines, notCredits, pending, balances: 0, unreadable };
}
