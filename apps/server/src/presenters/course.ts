import { type Course, type CourseFile, type CourseListItem, type CourseWeek } from '@app/domain';
import type { Clock } from '../lib/clock';
import { customFieldsOf } from '../lib/custom-fields';
import { weekAvailabilityOf } from '../lib/week-state';
import { fileUrl } from '../repositories/files';
import type { CourseListRow } from '../services/courses/list-courses';
import type { FileNames } from '../services/courses/file-names';
import type { CourseDetail } from '../services/courses/find-course';
import type { CourseWeekRow, CourseWindow } from '../services/courses/find-course-week';

type Named = { id: number; name: string; nameIt: string } | null;

const named = (row: Named) => (row ? { id: row.id, name: row.name, name_it: row.nameIt } : null);

const file = (row: { id: string; name: string } | null | undefined): CourseFile | null =>
  row ? { id: row.id, name: row.name, url: fileUrl(row) } : null;

const linkedFile = (files: FileNames, id: string | null) => file(id === null ? null : files.get(id));

/** The database keeps seconds; the forms and the specification speak 'HH:mm'. */
const minutes = (time: string | null) => time?.slice(0, 5) ?? null;

export const presentCourseListItem = (row: CourseListRow): CourseListItem => ({
  id: row.id,
  name: row.name,
  name_it: row.nameIt,
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
    course_id: week.courseId,
    name: week.name,
    name_it: week.nameIt,
    from: week.from,
    to: week.to,
    register_from: week.registerFrom,
    register_from_time: minutes(week.registerFromTime),
    register_to: week.registerTo,
    max_participants: week.maxParticipants,
    waiting_list: week.waitingList,
    half_day: week.halfDay,
    price_half_day: week.priceHalfDay,
    full_day: week.fullDay,
    price: week.price,
    time_info_de: week.timeInfoDe,
    time_info_it: week.timeInfoIt,
    program: linkedFile(files, week.programFileId),
    registered: week.confirmedCount,
    waiting: week.waitingCount,
    ...availability,
  };
}

export function presentCourse({ course, weeks, files }: CourseDetail, clock: Clock): Course {
  return {
    id: course.id,
    name: course.name,
    name_it: course.nameIt,
    active: course.active,
    course_type_id: course.courseTypeId,
    location_id: course.locationId,
    course_category_id: course.courseCategoryId,
    register_from: course.registerFrom,
    register_from_time: minutes(course.registerFromTime),
    register_to: course.registerTo,
    from: course.from,
    to: course.to,
    year: course.year,
    max_participants: course.maxParticipants,
    waiting_list: course.waitingList,
    multiple_course_week_registration: course.multipleCourseWeekRegistration,
    price: course.price,
    ...customFieldsOf(course),
    disable_swimming_help: course.disableSwimmingHelp,
    disable_leave_alone: course.disableLeaveAlone,
    label_half_day_de: course.labelHalfDayDe,
    label_half_day_it: course.labelHalfDayIt,
    label_full_day_de: course.labelFullDayDe,
    label_full_day_it: course.labelFullDayIt,
    bank_name: course.bankName,
    bank_iban: course.bankIban,
    description: course.description,
    description_it: course.descriptionIt,
    info: course.info,
    info_it: course.infoIt,
    image: linkedFile(files, course.imageFileId),
    program: linkedFile(files, course.programFileId),
    email_new: course.emailNew,
    email_new_it: course.emailNewIt,
    email_new_waiting: course.emailNewWaiting,
    email_new_waiting_it: course.emailNewWaitingIt,
    email_waiting: course.emailWaiting,
    email_waiting_it: course.emailWaitingIt,
    email_deleted: course.emailDeleted,
    email_deleted_it: course.emailDeletedIt,
    email_payed: course.emailPayed,
    email_payed_it: course.emailPayedIt,
    course_weeks: weeks.map((week) => presentCourseWeek({ week, course, files }, clock)),
  };
}
