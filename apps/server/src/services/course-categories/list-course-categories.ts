import type { CourseCategoryListQuery, CourseCategorySortKey } from '@app/domain';
import { eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseCategories } from '../../db/schema';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';
import { parent, selectWithParent } from './select-with-parent';

const COURSE_CATEGORY_LIST: ListDefinition<CourseCategorySortKey> = {
  sortable: {
    name: caseInsensitive(courseCategories.name),
    name_it: caseInsensitive(courseCategories.name_it),
    parent_name: caseInsensitive(parent.name),
  },
  defaultSort: [{ key: 'name', desc: false }],
  searchable: [courseCategories.name, courseCategories.name_it, parent.name, parent.name_it],
  tiebreaker: courseCategories.id,
};

export function listCourseCategories(db: Executor, { query }: { query: CourseCategoryListQuery }) {
  const filters: (SQL | undefined)[] = [];
  if (query.top_level !== undefined) {
    filters.push(query.top_level ? isNull(courseCategories.parent_id) : isNotNull(courseCategories.parent_id));
  }
  if (query.parent !== undefined) filters.push(eq(courseCategories.parent_id, query.parent));
  return fetchList(db, selectWithParent(db).$dynamic(), COURSE_CATEGORY_LIST, query, filters);
}
