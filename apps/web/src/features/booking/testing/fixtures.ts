import type { FamilyChild } from '@app/domain';
import type { BookableCourse, BookableWeek } from '../types';

/** A course of three weeks as the public course answer sends it, and a family of two children. */

export function week(id: number, overrides: Partial<BookableWeek> = {}): BookableWeek {
  const day = String(id).padStart(2, '0');
  return {
    id,
    name: `Woche ${id}`,
    name_it: `Settimana ${id}`,
    from: `2030-07-${day}`,
    to: `2030-07-${day}`,
    full_day: true,
    half_day: true,
    state: 'open',
    full: false,
    free_places: 5,
    waiting_free_places: 5,
    price: 120,
    price_half_day: 80,
    ...overrides,
  };
}

export function course(overrides: Partial<BookableCourse> = {}): BookableCourse {
  return {
    id: 12,
    name: 'Sommertheater',
    name_it: 'Teatro estivo',
    multiple_course_week_registration: true,
    custom_field: false,
    custom_field_de: null,
    custom_field_it: null,
    custom_field_2: false,
    custom_field_2_de: null,
    custom_field_2_it: null,
    custom_field_3: false,
    custom_field_3_de: null,
    custom_field_3_it: null,
    label_full_day_de: null,
    label_full_day_it: null,
    label_half_day_de: null,
    label_half_day_it: null,
    disable_leave_alone: false,
    disable_swimming_help: false,
    courseWeeks: [week(1), week(8, { state: 'waiting_list', free_places: 0 }), week(15, { half_day: false, price_half_day: null })],
    booking: { possible: true, reason: null, opens_at: null },
    ...overrides,
  };
}

export function child(id: number, first_name: string, overrides: Partial<FamilyChild> = {}): FamilyChild {
  return {
    id,
    first_name,
    last_name: 'Gruber',
    display_name: `${first_name} Gruber`,
    tax: 'GRBLNE15C61A952X',
    gender: 'f',
    birth: '2015-03-21',
    lang: 'de',
    phone: '+39 347 1234567',
    phone_child: null,
    whatsapp_infos: false,
    school: 'gs_4',
    with_diagnostics: false,
    risk_group: false,
    last_update: '2030-01-02T10:00:00.000Z',
    needs_update: false,
    ...overrides,
  };
}

export const FAMILY = [child(4, 'Lena'), child(5, 'Jonas', { gender: 'm' })];
