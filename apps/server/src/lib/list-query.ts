import { ALL_ITEMS, type ListAnswer, type ListQuery, type SortTerm } from '@app/domain';
import { and, asc, count, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

type Expression = AnyColumn | SQL;

/** How one resource's list reads its rows; the keys come from the domain's whitelist of sort keys. */
export interface ListDefinition<Key extends string> {
  /** Sort key -> column or expression. Only these reach ORDER BY; the query string only picks among them. */
  sortable: Record<Key, Expression>;
  /** The order when the client asks for none. */
  defaultSort: readonly SortTerm<Key>[];
  /** Columns the search looks in; every word of the search must appear in at least one of them. */
  searchable: readonly Expression[];
  /** Always the last ORDER BY term, so rows with equal sort values never show up on two pages or on none. */
  tiebreaker: AnyColumn;
  /**
   * What a search word of digits only means, when it names a record rather than text (the registration id
   * that starts a payment reference); such a word then matches this condition instead of the columns.
   */
  numberSearch?: (value: number) => SQL;
}

/** Sorts text as people expect (upper and lower case together) on every database collation. */
export const caseInsensitive = (column: AnyColumn): SQL => sql`lower(${column})`;

/** `%` and `_` typed by a user are letters to look for, not wildcards. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const MAX_NUMBER_WORD = 2_147_483_647;

function searchCondition<Key extends string>(definition: ListDefinition<Key>, search: string | undefined): SQL | undefined {
  const columns = definition.searchable;
  if (!search || columns.length === 0) return undefined;
  const words = search.split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) =>
      definition.numberSearch && /^\d{1,10}$/.test(word) && Number(word) <= MAX_NUMBER_WORD
        ? definition.numberSearch(Number(word))
        : or(...columns.map((column) => ilike(column, likePattern(word)))),
    ),
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
