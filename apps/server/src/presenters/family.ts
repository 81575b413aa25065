import {
  bookingReference,
  bookingTransfer,
  isStanding,
  localName,
  openAmount,
  openOf,
  payeeName,
  paymentStatus,
  registrationPrice,
  registrationTransfer,
  sumMoney,
  type Confirmation,
  type ErasurePreview,
  type Family,
  type FamilyBooking,
  type FamilyParent,
  type FamilyRegistration,
  type Language,
} from '@app/domain';
import type { people } from '../db/schema';
import type { Clock } from '../lib/clock';
import { dayTypeLabelOf } from '../lib/day-type';
import { weekAvailabilityOf } from '../lib/week-state';
import type { FamilyConfirmationRow, FamilyRegistrationRow, FamilyRows } from '../services/family/load-family';
import type { PaidPlaceRow } from '../services/family-data/erase-family';
import { presentOpenOffer } from './offer';
import { presentFamilyChild } from './child';
import { pendingOf, type AddressState } from '../services/address-links/address-link';
import { presentOwnPerson } from './user';

type PersonRow = typeof people.$inferSelect;

/** The parent as the family page shows it: the person's own data with the sign-in address and what waits for a link. */
export function presentFamilyParent(person: PersonRow, address: AddressState): FamilyParent {
  return { ...presentOwnPerson(person), email: address.loginEmail, pending_address: pendingOf(address) };
}

/**
 * One registration of the family with what the page shows and the dialogs need: child, course (labels,
 * custom fields, bank), week with its state, price, paid and open amount, and the transfer data while an
 * amount is open. The family's own booking answers (health data included) are shown to the family only.
 */
/** The family sees its open offer's times, not the office's reminder mark. */
function familyOffer(columns: FamilyRegistrationRow['offer']) {
  const offer = presentOpenOffer(columns);
  return offer && { offered_at: offer.offered_at, expires_at: offer.expires_at };
}

export function presentFamilyRegistration(row: FamilyRegistrationRow, clock: Clock, lang: Language): FamilyRegistration {
  const { registration, week, course, child } = row;
  const { state } = weekAvailabilityOf(week, course, clock.now, clock.timeZone);
  const price = registrationPrice(week, registration.day_type);
  const transfer = registrationTransfer({ course, week, child, registration, payee: payeeName(row.payee) });
  return {
    id: registration.id,
    booking_id: registration.booking_id,
    is_waiting: registration.is_waiting,
    waiting_position: registration.is_waiting ? row.waitingPosition : null,
    offer: familyOffer(row.offer),
    day_type: registration.day_type,
    day_type_label: dayTypeLabelOf(course, registration.day_type, lang),
    emergency_contact1_phone: registration.emergency_contact1_phone,
    emergency_contact2_phone: registration.emergency_contact2_phone,
    custom_field: registration.custom_field,
    custom_field_2: registration.custom_field_2,
    custom_field_3: registration.custom_field_3,
    leave_alone: registration.leave_alone,
    swimming_help: registration.swimming_help,
    medicaments: registration.medicaments,
    incompatibilities: registration.incompatibilities,
    allergies: registration.allergies,
    comment_user: registration.comment_user,
    created_at: registration.created_at.toISOString(),
    people: { id: child.id, first_name: child.first_name, last_name: child.last_name, display_name: `${child.first_name} ${child.last_name}` },
    course: {
      id: course.id,
      name: course.name,
      name_it: course.name_it,
      label_full_day_de: course.label_full_day_de,
      label_full_day_it: course.label_full_day_it,
      label_half_day_de: course.label_half_day_de,
      label_half_day_it: course.label_half_day_it,
      custom_field: { enabled: course.custom_field, de: course.custom_field_de, it: course.custom_field_it },
      custom_field_2: { enabled: course.custom_field_2, de: course.custom_field_2_de, it: course.custom_field_2_it },
      custom_field_3: { enabled: course.custom_field_3, de: course.custom_field_3_de, it: course.custom_field_3_it },
      bank_name: course.bank_name,
      bank_iban: course.bank_iban,
    },
    courseWeek: {
      id: week.id,
      name: week.name,
      name_it: week.name_it,
      from: week.from,
      to: week.to,
      state,
      full_day: week.full_day,
      half_day: week.half_day,
      price: week.price,
      price_half_day: week.price_half_day,
    },
    editable: state !== 'after_registration',
    price,
    payed: paymentStatus(price, registration.payed_amount),
    payed_amount: registration.payed_amount,
    payed_at: registration.payed_at,
    open_amount: openAmount(price, registration.payed_amount),
    payment: transfer,
  };
}

export function presentConfirmation(row: FamilyConfirmationRow, lang: Language): Confirmation {
  return {
    child_name: `${row.first_name} ${row.last_name}`,
    course_name: localName({ name: row.courseName, name_it: row.courseNameIt }, lang),
    week_count: row.weekCount,
    courseId: row.courseId,
    peopleId: row.childId,
  };
}

/**
 * The family's bookings with something open, each with its one transfer (decision 022): the open amounts of
 * its standing registrations added up under the booking's reference. In the order the page lists their weeks.
 */
export function presentFamilyBookings(rows: readonly FamilyRegistrationRow[]): FamilyBooking[] {
  const standing = rows.filter((row) => isStanding(row.registration));
  const bookingIds = [...new Set(standing.map((row) => row.registration.booking_id))];
  return bookingIds.flatMap((bookingId) => {
    const items = standing.filter((row) => row.registration.booking_id === bookingId);
    const payment = bookingTransfer({ bookingId, items, payee: payeeName(items[0]!.payee) });
    if (!payment) return [];
    const owing = items.filter((row) => openOf(row) > 0);
    return [{ id: bookingId, reference: bookingReference(bookingId), registration_ids: owing.map((row) => row.registration.id), open_amount: payment.amount, payment }];
  });
}

/** The family page's answer; an account without a family gets `parent: null` and empty lists. */
export function presentFamily(family: FamilyRows | null, clock: Clock, lang: Language): Family {
  if (!family) return { parent: null, childrens: [], registrations: [], confirmations: [], waitingQueue: [], bookings: [] };
  const registrations = family.registrations.map((row) => presentFamilyRegistration(row, clock, lang));
  return {
    parent: presentFamilyParent(family.parent, family.address),
    childrens: family.children.map((child) => presentFamilyChild(child, clock.now, clock.timeZone)),
    registrations: registrations.filter((registration) => !registration.is_waiting),
    confirmations: family.confirmations.map((row) => presentConfirmation(row, lang)),
    waitingQueue: registrations.filter((registration) => registration.is_waiting),
    bookings: presentFamilyBookings(family.registrations),
  };
}

/** What an erasure asks before it runs (decision 025): the paid places of weeks to come and what they cost. */
export function presentErasurePreview(places: readonly PaidPlaceRow[]): ErasurePreview {
  return {
    paid_places: places.map((place) => ({
      registration_id: place.registrationId,
      child_name: `${place.child.first_name} ${place.child.last_name}`,
      course: place.course,
      week: place.week,
      payed_amount: place.payedAmount ?? 0,
    })),
    refund_amount: sumMoney(places.map((place) => place.payedAmount ?? 0)),
  };
}
