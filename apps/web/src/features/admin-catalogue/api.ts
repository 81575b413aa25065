import { ALL_ITEMS, type CourseCategory, type ListAnswer } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const LOCATION_ENDPOINT = '/api/location';
export const COURSE_TYPE_ENDPOINT = '/api/courseType';
export const COURSE_CATEGORY_ENDPOINT = '/api/courseCategory';

/**
 * GET /api/courseCategory?top_level=1: every top-level category by name, the parents a category can have. The
 * key starts like the categories' list, so saving a category refreshes the choices too.
 */
export const topLevelCategoriesQuery = queryOptions({
  queryKey: ['list', COURSE_CATEGORY_ENDPOINT, 'top-level'],
  queryFn: ({ signal }) =>
    api.get<ListAnswer<CourseCategory>>(COURSE_CATEGORY_ENDPOINT, { query: { top_level: 1, itemsPerPage: ALL_ITEMS, sortBy: 'name' }, signal }),
});
