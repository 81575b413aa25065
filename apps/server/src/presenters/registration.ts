import { localText, paymentStatus, type Language, type RegistrationDetail, type RegistrationListItem } from '@app/domain';
import type { RegistrationDetailRow } from '../services/registrations/find-registration';
import type { RegistrationListRow } from '../services/registrations/list-registrations';

export const presentRegistrationListItem = (row: RegistrationListRow): RegistrationListItem => ({
  id: row.registration.id,
  child: { id: row.child.id, first_name: row.child.firstName, last_name: row.child.lastName, tax: row.child.tax },
  parent: row.parentId === null ? null : { id: row.parentId, name: row.parentName ?? '' },
  course: { id: row.course.id, name: row.course.name, name_it: row.course.nameIt },
  week: { id: row.week.id, name: row.week.name, name_it: row.week.nameIt, from: row.week.from, to: row.week.to },
  day_type: row.registration.dayType,
  price: row.price,
  payed_amount: row.registration.payedAmount,
  payed_at: row.registration.payedAt,
  open_amount: row.openAmount,
  payment_state: paymentStatus(row.price, row.registration.payedAmount),
  is_waiting: row.registration.isWaiting,
  created_at: row.registration.createdAt.toISOString(),
  deleted_at: row.registration.deletedAt?.toISOString() ?? null,
});

export function presentRegistrationDetail(row: RegistrationDetailRow, lang: Language): RegistrationDetail {
  const { registration, course } = row;
  const customFields = (
    [
      [course.customField, course.customFieldDe, course.customFieldIt, registration.customField],
      [course.customField2, course.customField2De, course.customField2It, registration.customField2],
      [course.customField3, course.customField3De, course.customField3It, registration.customField3],
    ] as const
  ).flatMap(([on, de, it, value]) => (on ? [{ label: localText(de, it, lang), value }] : []));
  return {
    ...presentRegistrationListItem({
      ...row,
      child: row.child,
      course: { id: course.id, name: course.name, nameIt: course.nameIt },
    }),
    child: { id: row.child.id, first_name: row.child.firstName, last_name: row.child.lastName, tax: row.child.tax, birth: row.child.birth },
    week: {
      id: row.week.id,
      name: row.week.name,
      name_it: row.week.nameIt,
      from: row.week.from,
      to: row.week.to,
      half_day: row.week.halfDay,
      full_day: row.week.fullDay,
    },
    emergency_contact1_phone: registration.emergencyContact1Phone,
    emergency_contact2_phone: registration.emergencyContact2Phone,
    comment: registration.commentUser,
    comment_internal: registration.commentInternal,
    photo_consent: row.photoConsent,
    leave_alone: registration.leaveAlone,
    swimming_help: registration.swimmingHelp,
    custom_fields: customFields,
    // Health data only for child.health (decisions.md section 11): left out, not masked.
    ...(row.health ? { medicaments: registration.medicaments, incompatibilities: registration.incompatibilities, allergies: registration.allergies } : {}),
  };
}
