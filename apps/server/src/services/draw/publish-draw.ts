import { nextPlace, wallClock, type DrawGrant, type WaitingList } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { transaction, type Database, type Transaction } from '../../db/client';
import { children, courses, courseWeeks, drawOutcomes, drawRuns, people, registrations, seasons, users, wishAnswers, wishes, wishListChildren, wishLists } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { weekCounts } from '../../lib/week-state';
import { queueEmailsStatement } from '../../mail/outbox';
import { mailSettingsOf } from '../../mail/settings';
import { readOptions } from '../../repositories/options';
import { rowsOf, type CourseRow, type WeekRow } from '../booking/booking-job';
import { countWeeksStatement, insertBookingsStatement, insertRegistrationsStatement, storedAnswers, type NewRegistration } from '../booking/store-batch';
import type { SeasonRow } from '../seasons/seasons';
import { drawResultEmail, type DrawnLine } from './draw-email';

export const DRAW_PUBLICATION_JOB = 'draw-publication';

export interface PublicationResult {
  [count: string]: number;
  runs: number;
  families: number;
  confirmed: number;
  waiting: number;
  /** Granted or waiting entries that found neither a place nor a waiting place (the office booked the week meanwhile). */
  unplaced: number;
  emails: number;
}

/**
 * Publishes every official run whose season's publication time has come (the job runs it every minute). Each
 * run in one transaction: see `publishRun`.
 */
export async function publishDueDraws(db: Database, clock: Clock, log?: FastifyBaseLogger): Promise<PublicationResult> {
  const due = await db
    .select({ id: drawRuns.id })
    .from(drawRuns)
    .innerJoin(seasons, eq(seasons.id, drawRuns.season_id))
    .where(and(eq(drawRuns.official, true), isNull(drawRuns.published_at), lte(seasons.publish_at, clock.now)))
    .orderBy(asc(drawRuns.id));
  const total: PublicationResult = { runs: 0, families: 0, confirmed: 0, waiting: 0, unplaced: 0, emails: 0 };
  for (const { id } of due) {
    const published = await publishRun(db, { clock, runId: id });
    if (!published) continue;
    for (const key of Object.keys(total)) total[key] = total[key]! + published[key]!;
    log?.info({ job: DRAW_PUBLICATION_JOB, run: id, ...published }, 'draw published');
  }
  return total;
}

/**
 * Publication at one instant (issue 37 part 5): in one transaction the run is marked published (the families'
 * pages read that mark), granted wishes become registrations with a place and lost ones waiting registrations
 * in the draw's order, one booking per family whose deadline is the acceptance window, every family gets its
 * result e-mail, and the health answers of the season's wish lists are deleted (their registrations hold them
 * now). The week's capacity rule decides each entry under the weeks' locks, grants first in the draw's order:
 * a week the office filled by hand since the draw turns a grant into waiting, never into an overbooking.
 * Undefined when another replica published it first.
 */
export async function publishRun(db: Database, input: { clock: Clock; runId: number }): Promise<PublicationResult | undefined> {
  const { clock } = input;
  return transaction(db, async (tx) => {
    const [run] = await tx
      .update(drawRuns)
      .set({ published_at: clock.now })
      .where(and(eq(drawRuns.id, input.runId), eq(drawRuns.official, true), isNull(drawRuns.published_at)))
      .returning();
    if (!run) return undefined;
    const [season] = await tx.select().from(seasons).where(eq(seasons.id, run.season_id));
    const result = JSON.parse(run.result!) as { grants: DrawGrant[]; waiting: WaitingList[] };
    const outcomes = await tx.select({ child_id: drawOutcomes.child_id, person_id: drawOutcomes.person_id, number: drawOutcomes.child_number, position: drawOutcomes.position }).from(drawOutcomes).where(eq(drawOutcomes.draw_run_id, run.id));
    const byNumber = new Map(outcomes.map((outcome) => [outcome.number, outcome]));

    const weekIds = [...new Set([...result.grants.map((grant) => grant.week), ...result.waiting.map((list) => list.week)])].sort((a, b) => a - b);
    const locked = weekIds.length === 0 ? [] : await tx.select().from(courseWeeks).where(inArray(courseWeeks.id, weekIds)).orderBy(asc(courseWeeks.id)).for('update');
    const counts = new Map(locked.map((week) => [week.id, weekCounts(week)]));
    // A week the office registered the child for by hand since the draw already has its registration.
    const registered = new Set(
      (
        await tx
          .select({ child: registrations.child_id, week: registrations.course_week_id })
          .from(registrations)
          .where(and(inArray(registrations.course_week_id, [...weekIds, 0]), inArray(registrations.child_id, [...outcomes.map((outcome) => outcome.child_id), 0]), isNull(registrations.deleted_at)))
      ).map((row) => `${row.child}:${row.week}`),
    );

    // Each entry in the draw's order: the grants, then the waiting lists (by week, first = next). What each child
    // really got is written back to its outcome, so that its page says what the registrations say.
    const entries: Entry[] = [];
    const got = new Map<number, { granted: { week: number; round: number }[]; waiting: { week: number; position: number | null }[] }>();
    let unplaced = 0;
    const place = (number: number, week: number, round: number | null) => {
      const outcome = byNumber.get(number);
      const count = counts.get(week);
      // A child erased since the draw, or a week deleted, has nothing to publish.
      if (!outcome || !count) return;
      const mine = got.get(outcome.child_id) ?? { granted: [], waiting: [] };
      got.set(outcome.child_id, mine);
      if (registered.has(`${outcome.child_id}:${week}`)) return;
      const next = nextPlace(count);
      const where = round !== null ? next : next === null ? null : count.waiting < count.waitingList ? 'waiting' : null;
      if (where === null) {
        unplaced++;
        mine.waiting.push({ week, position: null });
        return;
      }
      if (where === 'confirmed') count.confirmed++;
      else count.waiting++;
      // A child offered a place (issue 36) is still on the list, ahead.
      const position = count.waiting + count.offered;
      if (where === 'confirmed') mine.granted.push({ week, round: round! });
      else mine.waiting.push({ week, position });
      entries.push({ childId: outcome.child_id, personId: outcome.person_id, week, waitingPosition: where === 'waiting' ? position : null });
    };
    for (const grant of result.grants) place(grant.child, grant.week, grant.round);
    for (const list of result.waiting) for (const child of list.children) place(child, list.week, null);
    const placed = [...got].map(([child, { granted, waiting }]) => ({ child, granted, waiting }));
    await tx.execute(sql`
      update ${drawOutcomes} o set granted = p.granted, waiting = p.waiting
      from jsonb_to_recordset(${JSON.stringify(placed)}::jsonb) as p(child int, granted jsonb, waiting jsonb)
      where o.draw_run_id = ${run.id} and o.child_id = p.child`);

    const written = await writeRegistrations(tx, { season: season!, run, outcomes, entries, weeks: locked, clock });
    await tx.execute(sql`
      update ${wishListChildren} set medicaments = null, incompatibilities = null, allergies = null
      where wish_list_id in (select id from ${wishLists} where season_id = ${season!.id})`);
    return {
      runs: 1,
      families: written.families,
      confirmed: entries.filter((entry) => entry.waitingPosition === null).length,
      waiting: entries.filter((entry) => entry.waitingPosition !== null).length,
      unplaced,
      emails: written.emails,
    };
  });
}

/** A registration the publication writes: a place, or the waiting list at this position. */
interface Entry {
  childId: number;
  personId: number;
  week: number;
  waitingPosition: number | null;
}

/** The acceptance window's last day: the day the result was published, in the organisation's zone, plus the season's days. */
export function payBy(publishedAt: Date, acceptanceDays: number, timeZone: string): string {
  const { year, month, day } = wallClock(publishedAt, timeZone);
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + acceptanceDays));
  return date.toISOString().slice(0, 10);
}

async function writeRegistrations(
  tx: Transaction,
  input: {
    season: SeasonRow;
    run: typeof drawRuns.$inferSelect;
    outcomes: { child_id: number; person_id: number; position: number }[];
    entries: Entry[];
    weeks: WeekRow[];
    clock: Clock;
  },
) {
  const { season, run, outcomes, weeks, clock } = input;
  const families = [...new Set(outcomes.map((outcome) => outcome.person_id))];
  if (families.length === 0) return { families: 0, emails: 0 };
  const familyOf = new Map<number, number>();
  // One after the other: a transaction's queries share one connection.
  const answers = await tx
    .select({
      person_id: wishLists.person_id,
      child_id: wishes.child_id,
      week: wishes.course_week_id,
      day_type: wishes.day_type,
      phone1: wishLists.emergency_contact1_phone,
      phone2: wishLists.emergency_contact2_phone,
      props: wishListChildren,
      custom_field: wishAnswers.custom_field,
      custom_field_2: wishAnswers.custom_field_2,
      custom_field_3: wishAnswers.custom_field_3,
    })
    .from(wishes)
    .innerJoin(wishLists, eq(wishLists.id, wishes.wish_list_id))
    .innerJoin(wishListChildren, and(eq(wishListChildren.wish_list_id, wishes.wish_list_id), eq(wishListChildren.child_id, wishes.child_id)))
    .innerJoin(courseWeeks, eq(courseWeeks.id, wishes.course_week_id))
    // The answers to the wished week's course's own questions.
    .leftJoin(wishAnswers, and(eq(wishAnswers.wish_list_id, wishes.wish_list_id), eq(wishAnswers.child_id, wishes.child_id), eq(wishAnswers.course_id, courseWeeks.course_id)))
    .where(eq(wishLists.season_id, season.id));
  const answerOf = new Map(answers.map((answer) => [`${answer.person_id}:${answer.child_id}:${answer.week}`, answer]));
  // A wish the season's lists no longer hold (the lists are frozen after the wish phase) is not written.
  const entries = input.entries.filter((entry) => answerOf.has(`${entry.personId}:${entry.childId}:${entry.week}`));
  const familyPeople = await tx.select().from(people).where(inArray(people.id, families));
  // The family's own account: it made the wish list, so the registrations are its own (decision 019), and its
  // address is the result e-mail's when the person has none.
  const accounts = new Map(
    (await tx.select({ id: users.id, person_id: users.person_id, email: users.email }).from(users).where(inArray(users.person_id, families))).map((account) => [account.person_id!, account]),
  );
  const kids = await tx.select().from(children).where(inArray(children.id, [...outcomes.map((outcome) => outcome.child_id), 0]));
  const courseRows = await tx.select().from(courses).where(inArray(courses.id, [...new Set(weeks.map((week) => week.course_id)), 0]));
  const ids = await tx.execute(sql`select
      (select coalesce(array_agg(nextval(pg_get_serial_sequence('registrations', 'id'))::int), '{}') from generate_series(1, ${entries.length})) as registrations,
      (select coalesce(array_agg(nextval(pg_get_serial_sequence('bookings', 'id'))::int), '{}') from generate_series(1, ${families.length})) as bookings`);
  const [sequence] = rowsOf<{ registrations: number[]; bookings: number[] }>(ids);
  const weekById = new Map(weeks.map((week) => [week.id, week]));
  const courseById = new Map<number, CourseRow>(courseRows.map((course) => [course.id, course]));
  const childById = new Map(kids.map((child) => [child.id, child]));
  const personById = new Map(familyPeople.map((person) => [person.id, person]));
  const bookedFamilies = [...new Set(entries.map((entry) => entry.personId))];
  bookedFamilies.forEach((personId, index) => familyOf.set(personId, sequence!.bookings[index]!));
  const dueOn = payBy(clock.now, season.acceptance_days, clock.timeZone);

  const now = clock.now.toISOString();
  const lines: (DrawnLine & { personId: number })[] = [];
  const rows = entries.map((entry, index): NewRegistration => {
    const answer = answerOf.get(`${entry.personId}:${entry.childId}:${entry.week}`)!;
    const week = weekById.get(entry.week)!;
    const course = courseById.get(week.course_id)!;
    const id = sequence!.registrations[index]!;
    const bookingId = familyOf.get(entry.personId)!;
    lines.push({ personId: entry.personId, course, week, child: childById.get(entry.childId)!, id, bookingId, dayType: answer.day_type, waitingPosition: entry.waitingPosition });
    return {
      id,
      booking_id: bookingId,
      child_id: entry.childId,
      course_week_id: entry.week,
      created_by_user_id: accounts.get(entry.personId)?.id ?? run.created_by_user_id,
      day_type: answer.day_type,
      is_waiting: entry.waitingPosition !== null,
      emergency_contact1_phone: answer.phone1,
      emergency_contact2_phone: answer.phone2,
      ...storedAnswers(course, { ...answer.props, custom_field: answer.custom_field, custom_field_2: answer.custom_field_2, custom_field_3: answer.custom_field_3 }),
      comment_user: null,
      created_at: now,
    };
  });

  const options = await readOptions(tx);
  const mail = mailSettingsOf(options);
  const outcomesOf = groupBy(outcomes, (outcome) => outcome.person_id);
  const linesOf = groupBy(lines, (line) => line.personId);
  const emails = families.flatMap((personId) => {
    const person = personById.get(personId);
    const address = person?.email || accounts.get(personId)?.email;
    if (!person || !address) return [];
    const drawn = outcomesOf.get(personId)!;
    return [
      drawResultEmail({
        season,
        run,
        person: { ...person, email: address },
        position: drawn[0]!.position,
        children: drawn.flatMap((outcome) => childById.get(outcome.child_id) ?? []),
        lines: linesOf.get(personId) ?? [],
        mail,
        payBy: dueOn,
      }),
    ];
  });
  const increments = weeks.map((week) => ({ id: week.id, confirmed: 0, waiting: 0 }));
  const incrementOf = new Map(increments.map((increment) => [increment.id, increment]));
  for (const entry of entries) incrementOf.get(entry.week)![entry.waitingPosition === null ? 'confirmed' : 'waiting']++;
  const bookingRows = bookedFamilies.map((personId) => ({ id: familyOf.get(personId)!, created_by_user_id: accounts.get(personId)?.id ?? run.created_by_user_id, payment_due_on: dueOn, created_at: now }));

  await tx.execute(sql`
    with booked as (
      ${insertBookingsStatement(bookingRows)}
      returning id
    ), stored as (
      ${insertRegistrationsStatement(rows)}
      returning id
    ), counted as (
      ${countWeeksStatement(increments)}
      returning w.id
    ), mailed as (
      ${queueEmailsStatement(emails)}
      returning id
    )
    select 1`);
  return { families: families.length, emails: emails.length };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
