import {
  courseBooking,
  formatDateTime,
  placesLeft,
  translate,
  weekAvailability,
  weekOpensAt,
  type Language,
  type PublicCourse,
  type PublicCourseCard,
  type PublicCourseList,
} from '@app/domain';
import type { courseTypes, locations } from '../db/schema';
import type { Clock } from '../lib/clock';
import { customFieldsOf } from '../lib/custom-fields';
import { weekStateInput } from '../lib/week-state';
import { fileUrl } from '../repositories/files';
import type { FileNames } from '../services/courses/file-names';
import type { PublicCourseDetail } from '../services/public-courses/find-public-course';
import type { PublicCourseListRow } from '../services/public-courses/list-public-courses';
import { minutes } from './course';

type LocationRow = Pick<typeof locations.$inferSelect, 'id' | 'name' | 'name_it' | 'place'>;
type CourseTypeRow = Pick<typeof courseTypes.$inferSelect, 'id' | 'name' | 'name_it' | 'sort_order'>;

const location = (row: LocationRow | null) => (row?.id ? { id: row.id, name: row.name, name_it: row.name_it, place: row.place } : null);
const courseType = (row: CourseTypeRow | null) => (row?.id ? { id: row.id, name: row.name, name_it: row.name_it, sort_order: row.sort_order } : null);
const file = (row: { id: string | null; name: string | null } | null | undefined) => (row?.id && row.name ? { name: row.name, url: fileUrl({ id: row.id, name: row.name }) } : null);
const linkedFile = (files: FileNames, id: string | null) => file(id === null ? null : files.get(id));

export function presentPublicCourseList(rows: readonly PublicCourseListRow[]): PublicCourseList {
  const data: PublicCourseCard[] = rows.map((row) => ({
    id: row.course.id,
    name: row.course.name,
    name_it: row.course.name_it,
    description: row.course.description,
    description_it: row.course.description_it,
    image: file(row.image),
    from: row.from,
    to: row.to,
    location: location(row.location),
    course_type: courseType(row.courseType),
  }));
  const unique = <T extends { id: number }>(items: (T | null)[]) => [...new Map(items.filter((item): item is T => item !== null).map((item) => [item.id, item])).values()];
  return {
    data,
    meta: { total: data.length },
    course_types: unique(data.map((card) => card.course_type)).sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name)),
    locations: unique(data.map((card) => card.location)).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The course page: weeks with state, full and free places, and whether (and from when) booking is possible. */
export function presentPublicCourse(detail: PublicCourseDetail, clock: Clock, lang: Language): PublicCourse {
  const { course, weeks, files } = detail;
  const inputs = weeks.map((week) => weekStateInput(week, course, detail.season?.opensAt ?? null));
  const booking = courseBooking(inputs, clock.now, clock.timeZone);
  const reasonKey = booking.reason === 'not_yet_open' ? 'opens' : booking.reason;
  const reason = reasonKey ? translate(lang, `publicCourses.booking.${reasonKey}`, { at: formatDateTime(booking.opensAt, clock.timeZone) }) : null;
  const periodFrom = course.from ?? weeks[0]?.from ?? null;
  const periodTo = course.to ?? weeks.reduce<string | null>((last, week) => (last === null || week.to > last ? week.to : last), null);
  return {
    id: course.id,
    name: course.name,
    name_it: course.name_it,
    description: course.description,
    description_it: course.description_it,
    info: course.info,
    info_it: course.info_it,
    image: linkedFile(files, course.image_file_id),
    program: linkedFile(files, course.program_file_id),
    from: periodFrom,
    to: periodTo,
    location: location(detail.location),
    course_type: courseType(detail.courseType),
    register_from: course.register_from,
    register_from_time: minutes(course.register_from_time),
    register_to: course.register_to,
    price: course.price,
    multiple_course_week_registration: course.multiple_course_week_registration,
    disable_leave_alone: course.disable_leave_alone,
    disable_swimming_help: course.disable_swimming_help,
    ...customFieldsOf(course),
    label_full_day_de: course.label_full_day_de,
    label_full_day_it: course.label_full_day_it,
    label_half_day_de: course.label_half_day_de,
    label_half_day_it: course.label_half_day_it,
    courseWeeks: weeks.map((week, index) => {
      const availability = weekAvailability(inputs[index]!, clock.now, clock.timeZone);
      const opensAt = availability.state === 'before_registration' ? weekOpensAt(inputs[index]!, clock.timeZone) : null;
      return {
        id: week.id,
        name: week.name,
        name_it: week.name_it,
        from: week.from,
        to: week.to,
        time_info_de: week.time_info_de,
        time_info_it: week.time_info_it,
        full_day: week.full_day,
        half_day: week.half_day,
        price: week.full_day ? week.price : null,
        price_half_day: week.half_day ? week.price_half_day : null,
        program: linkedFile(files, week.program_file_id),
        ...availability,
        waiting_free_places: placesLeft(inputs[index]!).waitingPlaces,
        opens_at: opensAt?.toISOString() ?? null,
      };
    }),
    booking: {
      possible: booking.possible,
      reason,
      reason_code: booking.reason,
      opens_at: booking.opensAt?.toISOString() ?? null,
      season_id: booking.reason === 'wish_phase' ? detail.season!.id : null,
    },
    server_time: serverTime(clock.now),
  };
}

/**
 * ISO 8601 with the offset of UTC ("2027-03-01T07:00:00.000+00:00"), as decisions.md section 9 asks, rounded
 * down to the second: answers of one second share an ETag, and a page counting by it is never early.
 */
const serverTime = (now: Date) => new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString().replace('Z', '+00:00');
