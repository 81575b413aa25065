/**
 * The official run of a season and its publication on PostgreSQL (issue 37, goal: under 15 s together): the
 * reference season of 3,000 households x 2 children x up to 3 wishes over 400 course weeks of 20 places,
 * stored as families' wish lists; then `runOfficial` (load the wishes, draw, store the outcomes) and
 * `publishRun` (registrations with a place and on waiting lists, one booking and one result e-mail per family,
 * in one transaction), timed apart. On the embedded database too. Run alone with `npx tsx bench/official-draw.ts`.
 */
import { commitmentOf, REFERENCE_SEASONS, REFERENCE_SEEDS, referenceDrawInput } from '@app/domain';
import { count, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { migrateDatabase, openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { courses, courseWeeks, emailLogs, registrations, seasons, users } from '../src/db/schema';
import { rowsOf } from '../src/services/booking/booking-job';
import { runOfficial } from '../src/services/draw/draw-runs';
import { publishRun } from '../src/services/draw/publish-draw';
import { onScratchPostgres } from './scratch-postgres';

const GOAL_MS = 15_000;
const YEAR = 2031;
const SECRET = 'bench-secret-of-the-office-0001';
const HOUR_MS = 3_600_000;

export async function benchOfficialDraw() {
  await benchOn('PGlite, in process', await openDatabase({}));
  await onScratchPostgres('official draw', async (url) => benchOn('PostgreSQL', await openDatabase({ url })));
}

/** The reference season as wish lists: one course per 10 weeks, a family (person) per household, its children. */
async function storeReferenceSeason(db: Database) {
  const reference = referenceDrawInput(REFERENCE_SEASONS[0]!, REFERENCE_SEEDS[0]!);
  const now = Date.now();
  const [season] = await db
    .insert(seasons)
    .values({
      year: YEAR,
      wish_from: new Date(now - 3 * HOUR_MS),
      wish_to: new Date(now - 2 * HOUR_MS),
      draw_at: new Date(now - 2 * HOUR_MS),
      publish_at: new Date(now + HOUR_MS),
      first_come_from: new Date(now + 2 * HOUR_MS),
      max_wishes: 3,
      max_weeks: 3,
      commitment: commitmentOf(SECRET),
      public_number_source: 'bench',
    })
    .returning();
  const courseIds: number[] = [];
  for (let index = 0; index < reference.weeks.length / 10; index++) {
    const [course] = await db.insert(courses).values({ name: `Bench ${index + 1}`, name_it: `Bench ${index + 1}`, year: YEAR, max_participants: 20, active: true }).returning({ id: courses.id });
    courseIds.push(course!.id);
  }
  const weekRows = reference.weeks.map((week, index) => ({ course_id: courseIds[Math.floor(index / 10)]!, name: `Woche ${week.id}`, from: week.from, to: week.to, places: week.places }));
  const weekIds = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into ${courseWeeks} (course_id, name, name_it, "from", "to", max_participants, waiting_list, price)
      select course_id, name, name, "from"::date, "to"::date, places, 20, 120 from jsonb_to_recordset(${JSON.stringify(weekRows)}::jsonb)
        as w(course_id int, name text, "from" text, "to" text, places int)
      returning id`),
  ).map((row) => row.id);
  const weekOf = new Map(reference.weeks.map((week, index) => [week.id, weekIds[index]!]));

  const households = [...new Set(reference.children.map((child) => child.household))];
  await db.execute(sql`
    insert into people (first_name, last_name, email, lang)
    select 'Maria', 'Bench' || n, 'bench' || n || '@example.org', case when n % 3 = 0 then 'it' else 'de' end::language from unnest(${`{${households.join(',')}}`}::int[]) as n`);
  await db.execute(sql`
    insert into children (first_name, last_name, tax, gender, birth, lang, phone, school)
    select 'Kind' || n, 'Bench' || h, 'BNCH' || lpad(n::text, 12, '0'), 'f', date '2016-05-12', 'de', '+39 333 1234567', 'gs_3'
    from jsonb_to_recordset(${JSON.stringify(reference.children.map((child) => ({ n: child.id, h: child.household })))}::jsonb) as c(n int, h int)`);
  await db.execute(sql`
    insert into child_parents (child_id, person_id)
    select c.id, p.id from children c join people p on p.last_name = c.last_name where c.tax like 'BNCH%'`);
  await db.execute(sql`
    insert into wish_lists (season_id, person_id, emergency_contact1_phone, receipt, submitted_at)
    select ${season!.id}, p.id, '+39 347 1111111', repeat('0', 64), now() from people p where p.email like 'bench%'`);
  await db.execute(sql`
    insert into wish_list_children (wish_list_id, child_id, max_weeks)
    select l.id, c.id, 3 from children c join people p on p.last_name = c.last_name join wish_lists l on l.person_id = p.id where c.tax like 'BNCH%'`);
  const wishRows = reference.children.flatMap((child) => child.wishes.map((wish, index) => ({ n: child.id, rank: index + 1, week: weekOf.get(wish.week)! })));
  await db.execute(sql`
    insert into wishes (wish_list_id, child_id, rank, course_week_id, day_type)
    select l.id, c.id, w.rank, w.week, 'full_day'
    from jsonb_to_recordset(${JSON.stringify(wishRows)}::jsonb) as w(n int, rank int, week int)
    join children c on c.tax = 'BNCH' || lpad(w.n::text, 12, '0')
    join wish_list_children lc on lc.child_id = c.id
    join wish_lists l on l.id = lc.wish_list_id`);
  return { season: season!, wishes: wishRows.length, children: reference.children.length, households: households.length };
}

async function benchOn(label: string, database: DatabaseHandle) {
  try {
    await migrateDatabase(database);
    const { db } = database;
    const stored = await storeReferenceSeason(db);
    const [user] = await db.insert(users).values({ name: 'Bench Office', email: `office-${randomBytes(4).toString('hex')}@example.org`, password_hash: 'not-used' }).returning();
    const clock = { now: new Date(), timeZone: 'Europe/Rome' };
    const actor = { id: user!.id, personId: null, permissions: new Set<string>() };

    let t0 = performance.now();
    const run = await runOfficial(db, { actor, clock, seasonId: stored.season.id, secret: SECRET, publicNumber: '4 8 15 16 23 42' });
    const drawMs = performance.now() - t0;
    t0 = performance.now();
    // At the publication time, as the job publishes it.
    const published = await publishRun(db, { clock: { ...clock, now: new Date(clock.now.getTime() + 1.5 * HOUR_MS) }, runId: run.id });
    const publishMs = performance.now() - t0;
    const [[written], [mails]] = await Promise.all([db.select({ count: count() }).from(registrations), db.select({ count: count() }).from(emailLogs)]);
    const total = drawMs + publishMs;
    console.log(
      `official draw, ${label} (${stored.households} households, ${stored.children} children, ${stored.wishes} wishes, 400 weeks): ` +
        `run ${drawMs.toFixed(0)} ms, publication ${publishMs.toFixed(0)} ms (${published?.confirmed} places, ${published?.waiting} waiting, ` +
        `${written?.count} registrations, ${mails?.count} e-mails); together ${total.toFixed(0)} ms (goal < ${GOAL_MS} ms: ${total < GOAL_MS ? 'met' : 'MISSED'})`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await benchOfficialDraw();
