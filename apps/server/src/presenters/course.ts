import { type Course, type CourseFile, type CourseListItem, type CourseWeek } from '@app/domain';
import type { Clock } from '../lib/clock';
import { customFieldsOf } from '../lib/custom-fields';
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
const minutes = (time: string | null) => time?.slice(0, 5) ?? null;

/**
 * What the public course page and the course form both show of a course: its texts, image and programme, the
 * files as each answer links them (`link`: the back office names the file's id, the public page does not).
 */
export const courseTexts = <Link>(
  course: Pick<CourseDetail['course'], 'description' | 'description_it' | 'info' | 'info_it' | 'image_file_id' | 'program_file_id'>,
  link: (fileId: string | null) => Link,
) => ({
  description: course.description,
  description_it: course.description_it,
  info: course.info,
  info_it: course.info_it,
  image: link(course.image_file_id),
  program: link(course.program_file_id),
});

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
    name: week.name,
    name_it: week.name_it,
    from: week.from,
    to: week.to,
    register_from: week.register_from,
    register_from_time: minutes(week.register_from_time),
    register_to: week.register_to,
    max_participants: week.max_participants,
    waiting_list: week.waiting_list,
    half_day: week.half_day,
    price_half_day: week.price_half_day,
    full_day: week.full_day,
    price: week.price,
    time_info_de: week.time_info_de,
    time_info_it: week.time_info_it,
    program: linkedFile(files, week.program_file_id),
    registered: week.confirmed_count,
    waiting: week.waiting_count,
    ...availability,
  };
}

export function presentCourse({ course, weeks, files }: CourseDetail, clock: Clock): Course {
  return {
    id: course.id,
    name: course.name,
    name_it: course.name_it,
    active: course.active,
    course_type_id: course.course_type_id,
    location_id: course.location_id,
    course_category_id: course.course_category_id,
    register_from: course.register_from,
    register_from_time: minutes(course.register_from_time),
    register_to: course.register_to,
    from: course.from,
    to: course.to,
    year: course.year,
    max_participants: course.max_participants,
    waiting_list: course.waiting_list,
    multiple_course_week_registration: course.multiple_course_week_registration,
    price: course.price,
    ...customFieldsOf(course),
    disable_swimming_help: course.disable_swimming_help,
    disable_leave_alone: course.disable_leave_alone,
    label_half_day_de: course.label_half_day_de,
    label_half_day_it: course.label_half_day_it,
    label_full_day_de: course.label_full_day_de,
    label_full_day_it: course.label_full_day_it,
    bank_name: course.bank_name,
    bank_iban: course.bank_iban,
    ...courseTexts(course, (id) => linkedFile(files, id)),
    email_new: course.email_new,
    email_new_it: course.email_new_it,
    email_new_waiting: course.email_new_waiting,
    email_new_waiting_it: course.email_new_waiting_it,
    email_waiting: course.email_waiting,
    email_waiting_it: course.email_waiting_it,
    email_deleted: course.email_deleted,
    email_deleted_it: course.email_deleted_it,
    email_payed: course.email_payed,
    email_payed_it: course.email_payed_it,
    course_weeks: weeks.map((week) => presentCourseWeek({ week, course, files }, clock)),
  };
}
