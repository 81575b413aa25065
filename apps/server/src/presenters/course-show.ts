import type { CourseShow, CourseShowRegistration } from '@app/domain';
import type { Clock } from '../lib/clock';
import type { CourseShowDetail, CourseShowRow } from '../services/courses/show-course';
import { presentCourse } from './course';

function presentRow(row: CourseShowRow, health: boolean): CourseShowRegistration {
  const { registration } = row;
  return {
    id: registration.id,
    child: { id: row.child.id, first_name: row.child.firstName, last_name: row.child.lastName, tax: row.child.tax },
    parent_id: row.parentId,
    day_type: registration.dayType,
    price: row.price,
    payed_amount: registration.payedAmount,
    is_waiting: registration.isWaiting,
    emergency_contact1_phone: registration.emergencyContact1Phone,
    emergency_contact2_phone: registration.emergencyContact2Phone,
    comment: registration.commentUser,
    comment_internal: registration.commentInternal,
    custom_field: registration.customField,
    custom_field_2: registration.customField2,
    custom_field_3: registration.customField3,
    photo_consent: row.photoConsent,
    created_at: registration.createdAt.toISOString(),
    deleted_at: registration.deletedAt?.toISOString() ?? null,
    // Health data only for child.health (decisions.md section 11): left out, not masked.
    ...(health ? { medicaments: registration.medicaments, incompatibilities: registration.incompatibilities, allergies: registration.allergies } : {}),
  };
}

export function presentCourseShow(show: CourseShowDetail, clock: Clock): CourseShow {
  const ofWeek = (weekId: number) => show.registrations.filter((row) => row.registration.courseWeekId === weekId);
  return {
    course: presentCourse(show.detail, clock),
    photo_privacy: show.photoPrivacy,
    health: show.health,
    weeks: show.detail.weeks.map((week) => {
      const rows = ofWeek(week.id);
      const present = (keep: (row: CourseShowRow) => boolean) => rows.filter(keep).map((row) => presentRow(row, show.health));
      return {
        id: week.id,
        registered_participants: present((row) => !row.registration.deletedAt && !row.registration.isWaiting),
        waiting_queue_participants: present((row) => !row.registration.deletedAt && row.registration.isWaiting),
        deleted_participants: present((row) => row.registration.deletedAt !== null),
      };
    }),
  };
}
