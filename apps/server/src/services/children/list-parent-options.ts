import type { ParentPickerQuery } from '@app/domain';
import type { Executor } from '../../db/client';
import { people } from '../../db/schema';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';

const PARENT_OPTIONS: ListDefinition<'last_name' | 'first_name'> = {
  sortable: { last_name: caseInsensitive(people.lastName), first_name: caseInsensitive(people.firstName) },
  defaultSort: [
    { key: 'last_name', desc: false },
    { key: 'first_name', desc: false },
  ],
  searchable: [people.firstName, people.lastName, people.email, people.tax, people.place],
  tiebreaker: people.id,
};

/** GET /api/child/parents: the people the child form's parent picker offers, searched by name, e-mail, tax, place. */
export async function listParentOptions(db: Executor, input: { query: ParentPickerQuery }) {
  const select = db
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName, place: people.place, email: people.email, tax: people.tax })
    .from(people)
    .$dynamic();
  return fetchList(db, select, PARENT_OPTIONS, input.query);
}
