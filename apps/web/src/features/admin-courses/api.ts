import {
  ALL_ITEMS,
  type CourseCategory,
  type CourseEmailKind,
  type CourseOverview,
  type CourseType,
  type CourseUpload,
  type Language,
  type ListAnswer,
  type Location,
} from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, downloadUrl } from '../../lib/api-client';

export const COURSE_ENDPOINT = '/api/course';
export const COURSE_LIST_PATH = '/be/course';

/** Every page of the course list (useListQuery of /api/course): a copy or an activation reloads them. */
export const COURSE_LIST = ['list', COURSE_ENDPOINT] as const;

/**
 * One lookup of the course form: every row (itemsPerPage -1) in a fixed order. The key starts like the
 * lists' own, so saving a location or a category in the back office refreshes the selects too.
 */
function useLookup<Row>(endpoint: string, sortBy: string) {
  const query = { itemsPerPage: ALL_ITEMS, sortBy };
  return useQuery({
    queryKey: ['list', endpoint, query],
    queryFn: ({ signal }) => api.get<ListAnswer<Row>>(endpoint, { query, signal }).then((answer) => answer.data),
  });
}

/** GET /api/courseType, /api/location and /api/courseCategory for the selects of the course form. */
export function useCourseLookups() {
  return {
    courseTypes: useLookup<CourseType>('/api/courseType', 'sort_order').data ?? [],
    locations: useLookup<Location>('/api/location', 'name').data ?? [],
    categories: useLookup<CourseCategory>('/api/courseCategory', 'name').data ?? [],
  };
}

export const COURSE_OVERVIEW_FILTERS = ['municipality', 'topic', 'from', 'to'] as const;
export type CourseOverviewFilters = Record<(typeof COURSE_OVERVIEW_FILTERS)[number], string>;

/** GET /api/course-overview: the active courses as cards, narrowed by the filters, and the filters' choices. */
export const courseOverviewQuery = (filters: CourseOverviewFilters) =>
  queryOptions({
    queryKey: ['course-overview', filters],
    queryFn: ({ signal }) =>
      api.get<CourseOverview>('/api/course-overview', {
        signal,
        query: Object.fromEntries(COURSE_OVERVIEW_FILTERS.map((key) => [key, filters[key] || undefined])),
      }),
  });

/** POST /api/course/upload: the form carries `image` (a picture) or `file` (a PDF programme). */
export function uploadCourseFile(form: FormData): Promise<CourseUpload> {
  return api.post<{ data: CourseUpload }>(`${COURSE_ENDPOINT}/upload`, form).then((answer) => answer.data);
}

/** POST /api/course/{id}/copy: an inactive copy with all weeks. */
export function copyCourse(id: number) {
  return api.post<{ message: string }>(`${COURSE_ENDPOINT}/${id}/copy`);
}

/** POST /api/course/{id}/changeActive: switches active to inactive and back. */
export function changeCourseActive(id: number) {
  return api.post<{ message: string }>(`${COURSE_ENDPOINT}/${id}/changeActive`);
}

/**
 * The address of GET /mail-preview/{courseId}/{kind} for an iframe. downloadUrl adds the token and the interface
 * language; an Italian text is previewed in Italian whatever language the back office is shown in.
 */
export function mailPreviewUrl(courseId: number, kind: CourseEmailKind, lang: Language): string {
  return downloadUrl(`/mail-preview/${courseId}/${kind}`, { lang });
}
