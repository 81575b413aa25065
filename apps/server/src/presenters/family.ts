import {
  localName,
  openAmount,
  payeeName,
  paymentStatus,
  registrationPrice,
  type Confirmation,
  type Family,
  type FamilyParent,
  type FamilyRegistration,
  type Language,
} from '@app/domain';
import type { people } from '../db/schema';
import type { Clock } from '../lib/clock';
import { dayTypeLabelOf } from '../lib/day-type';
import { weekAvailabilityOf } from '../lib/week-state';
import type { FamilyConfirmationRow, FamilyRegistrationRow, FamilyRows } from '../services/family/load-family';
import { registrationTransfer } from '../services/booking/registration-email';
import { presentFamilyChild } from './child';
import { presentOwnPerson } from './user';

type PersonRow = typeof people.$inferSelect;

/** The parent as the family page shows it: the person's own data. */
export function presentFamilyParent(person: PersonRow): FamilyParent {
  return presentOwnPerson(person);
}

/**
 * One registration of the family with what the page shows and the dialogs need: child, course (labels,
 * custom fields, bank), week with its state, price, paid and open amount, and the transfer data while an
 * amount is open. The family's own booking answers (health data included) are shown to the family only.
 */
export function presentFamilyRegistration(row: FamilyRegistrationRow, clock: Clock, lang: Language): FamilyRegistration {
  const { registration, week, course, child } = row;
  const { state } = weekAvailabilityOf(week, course, clock.now, clock.timeZone);
  const price = registrationPrice(week, registration.dayType);
  const transfer = registrationTransfer({ course, week, child, registration, payee: payeeName(row.payee) });
  return {
    id: registration.id,
    is_waiting: registration.isWaiting,
    waiting_position: registration.isWaiting ? row.waitingPosition : null,
    day_type: registration.dayType,
    day_type_label: dayTypeLabelOf(course, registration.dayType, lang),
    emergency_contact1_phone: registration.emergencyContact1Phone,
    emergency_contact2_phone: registration.emergencyContact2Phone,
    custom_field: registration.customField,
    custom_field_2: registration.customField2,
    custom_field_3: registration.customField3,
    leave_alone: registration.leaveAlone,
    swimming_help: registration.swimmingHelp,
    medicaments: registration.medicaments,
    incompatibilities: registration.incompatibilities,
    allergies: registration.allergies,
    comment_user: registration.commentUser,
    created_at: registration.createdAt.toISOString(),
    people: { id: child.id, first_name: child.firstName, last_name: child.lastName, display_name: `${child.firstName} ${child.lastName}` },
    course: {
      id: course.id,
      name: course.name,
      name_it: course.nameIt,
      label_full_day_de: course.labelFullDayDe,
      label_full_day_it: course.labelFullDayIt,
      label_half_day_de: course.labelHalfDayDe,
      label_half_day_it: course.labelHalfDayIt,
      custom_field: { enabled: course.customField, de: course.customFieldDe, it: course.customFieldIt },
      custom_field_2: { enabled: course.customField2, de: course.customField2De, it: course.customField2It },
      custom_field_3: { enabled: course.customField3, de: course.customField3De, it: course.customField3It },
      bank_name: course.bankName,
      bank_iban: course.bankIban,
    },
    courseWeek: {
      id: week.id,
      name: week.name,
      name_it: week.nameIt,
      from: week.from,
      to: week.to,
      state,
      full_day: week.fullDay,
      half_day: week.halfDay,
      price: week.price,
      price_half_day: week.priceHalfDay,
    },
    editable: state !== 'after_registration',
    price,
    payed: paymentStatus(price, registration.payedAmount),
    payed_amount: registration.payedAmount,
    payed_at: registration.payedAt,
    open_amount: openAmount(price, registration.payedAmount),
    payment: transfer,
  };
}

export function presentConfirmation(row: FamilyConfirmationRow, lang: Language): Confirmation {
  return {
    child_name: `${row.firstName} ${row.lastName}`,
    course_name: localName({ name: row.courseName, name_it: row.courseNameIt }, lang),
    week_count: row.weekCount,
    courseId: row.courseId,
    peopleId: row.childId,
  };
}

/** The family page's answer; an account without a family gets `parent: null` and empty lists. */
export function presentFamily(family: FamilyRows | null, clock: Clock, lang: Language): Family {
  if (!family) return { parent: null, childrens: [], registrations: [], confirmations: [], waitingQueue: [] };
  const registrations = family.registrations.map((row) => presentFamilyRegistration(row, clock, lang));
  return {
    parent: presentFamilyParent(family.parent),
    childrens: family.children.map((child) => presentFamilyChild(child, clock.now, clock.timeZone)),
    registrations: registrations.filter((registration) => !registration.is_waiting),
    confirmations: family.confirmations.map((row) => presentConfirmation(row, lang)),
    waitingQueue: registrations.filter((registration) => registration.is_waiting),
  };
}
