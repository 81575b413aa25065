import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { bookingErrors, bookingSchema, chosenWeeks, type BookingCourse, type BookingInput } from './booking';

const week = (id: number, from: string, to: string, extra: Partial<BookingCourse['courseWeeks'][number]> = {}) => ({
  id,
  name: `Woche ${id}`,
  name_it: `Settimana ${id}`,
  from,
  to,
  full_day: true,
  half_day: false,
  ...extra,
});

const course: BookingCourse = {
  multiple_course_week_registration: true,
  custom_field: true,
  custom_field_de: 'T-Shirt-Größe',
  custom_field_it: 'Taglia maglietta',
  custom_field_2: false,
  custom_field_2_de: null,
  custom_field_2_it: null,
  custom_field_3: false,
  custom_field_3_de: null,
  custom_field_3_it: null,
  courseWeeks: [week(1, '2025-07-07', '2025-07-11'), week(2, '2025-07-14', '2025-07-18', { half_day: true }), week(3, '2025-07-07', '2025-07-09')],
};
const children = [
  { id: 10, first_name: 'Anna', last_name: 'Gruber' },
  { id: 11, first_name: 'Jonas', last_name: 'Gruber' },
];

const valid: BookingInput = {
  bookedChildren: [
    { children: 10, props: { custom_field: '128' }, courseWeeks: [{ courseWeek: 1, dayType: 'full_day' }] },
    { children: 11, props: { custom_field: '140' }, courseWeeks: [{ courseWeek: 2, dayType: 'half_day' }] },
  ],
  emergency_contact1_phone: '+39 347 1234567',
  emergency_contact2_phone: '0471 123456',
};

const errorsOf = (input: BookingInput, lang: 'de' | 'it' = 'de', onCourse: BookingCourse = course) =>
  Object.fromEntries(
    Object.entries(bookingErrors(bookingSchema.parse(input), onCourse, children, lang)).map(([field, message]) => [
      field,
      translate(lang, message.key, message.params),
    ]),
  );

describe('bookingErrors', () => {
  it('finds nothing wrong with a complete booking', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('asks for two emergency contacts, with the same message on both', () => {
    expect(errorsOf({ ...valid, emergency_contact1_phone: '', emergency_contact2_phone: null })).toEqual({
      emergency_contact1_phone: 'Bitte zwei Notfallkontakte angeben.',
      emergency_contact2_phone: 'Bitte zwei Notfallkontakte angeben.',
    });
    expect(errorsOf({ ...valid, emergency_contact2_phone: '  ' }, 'it')).toEqual({
      emergency_contact2_phone: 'Indicare due contatti di emergenza.',
    });
  });

  it('asks for two different emergency contacts, however they are written', () => {
    expect(errorsOf({ ...valid, emergency_contact2_phone: '+39 347/123 4567' })).toEqual({
      emergency_contact2_phone: 'Bitte zwei verschiedene Notfallkontakte angeben.',
    });
    expect(errorsOf({ ...valid, emergency_contact2_phone: '+39 347 1234567' }, 'it')).toEqual({
      emergency_contact2_phone: 'Indicare due contatti di emergenza diversi.',
    });
    expect(errorsOf({ ...valid, emergency_contact1_phone: 'call me' })).toEqual({ emergency_contact1_phone: 'Der Wert ist ungültig.' });
  });

  it('names the label and the child of an empty required custom field, in the reader language', () => {
    const input = { ...valid, bookedChildren: [{ ...valid.bookedChildren![0]!, props: { custom_field: ' ' } }] };
    expect(errorsOf(input)).toEqual({ 'bookedChildren.0.props.custom_field': 'Bitte folgendes Feld ausfüllen: T-Shirt-Größe (Anna Gruber)' });
    expect(errorsOf(input, 'it')).toEqual({ 'bookedChildren.0.props.custom_field': 'Compilare il seguente campo: Taglia maglietta (Anna Gruber)' });
  });

  it('refuses the same child twice in one calendar week, in one line or in two, naming the week chosen first', () => {
    const twiceInLine = {
      ...valid,
      bookedChildren: [{ children: 10, props: { custom_field: 'S' }, courseWeeks: [{ courseWeek: 1, dayType: 'full_day' as const }, { courseWeek: 3, dayType: 'full_day' as const }] }],
    };
    expect(errorsOf(twiceInLine)).toEqual({
      'bookedChildren.0.courseWeeks.1': 'Anna Gruber ist in dieser Anmeldung schon für Woche 1 gewählt; zur selben Zeit ist nur ein Programm möglich.',
    });
    const twoLines = {
      ...valid,
      bookedChildren: [valid.bookedChildren![0]!, { ...valid.bookedChildren![0]! }],
    };
    expect(errorsOf(twoLines, 'it')).toEqual({
      'bookedChildren.1.courseWeeks.0': 'In questa iscrizione Anna Gruber è già scelto/a per Settimana 1; nello stesso periodo è possibile un solo programma.',
    });
  });

  it('asks for a child on a line without one, and for at least one child', () => {
    const noChild = { ...valid, bookedChildren: [{ children: null, courseWeeks: [{ courseWeek: 1, dayType: 'full_day' as const }] }] };
    expect(errorsOf(noChild)).toEqual({ 'bookedChildren.0.children': 'Bitte ein Kind hinzufügen.' });
    expect(errorsOf(noChild, 'it')).toEqual({ 'bookedChildren.0.children': 'Aggiungere un bambino.' });
    expect(errorsOf({ ...valid, bookedChildren: [] })).toEqual({ bookedChildren: 'Bitte mindestens ein Kind anmelden.' });
    expect(errorsOf({ ...valid, bookedChildren: [] }, 'it')).toEqual({ bookedChildren: 'Iscrivere almeno un bambino.' });
  });

  it('asks for a week on a line without one and on a chosen day type without a week', () => {
    const noWeek = { ...valid, bookedChildren: [{ ...valid.bookedChildren![0]!, courseWeeks: [{ courseWeek: 1, dayType: null }] }] };
    expect(errorsOf(noWeek)).toEqual({ 'bookedChildren.0.courseWeeks': 'Bitte die gewünschte Woche angeben.' });
    const dayTypeOnly = { ...valid, bookedChildren: [{ ...valid.bookedChildren![0]!, courseWeeks: [{ courseWeek: null, dayType: 'full_day' as const }] }] };
    expect(errorsOf(dayTypeOnly, 'it')).toEqual({ 'bookedChildren.0.courseWeeks.0': 'Indicare la settimana desiderata.' });
  });

  it('ignores weeks with neither day type, keeping the indexes as sent', () => {
    const line = bookingSchema.parse({
      bookedChildren: [{ children: 10, courseWeeks: [{ courseWeek: 1, dayType: null }, { courseWeek: 2, dayType: 'half_day' }] }],
    }).bookedChildren[0]!;
    expect(chosenWeeks(line)).toEqual([{ index: 1, courseWeek: 2, dayType: 'half_day' }]);
  });

  it('refuses weeks of another course, day types the week does not offer, and a second week in single-week courses', () => {
    const input = {
      ...valid,
      bookedChildren: [
        { children: 10, props: { custom_field: 'S' }, courseWeeks: [{ courseWeek: 99, dayType: 'full_day' as const }, { courseWeek: 1, dayType: 'half_day' as const }] },
      ],
    };
    expect(errorsOf(input)).toEqual({
      'bookedChildren.0.courseWeeks.0': 'Diese Woche gehört nicht zu diesem Kurs.',
      'bookedChildren.0.courseWeeks.1': 'Diese Tagesart wird in „Woche 1“ nicht angeboten.',
    });
    const single = { ...course, multiple_course_week_registration: false };
    const twoWeeks = { ...valid, bookedChildren: [{ children: 10, props: { custom_field: 'S' }, courseWeeks: [{ courseWeek: 1, dayType: 'full_day' as const }, { courseWeek: 2, dayType: 'full_day' as const }] }] };
    expect(errorsOf(twoWeeks, 'it', single)).toEqual({ 'bookedChildren.0.courseWeeks': 'In questo corso ogni bambino può prenotare una sola settimana.' });
  });

  it('collects every error at once', () => {
    const errors = errorsOf({ bookedChildren: [{ children: null, courseWeeks: [] }, { children: 11, courseWeeks: [] }] });
    expect(Object.keys(errors).sort()).toEqual([
      'bookedChildren.0.children',
      'bookedChildren.0.courseWeeks',
      'bookedChildren.1.courseWeeks',
      'bookedChildren.1.props.custom_field',
      'emergency_contact1_phone',
      'emergency_contact2_phone',
    ]);
  });
});
