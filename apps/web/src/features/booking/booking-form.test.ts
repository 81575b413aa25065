import { describe, expect, it } from 'vitest';
import { addLine, bookingSummary, canAddLine, childChoices, emptyBooking, formErrors, removeLine, setChild, setProp, toggleDayType, toPayload, weekField, type BookingValues } from './booking-form';
import { child, course, FAMILY, week } from './testing/fixtures';

const filled = (values: BookingValues): BookingValues => ({ ...values, emergency_contact1_phone: '+39 333 1111111', emergency_contact2_phone: '+39 333 2222222' });

describe('booking form rules', () => {
  it('keeps half day and full day of a week exclusive', () => {
    let values = emptyBooking(FAMILY);
    values = toggleDayType(values, 0, 1, 'half_day', true, true);
    values = toggleDayType(values, 0, 1, 'full_day', true, true);
    expect(values.lines[0]!.weeks).toEqual({ 1: 'full_day' });
    // Unticking the day type that is not chosen changes nothing.
    expect(toggleDayType(values, 0, 1, 'half_day', false, true).lines[0]!.weeks).toEqual({ 1: 'full_day' });
    expect(toggleDayType(values, 0, 1, 'full_day', false, true).lines[0]!.weeks).toEqual({});
  });

  it('keeps several weeks when the course allows it, and only one otherwise', () => {
    let several = toggleDayType(emptyBooking(FAMILY), 0, 1, 'full_day', true, true);
    several = toggleDayType(several, 0, 8, 'half_day', true, true);
    expect(several.lines[0]!.weeks).toEqual({ 1: 'full_day', 8: 'half_day' });

    let single = toggleDayType(emptyBooking(FAMILY), 0, 1, 'full_day', true, false);
    single = toggleDayType(single, 0, 8, 'half_day', true, false);
    expect(single.lines[0]!.weeks).toEqual({ 8: 'half_day' });
  });

  it('starts with the first child, offers each child once, and copies the previous line\'s weeks into a new line', () => {
    let values = emptyBooking(FAMILY);
    expect(values.lines[0]!.child).toBe(4);
    values = toggleDayType(values, 0, 1, 'full_day', true, true);
    values = setProp(values, 0, 'allergies', 'Nüsse');
    expect(canAddLine(values, FAMILY)).toBe(true);
    values = addLine(values, FAMILY);
    expect(values.lines[1]).toMatchObject({ child: 5, weeks: { 1: 'full_day' }, props: { allergies: '' } });
    expect(canAddLine(values, FAMILY)).toBe(false);
    expect(childChoices(values, 1, FAMILY).map((choice) => choice.id)).toEqual([5]);
    // The copy is a copy: changing the new line leaves the first alone.
    values = toggleDayType(values, 1, 8, 'half_day', true, true);
    expect(values.lines[0]!.weeks).toEqual({ 1: 'full_day' });

    values = removeLine(values, 0);
    expect(values.lines.map((line) => line.child)).toEqual([5]);
    expect(childChoices(values, 0, FAMILY).map((choice) => choice.id)).toEqual([4, 5]);
  });

  it('sends the chosen weeks in the course\'s order and leaves the others out', () => {
    let values = filled(emptyBooking(FAMILY));
    values = toggleDayType(values, 0, 15, 'full_day', true, true);
    values = toggleDayType(values, 0, 1, 'half_day', true, true);
    expect(toPayload(values, course()).bookedChildren?.[0]?.courseWeeks).toEqual([
      { courseWeek: 1, dayType: 'half_day' },
      { courseWeek: 15, dayType: 'full_day' },
    ]);
    expect(weekField(values, course(), 0, 15)).toBe('bookedChildren.0.courseWeeks.1');
  });

  it('collects every error at once: contacts, a line without child, without week, custom fields, a child to update', () => {
    const family = [...FAMILY, child(6, 'Paul', { needs_update: true })];
    const theatre = course({ custom_field: true, custom_field_de: 'T-Shirt-Größe', custom_field_it: 'Taglia maglietta', multiple_course_week_registration: false });
    let values = emptyBooking(family);
    values = toggleDayType(values, 0, 1, 'full_day', true, true);
    values = toggleDayType(values, 0, 8, 'full_day', true, true);
    values = addLine(values, family);
    values = setChild(values, 1, null);
    values = { ...addLine(values, family), emergency_contact1_phone: '+39 333 1111111', emergency_contact2_phone: '+39 333 111 1111' };
    values = setChild(values, 2, 6);

    const errors = formErrors(values, theatre, family, 'de');
    expect(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message.key]))).toEqual({
      emergency_contact2_phone: 'booking.errors.emergency_contacts_different',
      'bookedChildren.0.props.custom_field': 'booking.errors.custom_field_required',
      'bookedChildren.0.courseWeeks': 'booking.errors.one_week_only',
      'bookedChildren.1.children': 'booking.errors.child_missing',
      'bookedChildren.1.courseWeeks': 'booking.errors.one_week_only',
      'bookedChildren.2.props.custom_field': 'booking.errors.custom_field_required',
      'bookedChildren.2.courseWeeks': 'booking.errors.one_week_only',
      'bookedChildren.2.children': 'booking.errors.child_needs_update',
    });
    expect(errors['bookedChildren.0.props.custom_field']!.params).toEqual({ label: 'T-Shirt-Größe', child: 'Lena Gruber' });
    expect(formErrors(filled(emptyBooking([])), course(), [], 'de')).toMatchObject({ 'bookedChildren.0.children': { key: 'booking.errors.child_missing' } });
    expect(formErrors({ ...filled(emptyBooking(FAMILY)), lines: [] }, course(), FAMILY, 'de')).toMatchObject({ bookedChildren: { key: 'booking.errors.no_child' } });
  });

  it('finds no error in a complete booking', () => {
    const values = toggleDayType(filled(emptyBooking(FAMILY)), 0, 1, 'full_day', true, true);
    expect(formErrors(values, course(), FAMILY, 'de')).toEqual({});
  });
});

describe('booking summary', () => {
  it('prices each chosen week by its day type, gives a week\'s last place to the first line, and adds up only the places', () => {
    const lastPlace = course({ courseWeeks: [week(1, { free_places: 1, price: 120.1, price_half_day: 80.2 }), week(8, { state: 'waiting_list', free_places: 0 }), week(15, { free_places: 0, waiting_free_places: 0 })] });
    let values = toggleDayType(emptyBooking(FAMILY), 0, 1, 'half_day', true, true);
    values = addLine(values, FAMILY);
    values = toggleDayType(values, 1, 1, 'full_day', true, true);
    values = toggleDayType(values, 1, 8, 'half_day', true, true);
    values = toggleDayType(values, 1, 15, 'full_day', true, true);
    const summary = bookingSummary(values, lastPlace, FAMILY);
    expect(summary.lines.map((line) => [line.child?.first_name, line.weeks.map((entry) => [entry.week.id, entry.dayType, entry.price, entry.place])])).toEqual([
      ['Lena', [[1, 'half_day', 80.2, 'confirmed']]],
      ['Jonas', [[1, 'full_day', 120.1, 'waiting'], [8, 'half_day', 80, 'waiting'], [15, 'full_day', 120, null]]],
    ]);
    // Only Lena's place is owed: waiting and refused weeks cost nothing yet.
    expect(summary.total).toBe(80.2);
    expect(summary.waiting).toBe(true);

    // With free places in weeks 1 and 15 both children have theirs there: 80 + 120 + 120.
    expect(bookingSummary(values, course(), FAMILY).total).toBe(320);
    expect(bookingSummary(emptyBooking(FAMILY), course(), FAMILY)).toEqual({ lines: [{ key: expect.any(String), child: FAMILY[0], weeks: [] }], total: 0, waiting: false });
  });
});
