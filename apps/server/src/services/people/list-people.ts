import type { PersonListQuery, PersonSortKey } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { childParents, people, users } from '../../db/schema';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';
import { loadChildrenOfPeople } from './person-children';

const childCount = sql<number>`(SELECT count(*)::int FROM ${childParents} WHERE ${childParents.person_id} = ${people.id})`;

const PERSON_LIST: ListDefinition<PersonSortKey> = {
  sortable: {
    first_name: caseInsensitive(people.first_name),
    last_name: caseInsensitive(people.last_name),
    tax: people.tax,
    email: people.email,
    place: caseInsensitive(people.place),
    childrens_length: childCount,
  },
  defaultSort: [
    { key: 'last_name', desc: false },
    { key: 'first_name', desc: false },
  ],
  searchable: [people.first_name, people.last_name, people.tax, people.email, people.place],
  tiebreaker: people.id,
};

/** One page of the people (parents) with their children and whether they sign in. The guard is the whole rule. */
export async function listPeople(db: Executor, input: { query: PersonListQuery }) {
  const select = db
    .select({ person: people, userId: users.id })
    .from(people)
    .leftJoin(users, eq(users.person_id, people.id))
    .$dynamic();
  const page = await fetchList(db, select, PERSON_LIST, input.query);
  const kids = await loadChildrenOfPeople(db, page.data.map((row) => row.person.id));
  const data = page.data.map((row) => ({
    ...row.person,
    hasLogin: row.userId !== null,
    children: kids.filter((child) => child.person_id === row.person.id),
  }));
  return { data, meta: page.meta };
}
