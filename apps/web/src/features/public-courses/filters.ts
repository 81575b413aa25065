import type { PublicCourseCard } from '@app/domain';

/** The list's filters as they stand in the address (`?type=3&location=1&location=4`): shareable, and Back undoes them. */
export interface CourseFilters {
  type: number | null;
  locations: number[];
}

export function readFilters(params: URLSearchParams): CourseFilters {
  const id = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);
  return {
    type: id(params.get('type')),
    locations: params.getAll('location').map(id).filter((value): value is number => value !== null),
  };
}

export function writeFilters(filters: CourseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type !== null) params.set('type', String(filters.type));
  for (const location of filters.locations) params.append('location', String(location));
  return params;
}

export function matches(course: PublicCourseCard, filters: CourseFilters): boolean {
  if (filters.type !== null && course.course_type?.id !== filters.type) return false;
  if (filters.locations.length > 0 && !filters.locations.includes(course.location?.id ?? -1)) return false;
  return true;
}
