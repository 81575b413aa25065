import type { Course, CourseWeek, CourseWeekValues, Language } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import type { TFunction } from '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { COURSE_ENDPOINT } from '../api';

/**
 * The course form's own record query (useRecordForm of /api/course): the weeks come with the course, so the
 * list needs no request of its own, and invalidating this one key after a week change refreshes both.
 */
export const courseQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['record', COURSE_ENDPOINT, courseId],
    queryFn: ({ signal }) => api.get<{ data: Course }>(`${COURSE_ENDPOINT}/${courseId}`, { signal }).then((answer) => answer.data),
  });

interface Saved {
  message: string;
  data: CourseWeek;
}

/** A week without an id is stored as a new week of the course (create and duplicate). */
export function saveWeek(courseId: number, weekId: number | undefined, values: CourseWeekValues): Promise<Saved> {
  return weekId === undefined
    ? api.post<Saved>('/api/courseWeek', { ...values, course_id: courseId })
    : api.put<Saved>(`/api/courseWeek/${weekId}`, values);
}

export const deleteWeek = (weekId: number) => api.delete<{ message: string }>(`/api/courseWeek/${weekId}`);

export type DayType = 'half_day' | 'full_day';

/** The course's own name for a day type in the interface language, else the general one. */
export function dayTypeLabel(t: TFunction, course: Course, type: DayType, language: Language): string {
  return course[`label_${type}_${language}`] || t(`course.day_types.${type}`);
}
