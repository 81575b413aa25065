/**
 * Bank statement import (issue 25 part 3, decision 023): a CAMT.053 of 2,000 credit lines against 5,000
 * standing registrations in 2,500 bookings, parsed, matched (one read of the open bookings) and inserted in
 * one transaction, as POST /api/statements/upload runs it (which parses in a document worker, here in process);
 * then the same file again (every line known, nothing added). Goal: at most 2 s for the import. On the embedded
 * database, then on PostgreSQL when one is reachable (BENCH_POSTGRES_URL, default the local server). Run alone
 * with `npx tsx bench/statement-import.ts`.
 */
import { bookingReference } from '@app/domain';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../src/db/client';
import { bookings, users } from '../src/db/schema';
import { importStatement } from '../src/services/statements/import-statement';
import { readStatementInProcess } from '../src/services/statements/read-statement';
import { italianCamt, type SampleCredit } from '../src/services/statements/samples/camt053';
import { insertOpenCourse } from '../test/support/families';
import { onScratchPostgres } from './scratch-postgres';

const REGISTRATIONS = 5000;
const BOOKINGS = REGISTRATIONS / 2;
const LINES = 2000;
const WEEKS = 10;
const PRICE = 120;
const GOAL_MS = 2000;

export async function benchStatementImport() {
  await benchOn('PGlite, in process', await openDatabase({}));
  await onScratchPostgres('statement import', async (url) => benchOn('PostgreSQL', await openDatabase({ url })));
}

/**
 * 2,500 families with two children each, one booking of both (2 x 120 € open); the statement pays 1,000 of
 * them by reference, 500 by amount and the parent's name without a reference (proposals), and holds 500
 * transfers nobody can place.
 */
function statementFor(bookingIds: number[]): string {
  const credits: SampleCredit[] = [];
  for (let line = 0; line < LINES; line++) {
    const bookingId = bookingIds[line]!;
    const family = `Bench${line + 1}`;
    if (line < 1000) credits.push({ amount: (2 * PRICE).toFixed(2), payer: `Maria ${family}`, lines: [`Sommerwochen ${bookingReference(bookingId)}`], ref: `B-${line}` });
    else if (line < 1500) credits.push({ amount: (2 * PRICE).toFixed(2), payer: `MARIA ${family.toUpperCase()}`, lines: ['Sommerwochen Kinder'], ref: `B-${line}` });
    else credits.push({ amount: '17.50', payer: `Somebody ${line}`, lines: ['Spende'], ref: `B-${line}` });
  }
  return italianCamt(credits);
}

async function benchOn(label: string, database: DatabaseHandle) {
  try {
    await migrateDatabase(database);
    const { db } = database;
    const { weeks } = await insertOpenCourse(db, Array.from({ length: WEEKS }, () => ({ max_participants: REGISTRATIONS, waiting_list: 0, price: PRICE })), { name: 'Bench Sommercamp' });
    const firstWeek = weeks[0]!.id;
    await db.execute(sql`
      INSERT INTO people (first_name, last_name, email, lang) SELECT 'Maria', 'Bench' || n, 'bench' || n || '@example.org', 'de' FROM generate_series(1, ${BOOKINGS}) AS n`);
    await db.execute(sql`
      INSERT INTO children (first_name, last_name, tax, gender, birth, lang, phone, school)
      SELECT 'Kind' || n, 'Bench' || ((n + 1) / 2), 'BNCH' || lpad(n::text, 12, '0'), 'f', DATE '2016-05-12', 'de', '+39 333 1234567', 'gs_3'
      FROM generate_series(1, ${REGISTRATIONS}) AS n`);
    await db.execute(sql`
      INSERT INTO child_parents (child_id, person_id)
      SELECT c.id, p.id FROM children c JOIN people p ON p.last_name = c.last_name WHERE c.tax LIKE 'BNCH%'`);
    // Booked before the statement's transfers (2026-07-01): a proposal is never for a booking made after its transfer.
    await db.execute(sql`INSERT INTO bookings (created_at) SELECT timestamptz '2026-06-01 08:00:00+00' FROM generate_series(1, ${BOOKINGS})`);
    // The n-th family's two children in its booking, each in another week.
    await db.execute(sql`
      INSERT INTO registrations (booking_id, child_id, course_week_id, day_type)
      SELECT b.id, c.id, ${firstWeek} + (c.id % ${WEEKS}), 'full_day'
      FROM children c
      JOIN people p ON p.last_name = c.last_name
      JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM bookings) b ON 'Bench' || b.n = p.last_name
      WHERE c.tax LIKE 'BNCH%'`);
    const bookingIds = (await db.select({ id: bookings.id }).from(bookings).orderBy(bookings.id)).map((row) => row.id);
    const [user] = await db.insert(users).values({ name: 'Bench Office', email: `office-${randomBytes(4).toString('hex')}@example.org`, password_hash: 'not-used' }).returning();
    const bytes = new TextEncoder().encode(statementFor(bookingIds));

    for (const run of ['first import', 'same file again']) {
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const result = await importStatement(db, { bytes, fileName: 'bench.xml', query: {}, userId: user!.id, now: new Date(), timeZone: 'Europe/Rome', read: readStatementInProcess });
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      const counts = result.kind === 'imported' ? result.counts : undefined;
      console.log(
        `statement import, ${run}: ${LINES} lines (${(bytes.length / 1024).toFixed(0)} KiB CAMT.053) against ${REGISTRATIONS} registrations (${label}): ${ms.toFixed(0)} ms, ` +
          `CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms; added ${counts?.added}, reference ${counts?.reference}, proposal ${counts?.proposal}, none ${counts?.none} ` +
          `(goal <= ${GOAL_MS} ms: ${ms <= GOAL_MS ? 'met' : 'MISSED'})`,
      );
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchStatementImport();
