/**
 * The Excel export of one course with 5,000 registrations (GET /excelExport/{courseId}, decisions.md section
 * 8): the data seeded in SQL on an embedded database, then exportCourse timed as the route runs it (the
 * query, the workbook, the .xlsx bytes). Printed: milliseconds and bytes, for the registrations workbook and
 * the attendance list. Then the app itself on the same database: three exports requested at once while the
 * public course page (GET /api/frontend/{id}) is requested at a steady rate, and that page's latency
 * (issue 24: an export must not keep the public site waiting).
 */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase, transaction, type DatabaseHandle } from '../src/db/client';
import { syncRolesAndPermissions } from '../src/db/seed/roles';
import { MailWorker } from '../src/mail/mail-worker';
import { insertMissingOptions } from '../src/repositories/options';
import { EXPORT_PERMISSION, PERMISSIONS } from '@app/domain';
import { staffHeaders } from '../test/support/factories';
import { buildInProcess } from '../src/documents/render-document';
import { exportCourse, type CourseExportKind } from '../src/services/exports/export-registrations';
import { loadExportRegistrations, ofCourse } from '../src/services/exports/load-export-registrations';
import { insertOpenCourse } from '../test/support/families';
import { statisticsJob } from '../src/jobs/statistics';
import { onScratchPostgres } from './scratch-postgres';

const REGISTRATIONS = 5000;
const WEEKS = 10;

/** On the embedded database, then on PostgreSQL when one is reachable (BENCH_POSTGRES_URL, default the local server). */
export async function benchExcelExport() {
  await benchOn('PGlite, in process', await openDatabase({}));
  await onScratchPostgres('Excel export', async (url) => benchOn('PostgreSQL', await openDatabase({ url })));
}

async function benchOn(label: string, database: DatabaseHandle) {
  try {
    await migrateDatabase(database);
    const { db } = database;
    // Ten weeks of 500 places: 5,000 confirmed children, one parent each, every text column filled.
    const { course, weeks } = await insertOpenCourse(
      db,
      Array.from({ length: WEEKS }, () => ({ max_participants: REGISTRATIONS / WEEKS, waiting_list: 0, half_day: true, price_half_day: 80 })),
      { name: 'Bench Sommercamp', custom_field: true, custom_field_de: 'T-Shirt', custom_field_it: 'Maglietta' },
    );
    const firstWeek = weeks[0]!.id;
    await db.execute(sql`
      INSERT INTO people (first_name, last_name, email, phone, lang, address, plz, place)
      SELECT 'Maria', 'Bench' || n, 'bench' || n || '@example.org', '+39 333 1234567', 'de', 'Lauben ' || n, '39100', 'Bozen'
      FROM generate_series(1, ${REGISTRATIONS}) AS n`);
    await db.execute(sql`
      INSERT INTO children (first_name, last_name, tax, gender, birth, lang, phone, school)
      SELECT 'Kind' || n, 'Bench' || n, 'BNCH' || lpad(n::text, 12, '0'), 'f', DATE '2016-05-12', 'de', '+39 333 1234567', 'gs_3'
      FROM generate_series(1, ${REGISTRATIONS}) AS n`);
    await db.execute(sql`
      INSERT INTO child_parents (child_id, person_id)
      SELECT c.id, p.id FROM children c JOIN people p ON p.last_name = c.last_name WHERE c.tax LIKE 'BNCH%'`);
    await db.execute(sql`
      WITH one_booking AS (INSERT INTO bookings DEFAULT VALUES RETURNING id)
      INSERT INTO registrations (booking_id, child_id, course_week_id, day_type, emergency_contact1_phone, emergency_contact2_phone,
        custom_field, medicaments, allergies, comment_user, payed_amount, payed_at)
      SELECT (SELECT id FROM one_booking), c.id, ${firstWeek} + ((row_number() OVER (ORDER BY c.id) - 1) % ${WEEKS})::int,
        CASE WHEN c.id % 3 = 0 THEN 'half_day'::day_type ELSE 'full_day'::day_type END,
        '+39 347 1111111', '+39 347 2222222', 'M', 'keine', '=Nüsse', 'Bitte um Rückruf', CASE WHEN c.id % 2 = 0 THEN 120 END,
        CASE WHEN c.id % 2 = 0 THEN DATE '2026-03-01' END
      FROM children c WHERE c.tax LIKE 'BNCH%'`);
    await db.execute(sql`
      UPDATE course_weeks w SET confirmed_count = (SELECT count(*) FROM registrations r WHERE r.course_week_id = w.id)
      WHERE w.course_id = ${course.id}`);

    // An installation's statistics are current: PostgreSQL's autovacuum, the embedded database's hourly job.
    await statisticsJob.run(db, new Date(), undefined as never);

    const q0 = performance.now();
    const qCpu = process.cpuUsage();
    await loadExportRegistrations(db, ofCourse(course.id));
    const loadCpu = process.cpuUsage(qCpu);
    console.log(
      `excel export: loading the ${REGISTRATIONS} rows alone (${label}) ${(performance.now() - q0).toFixed(0)} ms, CPU ${((loadCpu.user + loadCpu.system) / 1000).toFixed(0)} ms`,
    );

    const actor = { id: 0, personId: null, permissions: new Set<string>(PERMISSIONS) };
    for (const kind of ['registrations', 'presence'] as CourseExportKind[]) {
      // One warm-up: the first run also loads exceljs's code.
      await exportCourse(db, { actor, now: new Date(), lang: 'de', timeZone: 'Europe/Rome', courseId: course.id, kind, build: buildInProcess });
      const runs: number[] = [];
      const cpu: number[] = [];
      let bytes = 0;
      for (let run = 0; run < 3; run++) {
        const t0 = performance.now();
        const cpu0 = process.cpuUsage();
        const file = await exportCourse(db, { actor, now: new Date(), lang: 'de', timeZone: 'Europe/Rome', courseId: course.id, kind, build: buildInProcess });
        runs.push(performance.now() - t0);
        const used = process.cpuUsage(cpu0);
        cpu.push((used.user + used.system) / 1000);
        bytes = file.data.length;
      }
      runs.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      // CPU time as well: on a shared machine the wall clock also counts the other processes' turns.
      console.log(
        `excel export (${kind}), ${REGISTRATIONS} registrations in ${WEEKS} weeks (${label}): median ${runs[1]!.toFixed(0)} ms (min ${runs[0]!.toFixed(0)}, max ${runs[2]!.toFixed(0)}), CPU ${cpu[1]!.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KiB`,
      );
    }
    await benchParallelExports(label, database, course.id);
  } finally {
    await database.close();
  }
}

const PARALLEL_EXPORTS = 3;
const PUBLIC_PAGE_PER_SECOND = 20;

/**
 * The app as main.ts builds it, listening on a free port of this process, beside three staff exports of the
 * course: how long the public course page waits meanwhile. The page is requested from a worker thread
 * (steady-requests.mjs), so its requests leave on time even while this thread is busy.
 */
async function benchParallelExports(label: string, database: DatabaseHandle, courseId: number) {
  const { db } = database;
  await transaction(db, async (tx) => {
    await syncRolesAndPermissions(tx);
    await insertMissingOptions(tx);
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-bench-export-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const mailer = new MailWorker({
    db,
    smtpUrl: undefined,
    mailDir: path.join(dataDir, 'mail'),
    from: config.mailFrom,
    retryBaseMs: config.mailRetryBaseMs,
    pollMs: config.mailPollMs,
    leaseMs: config.mailLeaseMs,
  });
  const app = await buildApp({ config, db, mailer });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headers = await staffHeaders(app, db, [EXPORT_PERMISSION]);
    // One export and a few pages first: exceljs's code is loaded, a document worker started and the page's
    // answer schema compiled before the measured run.
    await (await fetch(`${base}/excelExport/${courseId}`, { headers })).arrayBuffer();
    for (let warm = 0; warm < 20; warm++) await (await fetch(`${base}/api/frontend/${courseId}`)).arrayBuffer();

    const client = new Worker(new URL('./steady-requests.mjs', import.meta.url), {
      workerData: { url: `${base}/api/frontend/${courseId}`, perSecond: PUBLIC_PAGE_PER_SECOND },
    });
    const started = performance.now();
    const exports = await Promise.all(
      Array.from({ length: PARALLEL_EXPORTS }, async () => {
        const response = await fetch(`${base}/excelExport/${courseId}`, { headers });
        const bytes = (await response.arrayBuffer()).byteLength;
        if (!response.ok) throw new Error(`export answered ${response.status}`);
        return { ms: performance.now() - started, bytes };
      }),
    );
    const measured = await new Promise<{ latencies: number[]; failures: number }>((resolve) => {
      client.once('message', resolve);
      client.postMessage('stop');
    });
    await client.terminate();
    const latencies = measured.latencies.sort((a, b) => a - b);
    const p = (q: number) => (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN).toFixed(0);
    console.log(
      `${PARALLEL_EXPORTS} parallel exports of ${REGISTRATIONS} registrations (${label}): done after ${exports.map((e) => e.ms.toFixed(0)).join(', ')} ms; ` +
        `meanwhile GET /api/frontend/{id} at ${PUBLIC_PAGE_PER_SECOND}/s: ${latencies.length} requests, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms, ` +
        `max ${p(1)} ms, ${latencies.filter((ms) => ms > 200).length} over 200 ms, failures ${measured.failures}`,
    );
  } finally {
    await app.close();
    await mailer.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
