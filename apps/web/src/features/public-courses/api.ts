import type { PublicCourse, PublicCourseList } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /api/frontend: every active course and the choices of the filters, in one request. */
export const publicCoursesQuery = queryOptions({
  queryKey: ['frontend'],
  queryFn: ({ signal }) => api.get<PublicCourseList>('/api/frontend?itemsPerPage=-1', { signal }),
  staleTime: 30_000,
});

/** GET /api/frontend/:id: a course with its weeks' availability and the server's clock. */
export const publicCourseQuery = (id: number) =>
  queryOptions({
    queryKey: ['frontend', id],
    queryFn: async ({ signal }) => (await api.get<{ data: PublicCourse }>(`/api/frontend/${id}`, { signal })).data,
  });
