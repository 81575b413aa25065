import type { ChildListQuery, ChildSortKey } from '@app/domain';
import type { Executor } from '../../db/client';
import { children } from '../../db/schema';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';
import { loadParentsOfChildren } from './child-parents';

const CHILD_LIST: ListDefinition<ChildSortKey> = {
  sortable: {
    first_name: caseInsensitive(children.first_name),
    last_name: caseInsensitive(children.last_name),
    tax: children.tax,
    birth: children.birth,
  },
  defaultSort: [
    { key: 'last_name', desc: false },
    { key: 'first_name', desc: false },
  ],
  searchable: [children.first_name, children.last_name, children.tax],
  tiebreaker: children.id,
};

/**
 * One page of every child with its parents (the child list, and the register-child dialog's search). The
 * guard is the whole rule: the back office sees every family's children; the list shows no health field.
 */
export async function listChildren(db: Executor, input: { query: ChildListQuery }) {
  const page = await fetchList(db, db.select().from(children).$dynamic(), CHILD_LIST, input.query);
  const parents = await loadParentsOfChildren(db, page.data.map((child) => child.id));
  const data = page.data.map((child) => ({ ...child, parents: parents.filter((parent) => parent.child_id === child.id) }));
  return { data, meta: page.meta };
}
