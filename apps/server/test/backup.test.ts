import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { restoreDatabase } from '../src/backup/backup';
import { readBackupHeader } from '../src/backup/backup-file';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { scheduledJobList } from '../src/jobs';
import { backupJob } from '../src/jobs/backup';
import { contentsOf, fillInstallation, runBackupCli } from './support/backup';
import { createTestDatabase } from './support/database';
import { startServer, type ServerProcess } from './support/server-process';
import { freePort } from './support/smtp';

/** Backups of the embedded database (issue 39, part 4): `npm run backup` / `npm run restore` and the daily job. */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-backup-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  fs.rmSync(folder, { recursive: true, force: true });
});

let folders = 0;
const newFolder = () => path.join(folder, `data-${++folders}`);

/** A data folder holding a database with rows and an upload, closed again as after a server's stop. */
async function filledDataFolder() {
  const dataDir = newFolder();
  fs.mkdirSync(dataDir);
  const template = inject('databaseTemplate');
  if (template.kind !== 'pglite') throw new Error('the embedded backup tests run on the embedded database');
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pgdata'), template: new Blob([fs.readFileSync(template.dumpFile)]) });
  try {
    const filled = await fillInstallation(handle.db);
    return { dataDir, ...filled, contents: await contentsOf(handle.db, filled.fileId) };
  } finally {
    await handle.close();
  }
}

async function contentsOfFolder(dataDir: string, fileId: string) {
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    return await contentsOf(handle.db, fileId);
  } finally {
    await handle.close();
  }
}

describe('backup and restore of the embedded database', () => {
  it('restores a backup into an empty data folder with every row and the uploaded file', async () => {
    const source = await filledDataFolder();
    expect(source.contents.rows).toMatchObject({ people: 1, children: 2, registrations: 2, files: 1 });
    const file = path.join(folder, 'embedded.swbak');

    const backedUp = await runBackupCli(['backup', file], { DATA_DIR: source.dataDir });
    expect(backedUp).toMatchObject({ code: 0 });
    expect(backedUp.output).toContain(`Backed up the embedded database in ${source.dataDir}`);
    const { header } = await readBackupHeader(file);
    expect(header).toMatchObject({ kind: 'pglite', migrations: expect.any(Number) });
    expect(header.latest_migration).toMatch(/^\d{4}_/);
    // Every family's personal data is in it: only its owner may read it.
    expect(fs.statSync(file).mode & 0o077).toBe(0);

    const target = newFolder();
    // What a restore cut short left beside pgdata is cleared, not mixed into this one.
    fs.mkdirSync(path.join(target, 'pgdata.restoring'), { recursive: true });
    fs.writeFileSync(path.join(target, 'pgdata.restoring', 'PG_VERSION'), 'half');
    const restored = await runBackupCli(['restore', file], { DATA_DIR: target });
    expect(restored).toMatchObject({ code: 0 });
    expect(fs.readdirSync(target).filter((name) => name.startsWith('pgdata'))).toEqual(['pgdata']);
    expect(restored.output).toContain(`into the embedded database in ${target}`);
    const contents = await contentsOfFolder(target, source.fileId);
    expect(contents.rows).toEqual(source.contents.rows);
    expect(Buffer.compare(contents.file!, source.bytes)).toBe(0);

    // A second backup to the same file would replace the first: refused, and the first is untouched.
    const again = await runBackupCli(['backup', file], { DATA_DIR: source.dataDir });
    expect(again.code).toBe(1);
    expect(again.output.trim()).toBe(`${file} exists already: give the backup a new file name.`);
  });

  it('refuses a data folder that holds a database, a backup of PostgreSQL and a file that is no backup', async () => {
    const source = await filledDataFolder();
    const file = path.join(folder, 'refusals.swbak');
    expect((await runBackupCli(['backup', file], { DATA_DIR: source.dataDir })).code).toBe(0);

    const intoFull = await runBackupCli(['restore', file], { DATA_DIR: source.dataDir });
    expect(intoFull.code).toBe(1);
    expect(intoFull.output).toContain(`${path.join(source.dataDir, 'pgdata')} holds a database already`);
    expect(intoFull.output).not.toMatch(/\n\s+at /);
    expect((await contentsOfFolder(source.dataDir, source.fileId)).rows).toEqual(source.contents.rows);

    await expect(restoreDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: newFolder(), file })).rejects.toThrow(
      'is a backup of the embedded database (DATA_DIR), and this restore goes into PostgreSQL (DATABASE_URL)',
    );
    const postgresBackup = path.join(folder, 'postgres.swbak');
    const { header } = await readBackupHeader(file);
    fs.writeFileSync(postgresBackup, `${JSON.stringify({ ...header, kind: 'postgres' })}\nPGDMP`);
    const wrongKind = await runBackupCli(['restore', postgresBackup], { DATA_DIR: newFolder() });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.output).toContain('is a backup of PostgreSQL (DATABASE_URL), and this restore goes into the embedded database (DATA_DIR)');

    const newer = path.join(folder, 'newer.swbak');
    fs.writeFileSync(newer, `${JSON.stringify({ ...header, migrations: header.migrations + 1, latest_migration: '9999_future' })}\n`);
    await expect(restoreDatabase({ databaseUrl: undefined, dataDir: newFolder(), file: newer })).rejects.toThrow(
      'comes from a newer version of this application (migration 9999_future',
    );

    // A payload the embedded database cannot load: refused, and the empty folder is left as empty as it was.
    const unloadable = path.join(folder, 'unloadable.swbak');
    fs.writeFileSync(unloadable, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), gzipSync('no data folder in here')]));
    const emptyTarget = newFolder();
    const notLoaded = await runBackupCli(['restore', unloadable], { DATA_DIR: emptyTarget });
    expect(notLoaded.code).toBe(1);
    expect(notLoaded.output).toContain(`${unloadable} could not be restored`);
    expect(fs.readdirSync(emptyTarget).filter((name) => name.startsWith('pgdata'))).toEqual([]);

    const notOurs = path.join(folder, 'not-ours.swbak');
    fs.writeFileSync(notOurs, 'PGDMP\u0001\u000e\u0000');
    const refused = await runBackupCli(['restore', notOurs], { DATA_DIR: newFolder() });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`${notOurs} is not a backup of this application`);

    const missing = await runBackupCli(['backup', path.join(folder, 'nothing.swbak')], { DATA_DIR: newFolder() });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('There is no embedded database in');
    expect(fs.existsSync(path.join(folder, 'nothing.swbak'))).toBe(false);
  });

  it('refuses while a server runs on the folder, whose daily backup restores like one of npm run backup', async () => {
    const source = await filledDataFolder();
    const server = await startServer({ DATA_DIR: source.dataDir, PORT: String(await freePort()), SEED_DEMO: '0', ADMIN_EMAIL: 'chef@example.org', ADMIN_PASSWORD: 'admin-password-1' });
    running.push(server);
    // A job seen for the first time runs at once: the server backs itself up right after its start.
    const backups = path.join(source.dataDir, 'backups');
    const daily = await until(() => (fs.existsSync(backups) ? fs.readdirSync(backups).find((name) => name.endsWith('.swbak')) : undefined), 30_000);
    expect(daily).toMatch(/^backup-\d{4}-\d{2}-\d{2}-\d{4}\.swbak$/);
    await until(() => (server.output().includes('scheduled job backup done') ? true : undefined), 30_000);

    const backup = await runBackupCli(['backup', path.join(folder, 'while-running.swbak')], { DATA_DIR: source.dataDir });
    expect(backup.code).toBe(1);
    expect(backup.output).toContain(`The data folder ${source.dataDir} is in use by a running server (process ${server.child.pid})`);
    expect(backup.output).toContain('Stop the server to back it up, or copy the newest file of the daily backup in BACKUP_DIR');
    expect(fs.existsSync(path.join(folder, 'while-running.swbak'))).toBe(false);
    const restore = await runBackupCli(['restore', path.join(backups, daily!)], { DATA_DIR: source.dataDir });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('Stop the server before restoring.');

    expect(await server.stop()).toBe(0);
    running.pop();
    const target = newFolder();
    await restoreDatabase({ databaseUrl: undefined, dataDir: target, file: path.join(backups, daily!) });
    // What the running server wrote (its jobs' rows) is in the backup too.
    const served = await contentsOfFolder(source.dataDir, source.fileId);
    const contents = await contentsOfFolder(target, source.fileId);
    expect(contents.rows).toEqual(served.rows);
    expect(source.contents.rows.scheduled_jobs).toBe(0);
    expect(contents.rows.scheduled_jobs).toBeGreaterThan(0);
    expect(Buffer.compare(contents.file!, source.bytes)).toBe(0);
  });
});

describe('the daily backup job', () => {
  const config = (dir: string, keep: number) => ({ ...loadConfig({ DATA_DIR: folder }), backup: { dir, keep } });

  it('writes a backup named by the clock in the time zone and keeps only the newest BACKUP_KEEP', async () => {
    const database = await createTestDatabase();
    try {
      const dir = path.join(folder, 'daily');
      fs.mkdirSync(dir);
      // A backup put there by hand is not the job's to delete.
      fs.writeFileSync(path.join(dir, 'before-the-update.swbak'), 'kept');
      // What a run killed in the middle left: deleted by the next run.
      fs.writeFileSync(path.join(dir, '.backup-2026-06-27-0300.swbak.partial'), 'cut short');
      const job = backupJob(config(dir, 3), database.dumpDataDir!);
      // 01:00 UTC is 03:00 in Rome in summer (02:00 in winter): the names are the office's time.
      const days = ['2026-06-28', '2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02'];
      const results = [];
      for (const day of days) results.push(await job.run(database.db, new Date(`${day}T01:00:00Z`), silentLog));
      expect(results.map((result) => [result.kept, result.deleted, result.abandonedDeleted])).toEqual([
        [1, 0, 1],
        [2, 0, 0],
        [3, 0, 0],
        [3, 1, 0],
        [3, 1, 0],
      ]);
      expect(results[0]!.bytes).toBeGreaterThan(1000);
      expect(fs.readdirSync(dir).sort()).toEqual(['backup-2026-06-30-0300.swbak', 'backup-2026-07-01-0300.swbak', 'backup-2026-07-02-0300.swbak', 'before-the-update.swbak']);
      const newest = path.join(dir, 'backup-2026-07-02-0300.swbak');
      expect((await readBackupHeader(newest)).header).toMatchObject({ kind: 'pglite', created_at: '2026-07-02T01:00:00.000Z' });
      expect(job.next(new Date('2026-12-01T02:00:00Z')).toISOString()).toBe('2026-12-02T02:00:00.000Z');

      const target = newFolder();
      await restoreDatabase({ databaseUrl: undefined, dataDir: target, file: newest });
      const restored = await openDatabase({ dataDir: path.join(target, 'pgdata') });
      try {
        expect((await contentsOf(restored.db, '00000000-0000-0000-0000-000000000000')).rows).toEqual(
          (await contentsOf(database.db, '00000000-0000-0000-0000-000000000000')).rows,
        );
      } finally {
        await restored.close();
      }
    } finally {
      await database.close();
    }
  });

  it('runs on the embedded database only, and not with BACKUP_KEEP=0', () => {
    const embedded: Pick<DatabaseHandle, 'dumpDataDir'> = { dumpDataDir: async () => new Blob([]) };
    const names = (keep: number, database?: Pick<DatabaseHandle, 'dumpDataDir'>) => scheduledJobList(config(folder, keep), database).map((job) => job.name);
    expect(names(7, embedded)).toContain('backup');
    expect(names(0, embedded)).not.toContain('backup');
    expect(names(7, {})).not.toContain('backup');
    // PostgreSQL keeps its own statistics (autovacuum); the embedded database has the job do it.
    expect(names(0, embedded)).toContain('statistics');
    expect(names(7, {})).not.toContain('statistics');
    expect(loadConfig({ DATA_DIR: '/srv/summer' }).backup).toEqual({ dir: '/srv/summer/backups', keep: 7 });
    expect(loadConfig({ BACKUP_DIR: '/backups', BACKUP_KEEP: '0' }).backup).toEqual({ dir: '/backups', keep: 0 });
    expect(() => loadConfig({ BACKUP_KEEP: '-1' })).toThrow();
  });
});

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as never;

async function until<T>(read: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
