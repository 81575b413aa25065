import { z } from 'zod';
import { plainText } from './fields';

/**
 * The list convention of every back-office table (docs/decisions/006-list-convention.md): the query string
 * `page, itemsPerPage, sortBy, sortDesc, search` plus flat filters, answered with `{data, meta: {total}}`.
 */

/** "All rows" as the tables send it. */
export const ALL_ITEMS = -1;
/** The sizes the tables offer (specification section 9); the server accepts any size up to the maximum. */
export const PAGE_SIZES = [10, 15, 50, ALL_ITEMS] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;
// Far beyond any real list; keeps OFFSET a sane number whatever the query string says.
const MAX_PAGE = 1_000_000;
/** Ids are PostgreSQL `serial` (int4): a larger number would make the database fail instead of answering 404. */
export const MAX_RECORD_ID = 2_147_483_647;

export interface SortTerm<Key extends string = string> {
  key: Key;
  desc: boolean;
}

/** What a table sends, for typing the web client's calls (the schema below reads it from the query string). */
export interface ListParams<Key extends string = string> {
  page?: number;
  itemsPerPage?: number;
  sortBy?: Key[];
  sortDesc?: boolean[];
  search?: string;
}

/** The answer of every list call. */
export interface ListAnswer<Item> {
  data: Item[];
  meta: { total: number };
}

export const listAnswerSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), meta: z.object({ total: z.number().int() }) });

/** A record id, in a path (`/api/location/12`) or a filter; anything else names nothing that exists. */
export const recordId = z
  .string()
  .regex(/^[1-9][0-9]*$/, 'invalid')
  .transform(Number)
  .pipe(z.number().max(MAX_RECORD_ID, 'invalid'));
export const recordParamsSchema = z.object({ id: recordId });

/** A record chosen in a request's body (a parent, a week); `message` names what a missing or non-number one says. */
export const chosenId = (message?: string) => z.int(message).min(1, 'invalid').max(MAX_RECORD_ID, 'invalid');
/** A record that may be left unchosen: null then. */
export const optionalChosenId = chosenId()
  .nullish()
  .transform((id) => id ?? null);

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };
const isBooleanWord = (value: string) => Object.hasOwn(BOOLEAN_WORDS, value);

/** A yes/no filter in the query string: `1`/`0` or `true`/`false`. */
export const queryFlag = z
  .string()
  .refine(isBooleanWord, 'choice')
  .transform((value) => BOOLEAN_WORDS[value] === true);

/** fastify gives one `key=value` as a string and repeated keys as an array; both become a list. */
const queryList = (value: unknown) => {
  if (value === undefined || value === '') return [];
  return (Array.isArray(value) ? value : [value]).filter((entry) => entry !== '');
};

export interface ListQueryOptions<Key extends string, Filters extends z.ZodRawShape> {
  /** The only keys `sortBy` may name; the server maps each to a column, so no input reaches SQL as text. */
  sortable: readonly Key[];
  /** Resource filters, read from flat query parameters (`?top_level=1`). Make them optional. */
  filters?: Filters;
  defaultItemsPerPage?: number;
  /**
   * False: `itemsPerPage=-1` (all rows) is refused, for a list that grows without bound and costs a subquery a
   * row (the statement lines: 20,000 a file).
   */
  all?: boolean;
}

/**
 * The query-string schema of one resource's list. Unknown sort keys are refused on `sortBy` (422), so a
 * client error shows up instead of being silently ignored. The output pairs each sort key with its
 * direction (`sort`); a missing direction is ascending and a repeated key counts once.
 */
export function listQuerySchema<const Key extends string, Filters extends z.ZodRawShape = Record<never, never>>(
  options: ListQueryOptions<Key, Filters>,
) {
  const sortable: readonly string[] = options.sortable;
  const all = options.all ?? true;
  const schema = z.object({
    page: z.coerce.number().int('invalid').min(1).max(MAX_PAGE).default(1),
    itemsPerPage: z.coerce
      .number()
      .int('invalid')
      .refine((size) => (size === ALL_ITEMS && all) || (size >= 1 && size <= MAX_PAGE_SIZE), 'invalid')
      .default(options.defaultItemsPerPage ?? DEFAULT_PAGE_SIZE)
      .meta({
        description: all
          ? `Rows per page: 1 to ${MAX_PAGE_SIZE}, or ${ALL_ITEMS} for all (the tables offer ${PAGE_SIZES.join(', ')}).`
          : `Rows per page: 1 to ${MAX_PAGE_SIZE}.`,
      }),
    sortBy: z
      .preprocess(queryList, z.array(z.string()).refine((keys) => keys.every((key) => sortable.includes(key)), 'choice'))
      .optional()
      .meta({ description: `Sort keys, most significant first (repeat the parameter): ${sortable.join(', ') || 'none'}.` }),
    sortDesc: z
      .preprocess(queryList, z.array(z.string()).refine((values) => values.every(isBooleanWord), 'invalid'))
      .optional()
      .meta({ description: 'Per sort key: true/1 descending, false/0 ascending (the default).' }),
    search: plainText()
      .trim()
      .max(MAX_SEARCH_LENGTH)
      .optional()
      .transform((text) => text || undefined)
      .meta({ description: 'Words that must each appear in one of the searched columns (case-insensitive).' }),
    ...((options.filters ?? {}) as Filters),
  });
  type Parsed = z.output<typeof schema>;
  type Filtered = Omit<Parsed, 'sortBy' | 'sortDesc'>;
  return schema.transform((parsed): ListQuery<Key> & Filtered => {
    const { sortBy = [], sortDesc = [], ...rest } = parsed as Parsed & { sortBy?: string[]; sortDesc?: string[] };
    const sort: SortTerm<Key>[] = [];
    sortBy.forEach((key, index) => {
      if (sort.some((term) => term.key === key)) return;
      sort.push({ key: key as Key, desc: BOOLEAN_WORDS[sortDesc[index] ?? 'false'] === true });
    });
    return { ...(rest as Filtered), sort } as ListQuery<Key> & Filtered;
  });
}

export type ListQuery<Key extends string = string> = {
  page: number;
  itemsPerPage: number;
  sort: SortTerm<Key>[];
  search: string | undefined;
};
