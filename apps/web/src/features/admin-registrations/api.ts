import { ALL_ITEMS, type Course, type CourseListItem, type ListAnswer } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const REGISTRATION_ENDPOINT = '/api/peopleCourseWeekRegistration';
export const REGISTRATION_LIST_PATH = '/be/peopleCourseWeekRegistration';

/** Every page of the registration list (useListQuery of the endpoint): a payment or a resent e-mail reloads them. */
export const REGISTRATION_LIST = ['list', REGISTRATION_ENDPOINT] as const;

export interface SetPayedAnswer {
  message: string;
  payed: number[];
  skipped: number[];
}

/** POST /setPayed: books the registrations paid in full today (waiting ones are skipped and reported). */
export const setPayed = (ids: number[]) => api.post<SetPayedAnswer>(`${REGISTRATION_ENDPOINT}/setPayed`, { data: ids });

/** POST /resendEmail: the e-mail that fits the registration now, again. */
export const resendEmail = (id: number) => api.post<{ message: string }>(`${REGISTRATION_ENDPOINT}/resendEmail`, { id });

/** Every course of a year (or all) for the course filter, by name. */
export function useCourseChoices(year: string | undefined) {
  const query = { itemsPerPage: ALL_ITEMS, sortBy: 'name', ...(year ? { year } : {}) };
  return (
    useQuery({
      queryKey: ['list', '/api/course', query],
      queryFn: ({ signal }) => api.get<ListAnswer<CourseListItem>>('/api/course', { query, signal }).then((answer) => answer.data),
    }).data ?? []
  );
}

/** The weeks of the chosen course for the week filter. */
export function useWeekChoices(courseId: string | undefined) {
  return (
    useQuery({
      queryKey: ['record', '/api/course', Number(courseId)],
      queryFn: ({ signal }) => api.get<{ data: Course }>(`/api/course/${courseId}`, { signal }).then((answer) => answer.data),
      enabled: Boolean(courseId),
    }).data?.course_weeks ?? []
  );
}
