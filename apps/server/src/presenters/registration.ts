import { bookingReference, localText, paymentStatus, type Language, type RegistrationDetail, type RegistrationListItem } from '@app/domain';
import { registrationHealth, type HealthGate } from '../policies/health-gate';
import type { RegistrationDetailRow } from '../services/registrations/find-registration';
import type { RegistrationListRow } from '../services/registrations/list-registrations';
import { presentOpenOffer, presentRegistrationEvent } from './offer';

export const presentRegistrationListItem = (row: RegistrationListRow): RegistrationListItem => ({
  id: row.registration.id,
  booking_reference: bookingReference(row.registration.booking_id),
  child: { id: row.child.id, first_name: row.child.first_name, last_name: row.child.last_name, tax: row.child.tax },
  parent: row.parentId === null ? null : { id: row.parentId, name: row.parentName ?? '' },
  course: { id: row.course.id, name: row.course.name, name_it: row.course.name_it },
  week: { id: row.week.id, name: row.week.name, name_it: row.week.name_it, from: row.week.from, to: row.week.to },
  day_type: row.registration.day_type,
  price: row.price,
  payed_amount: row.registration.payed_amount,
  payed_at: row.registration.payed_at,
  open_amount: row.openAmount,
  payment_state: paymentStatus(row.price, row.registration.payed_amount),
  is_waiting: row.registration.is_waiting,
  created_at: row.registration.created_at.toISOString(),
  deleted_at: row.registration.deleted_at?.toISOString() ?? null,
});

export function presentRegistrationDetail(row: RegistrationDetailRow, lang: Language, health: HealthGate): RegistrationDetail {
  const { registration, course } = row;
  const customFields = (
    [
      [course.custom_field, course.custom_field_de, course.custom_field_it, registration.custom_field],
      [course.custom_field_2, course.custom_field_2_de, course.custom_field_2_it, registration.custom_field_2],
      [course.custom_field_3, course.custom_field_3_de, course.custom_field_3_it, registration.custom_field_3],
    ] as const
  ).flatMap(([on, de, it, value]) => (on ? [{ label: localText(de, it, lang), value }] : []));
  return {
    ...presentRegistrationListItem({
      ...row,
      child: row.child,
      course: { id: course.id, name: course.name, name_it: course.name_it },
    }),
    child: { id: row.child.id, first_name: row.child.first_name, last_name: row.child.last_name, tax: row.child.tax, birth: row.child.birth },
    week: {
      id: row.week.id,
      name: row.week.name,
      name_it: row.week.name_it,
      from: row.week.from,
      to: row.week.to,
      half_day: row.week.half_day,
      full_day: row.week.full_day,
    },
    emergency_contact1_phone: registration.emergency_contact1_phone,
    emergency_contact2_phone: registration.emergency_contact2_phone,
    comment: registration.comment_user,
    comment_internal: registration.comment_internal,
    photo_consent: row.photoConsent,
    leave_alone: registration.leave_alone,
    swimming_help: registration.swimming_help,
    custom_fields: customFields,
    ...health.reveal(row.child.id, registrationHealth(registration)),
    health_erased_at: registration.health_erased_at?.toISOString() ?? null,
    contact_phone: registration.contact_phone,
    contact_email: registration.contact_email,
    offer: presentOpenOffer(row.offer),
    history: row.history.map(presentRegistrationEvent),
  };
}
