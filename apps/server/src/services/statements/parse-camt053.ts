import { SaxesParser } from 'saxes';
import { cleanText, isoDate, lineKey, toCents, type ParsedLine, type ParsedStatement } from './statement-line';

/**
 * CAMT.053 (ISO 20022 BkToCstmrStmt, versions .001.02 to .001.08), as Italian and German banks export account
 * statements. Only booked credits in euro become lines; an entry of several transactions (a batch booking) gives
 * one line per transaction. Decision 023 describes what is read where.
 */

export class NotCamt053Error extends Error {}
/** A document type declaration could define entities (XXE, entity expansion): such a file is refused whole. */
export class XmlDoctypeError extends Error {}

/** An element by its local name (every version's namespace, prefixed or not), its attributes and its text. */
interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/**
 * The document as a tree, read by saxes, a strict XML parser: anything not well-formed is refused, and so is a
 * document type declaration, before any entity it declares could be used.
 */
function parseXml(xml: string): XmlNode {
  const root: XmlNode = { name: '', attributes: {}, text: '', children: [] };
  const open: XmlNode[] = [root];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('doctype', () => {
    throw new XmlDoctypeError();
  });
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.local,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((attribute) => [attribute.local, attribute.value])),
      text: '',
      children: [],
    };
    open.at(-1)!.children.push(node);
    open.push(node);
  });
  parser.on('text', (text) => {
    open.at(-1)!.text += text;
  });
  parser.on('cdata', (text) => {
    open.at(-1)!.text += text;
  });
  parser.on('closetag', () => {
    open.pop();
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof XmlDoctypeError) throw error;
    throw new NotCamt053Error();
  }
  return root;
}

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

/** A CAMT amount: digits with a point decimal, at most five decimals (ISO 20022 ActiveOrHistoricCurrencyAndAmount). */
function readAmount(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,18}(\.\d{1,5})?$/.test(text)) return undefined;
  return toCents(Number(text)) / 100;
}

function remittanceOf(tx: XmlNode[], entry: XmlNode[]): string | null {
  const unstructured = all(tx, 'RmtInf', 'Ustrd').map(textOf).filter(Boolean);
  const structured = all(tx, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref').map(textOf).filter(Boolean);
  // A reference the bank split over two Ustrd lines is joined with a line break, which the reference search reads through.
  const text = [...unstructured, ...structured].join('\n');
  return cleanText(text) ?? cleanText(first(tx, ['AddtlTxInf']) ?? first(entry, ['AddtlNtryInf']));
}

export function parseCamt053(xml: string): ParsedStatement {
  const document = parseXml(xml);
  if (all([document], 'Document', 'BkToCstmrStmt').length === 0) throw new NotCamt053Error();
  const statements = all([document], 'Document', 'BkToCstmrStmt', 'Stmt');

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
