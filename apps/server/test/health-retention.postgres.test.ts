import { eq, inArray } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { children, registrations, scheduledJobs } from '../src/db/schema';
import { createTestDatabase } from './support/database';
import { insertChild, insertCourse, insertRegistration, insertWeek } from './support/rows';
import { startServer, type ServerProcess } from './support/server-process';
import { freePort } from './support/smtp';

/**
 * The retention job of issue 26 with two server replicas on one PostgreSQL database (decision 024): both poll
 * for due jobs every 0.2 s, the job becomes due while both run, and exactly one of them erases the season's
 * health answers, once. Runs in the PostgreSQL pass of the server-process tests (TEST_DATABASE=postgres).
 */
const running: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const JOB = 'health-retention';
const DONE = `scheduled job ${JOB} done`;
const HEALTH = { medicaments: 'Asthmaspray', incompatibilities: 'Laktose', allergies: 'Nüsse' };

/** The pino lines of a process that say the job finished. */
const doneLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; job?: string; registrations?: number; children?: number })
    .filter((entry) => entry.msg === DONE);

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the health-data retention job on two server processes', () => {
  it('erases a past season once, in exactly one of them, and keeps the payments', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const { db } = database;

    const pastWeek = await insertWeek(db, (await insertCourse(db, { year: 2020 })).id, { from: '2020-08-24', to: '2020-08-28' });
    const nextYear = new Date().getFullYear() + 1;
    const keptWeek = await insertWeek(db, (await insertCourse(db, { year: nextYear })).id, { from: `${nextYear}-07-06`, to: `${nextYear}-07-10` });
    const child = await insertChild(db);
    await db.update(children).set({ with_diagnostics: true, risk_group: true, last_update: new Date('2020-05-01T10:00:00Z') }).where(eq(children.id, child.id));
    const past = [
      await insertRegistration(db, pastWeek.id, { child_id: child.id, ...HEALTH, payed_amount: 150, payed_at: '2020-06-15' }),
      await insertRegistration(db, pastWeek.id, { ...HEALTH, payed_amount: 80.5, payed_at: '2020-06-20', deleted_at: new Date('2020-07-01T08:00:00Z') }),
    ];
    const kept = await insertRegistration(db, keptWeek.id, HEALTH);

    // The job's turn is held by a claim until both replicas are up, so that both poll when it becomes due.
    await db.insert(scheduledJobs).values({ name: JOB, next_run_at: new Date(Date.now() - 60_000), claimed_until: new Date(Date.now() + 3_600_000) });
    const servers = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `summer-retention-${name}-`));
        cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
        const server = await startServer({
          DATABASE_URL: database.url!,
          PORT: String(await freePort()),
          DATA_DIR: dataDir,
          SEED_DEMO: '0',
          ADMIN_EMAIL: '',
          ADMIN_PASSWORD: '',
          JOBS_POLL_SECONDS: '0.2',
        });
        running.push(server);
        return server;
      }),
    );
    await db.update(scheduledJobs).set({ claimed_until: null }).where(eq(scheduledJobs.name, JOB));

    const finished = async () => (await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, JOB)))[0]!.last_finished_at !== null;
    await until(finished, 60_000);
    // A few more polls of both: a second run would show now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const logged = servers.map((server) => doneLines(server.output()));
    expect(logged.map((lines) => lines.length).sort()).toEqual([0, 1]);
    expect(logged.flat()[0]).toMatchObject({ job: JOB, registrations: 2, children: 1 });
    const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, JOB));
    expect(job!.last_result).toEqual({ registrations: 2, children: 1 });
    expect(job!.next_run_at.getTime()).toBeGreaterThan(Date.now());

    const rows = await db.select().from(registrations).where(inArray(registrations.id, past.map((row) => row.id))).orderBy(registrations.id);
    expect(rows).toHaveLength(2);
    const erasedAt = rows[0]!.health_erased_at;
    expect(erasedAt).not.toBeNull();
    for (const [index, row] of rows.entries()) {
      expect(row).toMatchObject({ medicaments: null, incompatibilities: null, allergies: null, health_erased_at: erasedAt });
      expect(row).toMatchObject({ payed_amount: past[index]!.payed_amount, payed_at: past[index]!.payed_at, child_id: past[index]!.child_id });
    }
    const [keptRow] = await db.select().from(registrations).where(eq(registrations.id, kept.id));
    expect(keptRow).toMatchObject({ ...HEALTH, health_erased_at: null });
    const [childRow] = await db.select().from(children).where(eq(children.id, child.id));
    expect(childRow).toMatchObject({ with_diagnostics: false, risk_group: false, first_name: child.first_name, last_name: child.last_name });
  });
});
