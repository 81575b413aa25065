import { ALL_ITEMS, sepaText, type ListAnswer, type ListQuery, type SortTerm } from '@app/domain';
import { and, asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

type Expression = AnyColumn | SQL;

/** How one resource's list reads its rows; the keys come from the domain's whitelist of sort keys. */
export interface ListDefinition<Key extends string> {
  /** Sort key -> column or expression. Only these reach ORDER BY; the query string only picks among them. */
  sortable: Record<Key, Expression>;
  /** The order when the client asks for none. */
  defaultSort: readonly SortTerm<Key>[];
  /**
   * Columns the search looks in; every word of the search must appear in at least one of them, letters compared
   * as the payment reference spells them (`foldLetters`).
   */
  searchable: readonly Expression[];
  /** Always the last ORDER BY term, so rows with equal sort values never show up on two pages or on none. */
  tiebreaker: AnyColumn;
  /**
   * What a search that starts with numbers (digits, several joined by +) means, when they name records rather
   * than text: registration ids ("81+82 Jonas Gruber ..."). That first word then matches this condition
   * instead of the columns; numbers later in the search (a year in a course's name) are text.
   */
  numberSearch?: (ids: number[]) => SQL;
  /**
   * The condition of a search that holds a reference the list knows (a booking's `SPW-…` pasted from a bank
   * statement, decision 022), else undefined. Such a search means that record: the words around it are not
   * searched, they are the names the remittance text adds.
   */
  referenceSearch?: (search: string) => SQL | undefined;
}

/** Sorts text as people expect (upper and lower case together) on every database collation. */
export const caseInsensitive = (column: AnyColumn): SQL => sql`lower(${column})`;

/** `%` and `_` typed by a user are letters to look for, not wildcards. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const MAX_NUMBER_WORD = 2_147_483_647;

/**
 * How much of a search is used (decision 006): every word costs a pattern match on every row, so a search of
 * a hundred words kept the database busy for seconds. Eight words name anything a person types into a table's
 * search; the rest is ignored. A word is cut to its first 64 characters: longer ones are pasted text, and its
 * start still finds the row it came from.
 */
export const MAX_SEARCH_WORDS = 8;
export const MAX_SEARCH_WORD_LENGTH = 64;

/**
 * Each letter the payment reference spells otherwise (`sepaText`: ü = ue, ß = ss, é = e), taken from sepaText
 * itself so that search and reference never disagree; Latin letters with diacritics, the names' alphabet.
 */
const SPELLED = new Map<string, string>();
for (const [first, last] of [[0xc0, 0x24f], [0x1e00, 0x1eff]] as const) {
  for (let code = first; code <= last; code++) {
    const letter = String.fromCodePoint(code);
    const spelled = sepaText(letter);
    if (spelled !== letter && /^[A-Za-z]{1,2}$/.test(spelled)) SPELLED.set(letter, spelled);
  }
}
/** Combining diacritics (text stored decomposed): sepaText drops them. */
const COMBINING = /[\u0300-\u036f]/g;
const COMBINING_MARKS = Array.from({ length: 0x70 }, (_, index) => String.fromCodePoint(0x300 + index)).join('');
const ONE_LETTER = [...SPELLED].filter(([, spelled]) => spelled.length === 1);
const TWO_LETTERS = [...SPELLED].filter(([, spelled]) => spelled.length === 2);
// translate() deletes the characters of its second argument that have none in the third: the combining marks.
const TRANSLATE_FROM = ONE_LETTER.map(([letter]) => letter).join('') + COMBINING_MARKS;
const TRANSLATE_TO = ONE_LETTER.map(([, spelled]) => spelled).join('');

/** Text with its letters as the payment reference spells them: "Fußball-Camp" is "Fussball-Camp". */
const foldLetters = (text: string) => [...text.replace(COMBINING, '')].map((char) => SPELLED.get(char) ?? char).join('');

/** `foldLetters` in SQL. */
function foldLettersSql(text: SQL): SQL {
  let folded = text;
  for (const [letter, spelled] of TWO_LETTERS) folded = sql`replace(${folded}, ${letter}, ${spelled})`;
  return sql`translate(${folded}, ${TRANSLATE_FROM}, ${TRANSLATE_TO})`;
}

/** The leading word's ids when it is numbers joined by + (a payment reference's start). */
function leadingIds(word: string | undefined): number[] | undefined {
  if (!word || !/^\d{1,10}(\+\d{1,10})*$/.test(word)) return undefined;
  const ids = word.split('+').map(Number);
  return ids.every((id) => id <= MAX_NUMBER_WORD) ? ids : undefined;
}

/**
 * At most two conditions, however long the search: the leading ids, and all words at once against the
 * searched columns joined by spaces (a word holds no space, so it still has to lie within one column).
 */
function searchCondition<Key extends string>(definition: ListDefinition<Key>, search: string | undefined): SQL | undefined {
  const columns = definition.searchable;
  if (!search || columns.length === 0) return undefined;
  const byReference = definition.referenceSearch?.(search);
  if (byReference) return byReference;
  const words = search
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => [...word].slice(0, MAX_SEARCH_WORD_LENGTH).join(''));
  const ids = definition.numberSearch && leadingIds(words[0]);
  const textWords = ids ? words.slice(1) : words;
  const searched = foldLettersSql(sql`concat_ws(' ', ${sql.join([...columns], sql`, `)})`);
  const patterns = textWords.map((word) => sql`${likePattern(foldLetters(word))}`);
  return and(
    ids ? definition.numberSearch!(ids) : undefined,
    patterns.length > 0 ? sql`${searched} ilike all (array[${sql.join(patterns, sql`, `)}]::text[])` : undefined,
  );
}

/**
 * Runs one page of a list: search and filters in WHERE, the total of matching rows, then the page in the
 * requested order. `select` is the resource's select with its joins, made `$dynamic()`; its WHERE is set
 * here, so scoping conditions go into `filters`. The rows come back as selected; the caller presents them.
 */
export async function fetchList<Select extends PgSelect, Key extends string>(
  db: Executor,
  select: Select,
  definition: ListDefinition<Key>,
  query: ListQuery<Key>,
  filters: readonly (SQL | undefined)[] = [],
): Promise<ListAnswer<Awaited<Select>[number]>> {
  const filtered = select.where(and(...filters, searchCondition(definition, query.search)));
  const [counted] = await db.select({ total: count() }).from(sql`(${filtered}) as list`);

  const terms = query.sort.length > 0 ? query.sort : definition.defaultSort;
  const ordered = filtered.orderBy(
    ...terms.map(({ key, desc: descending }) => (descending ? desc : asc)(definition.sortable[key])),
    asc(definition.tiebreaker),
  );
  const page =
    query.itemsPerPage === ALL_ITEMS
      ? ordered
      : ordered.limit(query.itemsPerPage).offset((query.page - 1) * query.itemsPerPage);
  return { data: await page, meta: { total: counted?.total ?? 0 } };
}
