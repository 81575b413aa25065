import { bookingReference, epcPayload, familyParentSchema, paymentReference, sumMoney, type Family, type FamilyBooking, type FamilyRegistration } from '@app/domain';
import { parentUser } from '../../testing/app';
import { child } from '../../testing/children';

/** Test data of the family page: the shape GET /api/my-family answers. */

export { child };

const label = { enabled: false, de: null, it: null };

export function registration(overrides: Partial<FamilyRegistration> = {}): FamilyRegistration {
  const base: FamilyRegistration = {
    id: 101,
    booking_id: 7,
    is_waiting: false,
    waiting_position: null,
    offer: null,
    day_type: 'full_day',
    day_type_label: 'Ganztags',
    emergency_contact1_phone: '+39 333 1111111',
    emergency_contact2_phone: '+39 333 2222222',
    custom_field: null,
    custom_field_2: null,
    custom_field_3: null,
    leave_alone: false,
    swimming_help: false,
    medicaments: null,
    incompatibilities: null,
    allergies: null,
    comment_user: null,
    created_at: '2026-03-01T08:00:00.000Z',
    people: { id: 11, first_name: 'Anna', last_name: 'Rossi', display_name: 'Anna Rossi' },
    course: {
      id: 5,
      name: 'Fußballcamp',
      name_it: 'Campo di calcio',
      label_full_day_de: null,
      label_full_day_it: null,
      label_half_day_de: null,
      label_half_day_it: null,
      custom_field: label,
      custom_field_2: label,
      custom_field_3: label,
      bank_name: 'Jugenddienst Bozen',
      bank_iban: 'IT60X0542811101000000123456',
    },
    courseWeek: {
      id: 21,
      name: 'Woche 1',
      name_it: 'Settimana 1',
      from: '2026-07-06',
      to: '2026-07-10',
      state: 'open',
      full_day: true,
      half_day: false,
      price: 1234.5,
      price_half_day: null,
    },
    editable: true,
    price: 1234.5,
    payed: 'partly_paid',
    payed_amount: 100,
    payed_at: '2026-03-05',
    open_amount: 1134.5,
    payment: null,
  };
  const row = { ...base, ...overrides };
  if (overrides.payment !== undefined || row.open_amount === 0 || row.is_waiting) return row;
  const reference = paymentReference(row.booking_id, [row.people.display_name]);
  const transfer = { recipient: 'Jugenddienst Bozen', iban: 'IT60X0542811101000000123456', amount: row.open_amount, reference };
  return { ...row, payment: { ...transfer, epc: epcPayload(transfer) } };
}

/** The signed-in parent of the test app (parentUser) as the family page shows it (the schema drops privacy_agb). */
const familyParent = () => familyParentSchema.parse({ ...parentUser().people, pending_address: null });

export const family = (overrides: Partial<Family> = {}): Family => ({
  parent: familyParent(),
  childrens: [child()],
  registrations: [registration()],
  confirmations: [{ child_name: 'Anna Rossi', course_name: 'Fußballcamp', week_count: 1, courseId: 5, peopleId: 11 }],
  waitingQueue: [],
  bookings: [],
  ...overrides,
});

/** The family's booking of these registrations as the page answers it: their open amounts under one reference. */
export function booking(rows: readonly FamilyRegistration[]): FamilyBooking {
  const [first] = rows;
  const owing = rows.filter((row) => row.payment);
  const amount = sumMoney(owing.map((row) => row.open_amount));
  const reference = paymentReference(first!.booking_id, [...new Set(owing.map((row) => row.people.display_name))]);
  const transfer = { recipient: 'Jugenddienst Bozen', iban: 'IT60X0542811101000000123456', amount, reference };
  return {
    id: first!.booking_id,
    reference: bookingReference(first!.booking_id),
    registration_ids: owing.map((row) => row.id),
    open_amount: amount,
    payment: { ...transfer, epc: epcPayload(transfer) },
  };
}
