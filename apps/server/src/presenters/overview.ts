import type { CourseOverview } from '@app/domain';
import { fileUrl } from '../repositories/files';
import type { CourseOverviewRows } from '../services/overview/read-course-overview';

/** The course overview's cards and filter choices as the back office reads them. */
export function presentCourseOverview({ cards, filters }: CourseOverviewRows): CourseOverview {
  return {
    data: cards.map((row) => ({
      id: row.course.id,
      name: row.course.name,
      name_it: row.course.name_it,
      year: row.course.year,
      active: row.course.active,
      image: row.image ? fileUrl(row.image) : null,
      location: row.location
        ? { id: row.location.id, name: row.location.name, name_it: row.location.name_it, place: row.location.place }
        : null,
      course_type: row.courseType
        ? { id: row.courseType.id, name: row.courseType.name, name_it: row.courseType.name_it }
        : null,
      from: row.start,
      to: row.end,
      week_count: row.weekCount,
      registered: row.confirmed,
      max_participants: row.places,
      waiting: row.waiting,
      waiting_list: row.waitingPlaces,
    })),
    filters: {
      places: filters.places,
      course_types: filters.types.map((type) => ({ id: type.id, name: type.name, name_it: type.name_it })),
    },
  };
}
