import {
  COURSE_TEXT_FIELDS,
  COURSE_VALUE_FIELDS,
  COURSE_WEEK_TEXT_FIELDS,
  COURSE_WEEK_VALUE_FIELDS,
  pickFields,
  type Course,
  type CourseFile,
  type CourseListItem,
  type CourseWeek,
} from '@app/domain';
import type { Clock } from '../lib/clock';
import { weekAvailabilityOf } from '../lib/week-state';
import { fileUrl } from '../repositories/files';
import type { CourseListRow } from '../services/courses/list-courses';
import type { FileNames } from '../services/courses/file-names';
import type { CourseDetail } from '../services/courses/find-course';
import type { CourseWeekRow, CourseWindow } from '../services/courses/find-course-week';

type Named = { id: number; name: string; name_it: string } | null;

const named = (row: Named) => (row ? { id: row.id, name: row.name, name_it: row.name_it } : null);

const file = (row: { id: string; name: string } | null | undefined): CourseFile | null =>
  row ? { id: row.id, name: row.name, url: fileUrl(row) } : null;

const linkedFile = (files: FileNames, id: string | null) => file(id === null ? null : files.get(id));

/** The database keeps seconds; the forms and the specification speak 'HH:mm'. */
export const minutes = (time: string | null) => time?.slice(0, 5) ?? null;

export const presentCourseListItem = (row: CourseListRow): CourseListItem => ({
  id: row.id,
  name: row.name,
  name_it: row.name_it,
  active: row.active,
  year: row.year,
  from: row.from,
  to: row.to,
  location: named(row.location),
  course_type: named(row.courseType),
  week_count: row.weekCount,
  image: file(row.image),
});

export function presentCourseWeek(
  { week, course, files }: { week: CourseWeekRow; course: CourseWindow; files: FileNames },
  clock: Clock,
): CourseWeek {
  const availability = weekAvailabilityOf(week, course, clock.now, clock.timeZone);
  return {
    id: week.id,
    course_id: week.course_id,
    ...pickFields(week, COURSE_WEEK_VALUE_FIELDS),
    register_from_time: minutes(week.register_from_time),
    ...pickFields(week, COURSE_WEEK_TEXT_FIELDS),
    program: linkedFile(files, week.program_file_id),
    registered: week.confirmed_count,
    waiting: week.waiting_count,
    offered: week.offered_count,
    ...availability,
  };
}

export function presentCourse({ course, weeks, files }: CourseDetail, clock: Clock): Course {
  return {
    id: course.id,
    ...pickFields(course, COURSE_VALUE_FIELDS),
    register_from_time: minutes(course.register_from_time),
    ...pickFields(course, COURSE_TEXT_FIELDS),
    image: linkedFile(files, course.image_file_id),
    program: linkedFile(files, course.program_file_id),
    course_weeks: weeks.map((week) => presentCourseWeek({ week, course, files }, clock)),
  };
}
