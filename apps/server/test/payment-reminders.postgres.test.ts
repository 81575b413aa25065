import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { transaction } from '../src/db/client';
import { syncRolesAndPermissions } from '../src/db/seed/roles';
import { bookings, emailLogs, registrations, scheduledJobs } from '../src/db/schema';
import { createTestDatabase } from './support/database';
import { insertFamily, insertOpenCourse, insertRegistration } from './support/families';
import { insertBooking } from './support/rows';
import { startServer, type ServerProcess } from './support/server-process';
import { freePort } from './support/smtp';

/**
 * Issue 25, part 4: the payment reminder job sends once per booking after the deadline, with two server
 * processes on one PostgreSQL database. Both poll every 0.2 s; the job is made due while both run, so both
 * try to claim the same turn (decision 021), and only one may run it.
 */
const JOB = 'payment-reminders';
const DAY_MS = 86_400_000;
const running: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
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

describe('the payment reminder job on two server processes', () => {
  it('sends one reminder per overdue booking, run by one of the two processes', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const { db } = database;
    await transaction(db, (tx) => syncRolesAndPermissions(tx));

    const overdue = await insertFamily(db);
    const paid = await insertFamily(db);
    const { weeks } = await insertOpenCourse(db, [{ price: 120 }]);
    const confirmed = new Date(Date.now() - 20 * DAY_MS);
    const overdueBooking = await insertBooking(db, { created_by_user_id: overdue.user.id });
    await insertRegistration(db, overdue.children[0]!, weeks[0]!, { booking_id: overdueBooking, created_by_user_id: overdue.user.id, created_at: confirmed });
    const paidBooking = await insertBooking(db, { created_by_user_id: paid.user.id });
    await insertRegistration(db, paid.children[0]!, weeks[0]!, { booking_id: paidBooking, created_by_user_id: paid.user.id, created_at: confirmed, payed_amount: 120 });
    // Not due before both processes run: then due for both at once.
    await db.insert(scheduledJobs).values({ name: JOB, next_run_at: new Date(Date.now() + 3_600_000) });

    const servers = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `summer-reminders-${name}-`));
        cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
        return startServer({ DATABASE_URL: database.url!, PORT: String(await freePort()), DATA_DIR: dataDir, SEED_DEMO: '0', JOBS_POLL_SECONDS: '0.2' });
      }),
    );
    running.push(...servers);

    await db.update(scheduledJobs).set({ next_run_at: new Date() }).where(eq(scheduledJobs.name, JOB));
    const finished = await until(async () => {
      const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, JOB));
      return row?.last_finished_at ? row : undefined;
    }, 30_000);
    expect(finished.last_result).toMatchObject({ overdue: 1, sent: 1 });
    // A few more polls of both processes: the turn is done and nothing else is sent.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    expect(await db.select().from(emailLogs).where(eq(emailLogs.to, overdue.person.email!))).toHaveLength(1);
    expect(await db.select().from(emailLogs).where(eq(emailLogs.to, paid.person.email!))).toHaveLength(0);
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, overdueBooking));
    expect(booking!.reminded_at).not.toBeNull();
    const [paidRow] = await db.select().from(registrations).where(eq(registrations.booking_id, paidBooking));
    expect(paidRow!.payed_amount).toBe(120);

    const runs = servers.map((server) => server.output().split(`scheduled job ${JOB} done`).length - 1);
    expect(runs.sort()).toEqual([0, 1]);
  });
});
