import { describe, expect, expectTypeOf, it } from 'vitest';
import { issueMessage } from '../validation';
import { courseCategoryListQuerySchema } from './catalogue';
import { listQuerySchema, queryFlag, recordParamsSchema } from './list';

const schema = listQuerySchema({ sortable: ['name', 'place'] });

/** The first catalogue key per field, as the server's 422 answer would show it. */
const errorsOf = (input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the query to be refused');
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issueMessage(issue as never).key]));
};

describe('listQuerySchema', () => {
  it('gives the first page of 50 rows in the default order when nothing is sent', () => {
    expect(schema.parse({})).toEqual({ page: 1, itemsPerPage: 50, sort: [], search: undefined });
  });

  it('reads numbers, one sort key and its direction from query strings', () => {
    expect(schema.parse({ page: '3', itemsPerPage: '15', sortBy: 'place', sortDesc: 'true', search: '  Bozen ' })).toEqual({
      page: 3,
      itemsPerPage: 15,
      sort: [{ key: 'place', desc: true }],
      search: 'Bozen',
    });
  });

  it('pairs repeated sortBy and sortDesc keys; a missing direction is ascending, a repeated key counts once', () => {
    expect(schema.parse({ sortBy: ['place', 'name'], sortDesc: ['1', '0'] }).sort).toEqual([
      { key: 'place', desc: true },
      { key: 'name', desc: false },
    ]);
    expect(schema.parse({ sortBy: ['name', 'place', 'name'], sortDesc: 'true' }).sort).toEqual([
      { key: 'name', desc: true },
      { key: 'place', desc: false },
    ]);
  });

  it('takes -1 for all rows and any size up to 100', () => {
    expect(schema.parse({ itemsPerPage: '-1' }).itemsPerPage).toBe(-1);
    expect(schema.parse({ itemsPerPage: '100' }).itemsPerPage).toBe(100);
    expect(listQuerySchema({ sortable: [], defaultItemsPerPage: 10 }).parse({}).itemsPerPage).toBe(10);
  });

  it('refuses -1 for a list that may not be asked for all rows', () => {
    const paged = listQuerySchema({ sortable: ['name'], all: false });
    expect(paged.safeParse({ itemsPerPage: '-1' }).success).toBe(false);
    expect(paged.parse({ itemsPerPage: '100' }).itemsPerPage).toBe(100);
  });

  it('treats an empty search and empty sort values as none', () => {
    expect(schema.parse({ search: '   ', sortBy: '', sortDesc: '' })).toMatchObject({ search: undefined, sort: [] });
  });

  it('refuses a sort column that is not on the list, under the field sortBy', () => {
    expect(errorsOf({ sortBy: ['name', 'password_hash'] })).toEqual({ sortBy: 'validation.choice' });
    expect(errorsOf({ sortBy: 'name; DROP TABLE locations' })).toEqual({ sortBy: 'validation.choice' });
  });

  it('refuses broken paging, directions and searches', () => {
    expect(errorsOf({ page: '0' })).toEqual({ page: 'validation.min_value' });
    expect(errorsOf({ page: 'two' })).toHaveProperty('page');
    expect(errorsOf({ itemsPerPage: '0' })).toEqual({ itemsPerPage: 'validation.invalid' });
    expect(errorsOf({ itemsPerPage: '101' })).toEqual({ itemsPerPage: 'validation.invalid' });
    expect(errorsOf({ itemsPerPage: '-2' })).toEqual({ itemsPerPage: 'validation.invalid' });
    expect(errorsOf({ sortBy: 'name', sortDesc: 'yes' })).toEqual({ sortDesc: 'validation.invalid' });
    expect(errorsOf({ search: 'x'.repeat(201) })).toEqual({ search: 'validation.max_length' });
    expect(errorsOf({ search: ['a', 'b'] })).toEqual({ search: 'validation.invalid' });
  });

  it('adds the resource filters as flat parameters and keeps unknown parameters out', () => {
    const query = courseCategoryListQuerySchema.parse({ top_level: '1', parent: '7', token: 'abc' });
    expect(query).toEqual({ page: 1, itemsPerPage: 50, sort: [], search: undefined, top_level: true, parent: 7 });
    expectTypeOf(query.top_level).toEqualTypeOf<boolean | undefined>();
    expectTypeOf<(typeof query.sort)[number]['key']>().toEqualTypeOf<'name' | 'name_it' | 'parent_name'>();
    expect(courseCategoryListQuerySchema.safeParse({ parent: 'x' }).success).toBe(false);
  });
});

describe('queryFlag and record ids', () => {
  it('reads 1/0 and true/false', () => {
    expect(['1', 'true', '0', 'false'].map((value) => queryFlag.parse(value))).toEqual([true, true, false, false]);
    expect(queryFlag.safeParse('yes').success).toBe(false);
    expect(queryFlag.safeParse('toString').success).toBe(false);
  });

  it('accepts only ids a serial column can hold', () => {
    expect(recordParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-1', '1.5', '1e3', 'abc', '007', '2147483648']) {
      expect(recordParamsSchema.safeParse({ id }).success, id).toBe(false);
    }
  });
});
