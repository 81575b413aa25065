import type { CourseTypeListQuery, CourseTypeSortKey } from '@app/domain';
import type { Executor } from '../../db/client';
import { courseTypes } from '../../db/schema';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';

const COURSE_TYPE_LIST: ListDefinition<CourseTypeSortKey> = {
  sortable: {
    name: caseInsensitive(courseTypes.name),
    name_it: caseInsensitive(courseTypes.name_it),
    sort_order: courseTypes.sort_order,
  },
  // The order the organisation chose for its public catalogue.
  defaultSort: [
    { key: 'sort_order', desc: false },
    { key: 'name', desc: false },
  ],
  searchable: [courseTypes.name, courseTypes.name_it],
  tiebreaker: courseTypes.id,
};

export const listCourseTypes = (db: Executor, { query }: { query: CourseTypeListQuery }) =>
  fetchList(db, db.select().from(courseTypes).$dynamic(), COURSE_TYPE_LIST, query);
