import { eq, inArray } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction, type Database } from '../src/db/client';
import { syncRolesAndPermissions } from '../src/db/seed/roles';
import { bookings, courseWeeks, emailLogs, offers, options, registrations, scheduledJobs } from '../src/db/schema';
import { createTestDatabase } from './support/database';
import { insertFamily, insertOpenCourse, insertRegistration } from './support/families';
import { insertBooking } from './support/rows';
import { startServer, type ServerProcess } from './support/server-process';
import { freePort } from './support/smtp';

/**
 * Scheduled jobs with two server processes on one PostgreSQL database (decision 021). Both poll every 0.2 s;
 * a job is made due while both run, so both try to claim the same turn, and only one may run it: the payment
 * reminders (issue 25, part 4) send once per booking after the deadline; the offers' deadlines (issue 36)
 * expire an offer once and offer its place to the next waiting child once.
 */
const JOB = 'payment-reminders';
const OFFER_JOB = 'offer-deadlines';
const DAY_MS = 86_400_000;
const running: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
let db: Database;
let servers: ServerProcess[];
afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) await server.stop();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function until<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Makes the job due now for both processes and waits until one finished its turn, then a few more polls. */
async function runTurn(job: string) {
  await db.update(scheduledJobs).set({ next_run_at: new Date() }).where(eq(scheduledJobs.name, job));
  const finished = await until(async () => {
    const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, job));
    return row?.last_finished_at ? row : undefined;
  }, 30_000);
  // A few more polls of both processes: the turn is done and nothing else happens.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const runs = servers.map((server) => server.output().split(`scheduled job ${job} done`).length - 1);
  expect(runs.sort()).toEqual([0, 1]);
  return finished;
}

beforeAll(async () => {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  db = database.db;
  await transaction(db, (tx) => syncRolesAndPermissions(tx));
  await db.insert(options).values({ key: 'offer_hours', value: '48' });
  // Not due before both processes run: each test makes its job due for both at once.
  await db.insert(scheduledJobs).values([JOB, OFFER_JOB].map((name) => ({ name, next_run_at: new Date(Date.now() + 3_600_000) })));
  servers = await Promise.all(
    ['a', 'b'].map(async (name) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `summer-jobs-${name}-`));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      return startServer({ DATABASE_URL: database.url!, PORT: String(await freePort()), DATA_DIR: dataDir, SEED_DEMO: '0', JOBS_POLL_SECONDS: '0.2' });
    }),
  );
  running.push(...servers);
});

describe('scheduled jobs on two server processes', () => {
  it('sends one reminder per overdue booking, run by one of the two processes', async () => {
    const overdue = await insertFamily(db);
    const paid = await insertFamily(db);
    const { weeks } = await insertOpenCourse(db, [{ price: 120 }]);
    const confirmed = new Date(Date.now() - 20 * DAY_MS);
    const overdueBooking = await insertBooking(db, { created_by_user_id: overdue.user.id });
    await insertRegistration(db, overdue.children[0]!, weeks[0]!, { booking_id: overdueBooking, created_by_user_id: overdue.user.id, created_at: confirmed });
    const paidBooking = await insertBooking(db, { created_by_user_id: paid.user.id });
    await insertRegistration(db, paid.children[0]!, weeks[0]!, { booking_id: paidBooking, created_by_user_id: paid.user.id, created_at: confirmed, payed_amount: 120 });

    const finished = await runTurn(JOB);
    expect(finished.last_result).toMatchObject({ overdue: 1, sent: 1 });
    expect(await db.select().from(emailLogs).where(eq(emailLogs.to, overdue.person.email!))).toHaveLength(1);
    expect(await db.select().from(emailLogs).where(eq(emailLogs.to, paid.person.email!))).toHaveLength(0);
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, overdueBooking));
    expect(booking!.reminded_at).not.toBeNull();
    const [paidRow] = await db.select().from(registrations).where(eq(registrations.booking_id, paidBooking));
    expect(paidRow!.payed_amount).toBe(120);
  });

  it('expires an offer past its deadline once and offers the place to the next waiting child once', async () => {
    const late = await insertFamily(db);
    const next = await insertFamily(db);
    const { weeks } = await insertOpenCourse(db, [{ max_participants: 1, waiting_list: 3 }]);
    const week = weeks[0]!;
    const offered = await insertRegistration(db, late.children[0]!, week, { is_waiting: true, created_at: new Date(Date.now() - 2 * DAY_MS) });
    const waiting = await insertRegistration(db, next.children[0]!, week, { is_waiting: true, created_at: new Date(Date.now() - DAY_MS) });
    // The first child's offer ran out a minute ago (its week's counters as an offer leaves them).
    await db.insert(offers).values({ registration_id: offered.id, offered_at: new Date(Date.now() - 2 * DAY_MS), expires_at: new Date(Date.now() - 60_000) });
    await db.update(courseWeeks).set({ waiting_count: 1, offered_count: 1 }).where(eq(courseWeeks.id, week.id));

    const finished = await runTurn(OFFER_JOB);
    expect(finished.last_result).toMatchObject({ expired: 1, offered: 1 });
    const rows = await db.select().from(offers).where(inArray(offers.registration_id, [offered.id, waiting.id])).orderBy(offers.id);
    expect(rows.map((row) => [row.registration_id, row.outcome])).toEqual([
      [offered.id, 'expired'],
      [waiting.id, 'open'],
    ]);
    const [counted] = await db.select().from(courseWeeks).where(eq(courseWeeks.id, week.id));
    expect(counted).toMatchObject({ confirmed_count: 0, offered_count: 1, waiting_count: 0 });
    expect((await db.select().from(emailLogs).where(eq(emailLogs.to, late.person.email!))).map((mail) => mail.subject)).toEqual(['Ihr Platzangebot ist abgelaufen']);
    expect(await db.select().from(emailLogs).where(eq(emailLogs.to, next.person.email!))).toHaveLength(1);
  });
});
