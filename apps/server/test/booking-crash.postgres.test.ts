import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { courseWeeks, emailLogs, registrations } from '../src/db/schema';
import { createTestDatabase } from './support/database';
import { insertFamily, insertOpenCourse } from './support/families';
import { startServer, type ServerProcess } from './support/server-process';
import { freePort, startSmtpServer } from './support/smtp';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Crash safety at the opening minute (issue 12, part 4): the server process is killed (SIGKILL, no goodbye)
 * in the middle of a rush and started again. Every booking answered 2xx before the kill is stored, its
 * e-mail is still sent after the restart (the dead process's claim on it runs out, MAIL_LEASE_SECONDS), and a
 * parent who sends again with the same Idempotency-Key gets the original answer or a clean new one, never a
 * second registration. Runs in the PostgreSQL pass of the server-process tests (TEST_DATABASE=postgres): the server is its own process on it.
 */
const running: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const contacts = { emergency_contact1_phone: '+39 347 1111111', emergency_contact2_phone: '+39 347 2222222' };
type Outcome = { status: number; body: unknown } | { status: 0; body: null };

describe('a server killed in the middle of the opening rush', () => {
  it('keeps every acknowledged booking, sends its e-mail after the restart, and never books a key twice', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-crash-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATABASE_URL: database.url!, PORT: String(await freePort()), DATA_DIR: dataDir, SEED_DEMO: '0', SMTP_URL: smtp.url, MAIL_LEASE_SECONDS: '2' };
    const first = await startServer(env);
    running.push(first);

    const { course, weeks } = await insertOpenCourse(database.db, [{ max_participants: 15, waiting_list: 10 }]);
    const families: Awaited<ReturnType<typeof insertFamily>>[] = [];
    for (let i = 0; i < 80; i += 20) families.push(...(await Promise.all(Array.from({ length: 20 }, () => insertFamily(database.db)))));
    const keys = families.map((_family, i) => `crash-${i}-${Date.now()}`);
    const send = async (index: number, url: string): Promise<Outcome> => {
      const family = families[index]!;
      try {
        const response = await fetch(`${url}/api/send-registration/${course.id}`, {
          method: 'POST',
          headers: { ...family.headers, 'content-type': 'application/json', 'idempotency-key': keys[index]! },
          body: JSON.stringify({ bookedChildren: [{ children: family.children[0]!.id, courseWeeks: [{ courseWeek: weeks[0]!.id, dayType: 'full_day' }] }], ...contacts }),
        });
        return { status: response.status, body: await response.json() };
      } catch {
        return { status: 0, body: null };
      }
    };

    // The rush, spread over 800 ms; the process is killed as soon as a few parents have their answer. Sent all at
    // once, the 80 were admitted and decided together, and every answer was written before the kill (once in five CI runs
    // beside the e2e tests): nothing was in flight to lose.
    let answered = 0;
    let killed = false;
    const outcomes = await Promise.all(
      families.map(async (_family, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 10));
        const outcome = await send(index, first.url);
        if (outcome.status !== 0 && ++answered === 5 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
        return outcome;
      }),
    );
    if (!killed) first.child.kill('SIGKILL');
    await new Promise((resolve) => (first.child.exitCode !== null || first.child.signalCode !== null ? resolve(null) : first.child.once('exit', resolve)));
    const acknowledged = outcomes.flatMap((outcome, index) => (outcome.status === 200 ? [index] : []));
    const lost = outcomes.flatMap((outcome, index) => (outcome.status === 0 ? [index] : []));
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(lost.length).toBeGreaterThan(0);

    // Everything acknowledged is stored, before the restart.
    const childOf = (index: number) => families[index]!.children[0]!.id;
    const storedBefore = await database.db.select().from(registrations).where(eq(registrations.course_week_id, weeks[0]!.id));
    for (const index of acknowledged) expect(storedBefore.some((row) => row.child_id === childOf(index))).toBe(true);

    const second = await startServer(env);
    running.push(second);
    // Every parent sends again with the same key, as the web app does after a lost answer.
    const again = await Promise.all(families.map((_family, index) => send(index, second.url)));
    for (const index of acknowledged) expect(again[index]).toEqual(outcomes[index]);
    for (const outcome of again) expect([200, 422]).toContain(outcome.status);

    const stored = await database.db.select().from(registrations).where(eq(registrations.course_week_id, weeks[0]!.id));
    const [week] = await database.db.select().from(courseWeeks).where(eq(courseWeeks.id, weeks[0]!.id));
    // Never twice: one registration per child at most, exactly the final 200s, counters equal to the rows.
    expect(new Set(stored.map((row) => row.child_id)).size).toBe(stored.length);
    expect(stored.map((row) => row.child_id).sort()).toEqual(again.flatMap((outcome, index) => (outcome.status === 200 ? [childOf(index)] : [])).sort());
    expect(week).toMatchObject({ confirmed_count: 15, waiting_count: 10 });
    expect(stored.filter((row) => !row.is_waiting)).toHaveLength(15);
    expect(stored.filter((row) => row.is_waiting)).toHaveLength(10);

    // Every stored booking's e-mail arrives, also those the killed process had claimed (at least once).
    const addresses = stored.map((row) => families.find((family) => family.children[0]!.id === row.child_id)!.person.email!);
    await expect
      .poll(() => addresses.filter((address) => smtp.received.some((mail) => mail.to === address)).length, { timeout: 60_000, interval: 500 })
      .toBe(addresses.length);
    const logs = await database.db.select().from(emailLogs).where(inArray(emailLogs.to, addresses));
    expect(logs).toHaveLength(addresses.length);
    await expect
      .poll(async () => (await database.db.select().from(emailLogs).where(inArray(emailLogs.to, addresses))).every((log) => log.status === 'sent'), { timeout: 30_000 })
      .toBe(true);
    // Two server starts and a rush: minutes on a busy machine.
  }, 600_000);
});
