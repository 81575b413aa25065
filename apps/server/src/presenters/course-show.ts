import { isStanding, type CourseShow, type CourseShowRegistration } from '@app/domain';
import type { Clock } from '../lib/clock';
import { registrationHealth, type HealthGate } from '../policies/health-gate';
import type { CourseShowDetail, CourseShowRow } from '../services/courses/show-course';
import { presentOpenOffer } from './offer';
import { presentCourse } from './course';

function presentRow(row: CourseShowRow, health: HealthGate): CourseShowRegistration {
  const { registration } = row;
  return {
    id: registration.id,
    child: { id: row.child.id, first_name: row.child.first_name, last_name: row.child.last_name, tax: row.child.tax },
    parent_id: row.parentId,
    day_type: registration.day_type,
    price: row.price,
    payed_amount: registration.payed_amount,
    is_waiting: registration.is_waiting,
    offer: presentOpenOffer(row.offer),
    emergency_contact1_phone: registration.emergency_contact1_phone,
    emergency_contact2_phone: registration.emergency_contact2_phone,
    comment: registration.comment_user,
    comment_internal: registration.comment_internal,
    custom_field: registration.custom_field,
    custom_field_2: registration.custom_field_2,
    custom_field_3: registration.custom_field_3,
    photo_consent: row.photoConsent,
    created_at: registration.created_at.toISOString(),
    deleted_at: registration.deleted_at?.toISOString() ?? null,
    ...health.reveal(row.child.id, registrationHealth(registration)),
    health_erased_at: registration.health_erased_at?.toISOString() ?? null,
  };
}

export function presentCourseShow(show: CourseShowDetail, clock: Clock, health: HealthGate): CourseShow {
  const ofWeek = (weekId: number) => show.registrations.filter((row) => row.registration.course_week_id === weekId);
  return {
    course: presentCourse(show.detail, clock),
    photo_privacy: show.photoPrivacy,
    health: health.allowed,
    weeks: show.detail.weeks.map((week) => {
      const rows = ofWeek(week.id);
      const present = (keep: (row: CourseShowRow) => boolean) => rows.filter(keep).map((row) => presentRow(row, health));
      return {
        id: week.id,
        registered_participants: present((row) => isStanding(row.registration)),
        waiting_queue_participants: present((row) => !row.registration.deleted_at && row.registration.is_waiting),
        deleted_participants: present((row) => row.registration.deleted_at !== null),
      };
    }),
  };
}
