import { bookingReference } from '@app/domain';
import { eq } from 'drizzle-orm';
import {
  childParents,
  children,
  courseWeeks,
  drawOutcomes,
  drawRuns,
  emailLogs,
  friendGroupMembers,
  friendGroups,
  idempotencyKeys,
  people,
  seasons,
  statementLineBookings,
  statementLines,
  users,
  wishAnswers,
  wishes,
  wishListChildren,
  wishLists,
} from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import type { TestContext } from './app';
import { makeTaxCode } from './factories';
import { daysFromNow, insertFamily, insertOpenCourse, insertRegistration } from './families';
import { uniqueTag } from './http';
import { insertBooking } from './rows';

export type RichFamily = Awaited<ReturnType<typeof richFamily>>;

const DAY_MS = 86_400_000;
/** Seasons are one per course year: each rich family's is of a year of its own. */
let nextSeasonYear = 3000;

export const PASSWORD = 'family-password-2026';

/**
 * A family with its own names (a unique tag in every name, tax code and address), a real password, a child
 * shared with a second parent, registrations (unpaid in a coming week, paid in a coming week, unpaid in a week
 * that has begun, cancelled), an e-mail to its address, a typed signature, an idempotency key naming the child,
 * an e-mail written for the family to an address it has since changed, and bank statement lines naming the
 * family: the paid week's, one transfer that paid another booking first and the paid week second, one a person
 * set aside, saying why, for the unpaid booking, and one nobody could match, naming the parent as the bank does.
 */
export async function richFamily(ctx: TestContext) {
  const tag = uniqueTag();
  const family = await insertFamily(ctx.db, { lastName: `Fam${tag}`, children: [`Alone${tag}`, `Paid${tag}`, `Shared${tag}`] });
  await ctx.db.update(users).set({ password_hash: await hashPassword(PASSWORD) }).where(eq(users.id, family.user.id));
  await ctx.db
    .update(people)
    .set({ tax: makeTaxCode({ birth: '1985-02-01', gender: 'f' }), phone: `+39 ${tag}`, typed_signature: `Maria Fam${tag}` })
    .where(eq(people.id, family.person.id));
  const [person] = await ctx.db.select().from(people).where(eq(people.id, family.person.id));
  const [alone, paid, shared] = family.children as [typeof children.$inferSelect, typeof children.$inferSelect, typeof children.$inferSelect];
  const [other] = await ctx.db.insert(people).values({ first_name: 'Otto', last_name: `Other${tag}`, email: `other-${tag}@example.org` }).returning();
  await ctx.db.insert(childParents).values({ child_id: shared.id, person_id: other!.id });
  // The shared child stays the other parent's: it carries that parent's name, not the leaving family's.
  await ctx.db.update(children).set({ last_name: other!.last_name }).where(eq(children.id, shared.id));

  const { course, weeks } = await insertOpenCourse(ctx.db, [{ max_participants: 1, waiting_list: 2 }, {}, { from: daysFromNow(-2), to: daysFromNow(2) }]);
  const [coming, later, begun] = weeks as [typeof courseWeeks.$inferSelect, typeof courseWeeks.$inferSelect, typeof courseWeeks.$inferSelect];
  const unpaid = await insertRegistration(ctx.db, alone, coming, { medicaments: `Pills${tag}`, comment_user: `Note${tag}` });
  const cancelled = await insertRegistration(ctx.db, alone, later, { deleted_at: new Date(), custom_field: `Custom${tag}` });
  const attended = await insertRegistration(ctx.db, alone, begun, { allergies: `Nuts${tag}` });
  const payment = await insertRegistration(ctx.db, paid, later, { payed_amount: 120, payed_at: daysFromNow(-1), allergies: `Pollen${tag}`, custom_field: `Shirt${tag}` });
  const sharedRegistration = await insertRegistration(ctx.db, shared, later);
  const [mail] = await ctx.db
    .insert(emailLogs)
    .values({ to: person!.email!, subject: `Booking ${alone.first_name}`, body: `<p>${alone.first_name} ${alone.tax}</p>`, secret: 'not-exported' })
    .returning();
  const [earlierMail] = await ctx.db
    .insert(emailLogs)
    .values({ person_id: family.person.id, to: `earlier-${tag}@example.org`, subject: `Booking ${paid.first_name}`, body: `<p>${paid.first_name}</p>` })
    .returning();
  await ctx.db.insert(idempotencyKeys).values({ user_id: family.user.id, key: `key-${tag}`, status_code: 201, response: { child: alone.first_name } });
  // The bank's line of the paid week, as the statement import booked it: it names the parent and the child.
  const [line] = await ctx.db
    .insert(statementLines)
    .values({
      line_key: `line-${tag}`,
      file_name: 'camt.xml',
      booked_on: daysFromNow(-1),
      amount: 120,
      payer: `Maria Fam${tag}`,
      remittance: `${bookingReference(payment.booking_id)} ${paid.first_name}`,
      match: 'reference',
      booking_id: payment.booking_id,
      state: 'booked',
    })
    .returning();
  // One transfer for two bookings: another's first (the line's `booking_id`), the family's second.
  const first = await insertBooking(ctx.db);
  const [split] = await ctx.db
    .insert(statementLines)
    .values({
      line_key: `split-${tag}`,
      file_name: 'camt.xml',
      booked_on: daysFromNow(-1),
      amount: 200,
      payer: `Maria Fam${tag}`,
      remittance: `${bookingReference(first)} ${bookingReference(payment.booking_id)} ${paid.first_name}`,
      match: 'reference',
      booking_id: first,
      state: 'booked',
    })
    .returning();
  await ctx.db.insert(statementLineBookings).values([
    { statement_line_id: split!.id, booking_id: first, position: 0 },
    { statement_line_id: split!.id, booking_id: payment.booking_id, position: 1 },
  ]);
  const [ignored] = await ctx.db
    .insert(statementLines)
    .values({
      line_key: `ignored-${tag}`,
      file_name: 'camt.xml',
      booked_on: daysFromNow(-1),
      amount: 120,
      payer: `Maria Fam${tag}`,
      remittance: bookingReference(unpaid.booking_id),
      match: 'reference',
      booking_id: unpaid.booking_id,
      state: 'ignored',
      ignore_reason: `Fam${tag} paid twice, sent back by hand`,
    })
    .returning();
  // A wish list of a season, with a health answer: the family's data like its registrations.
  const [season] = await ctx.db
    .insert(seasons)
    .values({ year: nextSeasonYear++, wish_from: new Date(Date.now() - DAY_MS), wish_to: new Date(Date.now() + DAY_MS), draw_at: new Date(Date.now() + 2 * DAY_MS), publish_at: new Date(Date.now() + 3 * DAY_MS), first_come_from: new Date(Date.now() + 4 * DAY_MS) })
    .returning();
  const [wishList] = await ctx.db.insert(wishLists).values({ season_id: season!.id, person_id: family.person.id, emergency_contact1_phone: '+39 347 1111111', receipt: '0'.repeat(64), submitted_at: new Date() }).returning();
  await ctx.db.insert(wishListChildren).values({ wish_list_id: wishList!.id, child_id: alone.id, max_weeks: 1, medicaments: `WishPills${tag}` });
  await ctx.db.insert(wishes).values({ wish_list_id: wishList!.id, child_id: alone.id, rank: 1, course_week_id: later.id, day_type: 'full_day' });
  await ctx.db.insert(wishAnswers).values({ wish_list_id: wishList!.id, child_id: alone.id, course_id: later.course_id, custom_field: `WishShirt${tag}` });
  const [friends] = await ctx.db.insert(friendGroups).values({ season_id: season!.id, course_week_id: later.id, code: `F${tag}`.slice(0, 16).toUpperCase() }).returning();
  await ctx.db.insert(friendGroupMembers).values({ friend_group_id: friends!.id, child_id: alone.id, person_id: family.person.id, joined_at: new Date() });
  // The published result of an earlier season's draw for the child.
  const [drawn] = await ctx.db
    .insert(seasons)
    .values({ year: nextSeasonYear++, wish_from: new Date(Date.now() - 9 * DAY_MS), wish_to: new Date(Date.now() - 8 * DAY_MS), draw_at: new Date(Date.now() - 8 * DAY_MS), publish_at: new Date(Date.now() - 7 * DAY_MS), first_come_from: new Date(Date.now() - 6 * DAY_MS) })
    .returning();
  const [run] = await ctx.db
    .insert(drawRuns)
    .values({ season_id: drawn!.id, official: true, algorithm: 'snake-draft/1', seed: 'f'.repeat(64), input_digest: '1'.repeat(64), result_digest: '2'.repeat(64), households: 1, statistics: {}, baseline: {}, published_at: new Date() })
    .returning();
  await ctx.db.insert(drawOutcomes).values({ draw_run_id: run!.id, child_id: alone.id, person_id: family.person.id, child_number: 1, household_number: 1, position: 1, draws_at: 1, granted: [{ week: later.id, round: 1 }], waiting: [], rounds: [] });
  const [unmatched] = await ctx.db
    .insert(statementLines)
    .values({
      line_key: `unmatched-${tag}`,
      file_name: 'camt.xml',
      booked_on: daysFromNow(-1),
      amount: 95,
      payer: `FAM${tag.toUpperCase()} MARIA`,
      remittance: `Sommerwoche ${alone.first_name}`,
      state: 'open',
    })
    .returning();
  return {
    tag,
    ...family,
    person: person!,
    alone,
    paid,
    shared,
    other: other!,
    course,
    coming,
    later,
    begun,
    unpaid,
    cancelled,
    attended,
    payment,
    sharedRegistration,
    mail: mail!,
    earlierMail: earlierMail!,
    unmatched: unmatched!,
    line: line!,
    split: split!,
    ignored: ignored!,
  };
}

/** Every text a family names itself with: names, tax codes, addresses, phone. */
export const identifiers = (family: RichFamily) => [
  family.person.last_name,
  family.person.email!,
  family.person.tax!,
  family.person.phone!,
  family.alone.first_name,
  family.alone.tax,
  family.paid.first_name,
  family.paid.tax,
  `earlier-${family.tag}`,
];

/** The free texts and health answers the family typed into its registrations. */
export const freeTexts = (family: RichFamily) => ['Pills', 'Nuts', 'Pollen', 'Shirt', 'Note', 'Custom', 'WishPills', 'WishShirt'].map((text) => `${text}${family.tag}`);
