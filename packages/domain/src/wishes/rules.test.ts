import { describe, expect, it } from 'vitest';
import { drawSeason } from '../draw';
import { childrenWithFewWishes, drawChildrenOf, wishListErrors, wishListReceipt, type WishContext } from './rules';
import { wishListInputSchema, type WishListInput } from './schema';

const context: WishContext = {
  maxWishes: 3,
  maxWeeks: 2,
  weeks: new Map([
    [11, { full_day: true, half_day: false, course: { id: 1 }, questions: [] }],
    [12, { full_day: true, half_day: true, course: { id: 1 }, questions: [] }],
    [13, { full_day: true, half_day: true, course: { id: 2 }, questions: [] }],
  ]),
};
const phones = { emergency_contact1_phone: '+39 347 1111111', emergency_contact2_phone: '+39 347 2222222' };
const list = (children: WishListInput['children'], more: Partial<WishListInput> = {}) => wishListInputSchema.parse({ ...phones, children, ...more });
const wish = (course_week: number, extra: { day_type?: 'full_day' | 'half_day'; together?: boolean } = {}) => ({ course_week, day_type: 'full_day' as const, ...extra });

describe('wishListErrors', () => {
  it('takes a list within the season\'s limits, siblings wishing a week together', () => {
    const together = list([
      { child: 1, max_weeks: 2, props: {}, wishes: [wish(11, { together: true }), wish(12)] },
      { child: 2, max_weeks: 1, props: {}, wishes: [wish(11, { together: true })] },
    ]);
    expect(wishListErrors(together, context)).toEqual({});
  });

  it('names each broken rule on its field', () => {
    const broken = list(
      [
        { child: 1, max_weeks: 3, props: {}, wishes: [wish(11, { day_type: 'half_day' }), wish(99), wish(12), wish(12, { together: true })] },
        { child: 1, max_weeks: 1, props: {}, wishes: [] },
      ],
      { emergency_contact2_phone: phones.emergency_contact1_phone },
    );
    expect(wishListErrors(broken, context)).toEqual({
      emergency_contact2_phone: ['booking.errors.emergency_contacts_different'],
      'children.0.max_weeks': ['wishes.errors.too_many_weeks'],
      'children.0.wishes': ['wishes.errors.too_many_wishes'],
      'children.0.wishes.0.day_type': ['wishes.errors.day_type_not_offered'],
      'children.0.wishes.1.course_week': ['wishes.errors.week_not_in_season'],
      'children.0.wishes.3.course_week': ['wishes.errors.week_twice'],
      'children.0.wishes.3.together': ['wishes.errors.together_alone'],
      'children.1.child': ['wishes.errors.child_twice'],
    });
    // A course's own questions are answered once per course, whichever of its weeks are wished.
    const asking: WishContext = { ...context, weeks: new Map([...context.weeks, [14, { full_day: true, half_day: false, course: { id: 3 }, questions: [{ field: 'custom_field' }, { field: 'custom_field_3' }] }]]) };
    const unanswered = list([{ child: 1, max_weeks: 1, props: {}, wishes: [wish(14)], answers: [{ course: 3, custom_field: 'M', custom_field_3: '  ' }] }]);
    expect(wishListErrors(unanswered, asking)).toEqual({ 'children.0.answers.3.custom_field_3': ['wishes.errors.answer_required'] });
    expect(wishListErrors(list([{ child: 1, max_weeks: 1, props: {}, wishes: [wish(14)], answers: [{ course: 3, custom_field: 'M', custom_field_3: 'Geige' }] }]), asking)).toEqual({});
    expect(wishListErrors(list([], { emergency_contact1_phone: null, emergency_contact2_phone: 'abc' }), context)).toEqual({
      emergency_contact1_phone: ['booking.errors.emergency_contacts'],
      emergency_contact2_phone: ['validation.invalid'],
    });
  });
});

describe('a wish list', () => {
  it('warns for a child with fewer than three wishes', () => {
    expect(childrenWithFewWishes(list([{ child: 1, max_weeks: 1, props: {}, wishes: [wish(11), wish(12)] }, { child: 2, max_weeks: 1, props: {}, wishes: [wish(11), wish(12), wish(13)] }]))).toEqual([1]);
  });

  it('has a receipt that depends on the wishes and their order, not on the booking data or the order of children', () => {
    const a = list([
      { child: 2, max_weeks: 1, props: {}, wishes: [wish(11), wish(12)] },
      { child: 1, max_weeks: 1, props: { allergies: 'Nüsse' }, wishes: [wish(13)] },
    ]);
    const sameWishes = list([
      { child: 1, max_weeks: 1, props: {}, wishes: [wish(13)] },
      { child: 2, max_weeks: 1, props: {}, wishes: [wish(11), wish(12)] },
    ]);
    const reordered = list([
      { child: 1, max_weeks: 1, props: {}, wishes: [wish(13)] },
      { child: 2, max_weeks: 1, props: {}, wishes: [wish(12), wish(11)] },
    ]);
    expect(wishListReceipt(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(wishListReceipt(sameWishes)).toBe(wishListReceipt(a));
    expect(wishListReceipt(reordered)).not.toBe(wishListReceipt(a));
  });

  it('goes into the draw as one household whose "together" wishes are granted to all siblings or to none', () => {
    const siblings = list([
      { child: 1, max_weeks: 1, props: {}, wishes: [wish(11, { together: true }), wish(12)] },
      { child: 2, max_weeks: 1, props: {}, wishes: [wish(11, { together: true })] },
    ]);
    const children = drawChildrenOf(7, siblings.children);
    expect(children).toEqual([
      { id: 1, household: 7, maxWeeks: 1, wishes: [{ week: 11, group: 'together:7:11' }, { week: 12 }] },
      { id: 2, household: 7, maxWeeks: 1, wishes: [{ week: 11, group: 'together:7:11' }] },
    ]);
    // One place in week 11: not enough for both, so neither gets it; the first child takes its second wish.
    const result = drawSeason({
      seed: 'test',
      weeks: [
        { id: 11, places: 1, from: '2027-07-05', to: '2027-07-09' },
        { id: 12, places: 1, from: '2027-07-12', to: '2027-07-16' },
      ],
      children,
    });
    expect(result.grants.map((grant) => [grant.child, grant.week])).toEqual([[1, 12]]);
  });
});
