import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readBackupHeader } from '../src/backup/backup-file';
import { openDatabase } from '../src/db/client';
import { contentsOf, FAMILY_PASSWORD, fillInstallation, runBackupCli } from './support/backup';
import { createTestDatabase } from './support/database';
import { databaseUrl, onServer } from './support/database-template';
import { startServer, type ServerProcess } from './support/server-process';
import { freePort } from './support/smtp';

/** Backups of an installation on PostgreSQL (issue 39, part 4): pg_dump and pg_restore behind `npm run backup|restore`. */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-backup-pg-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A new database without tables on the test server, dropped after the file. */
async function emptyDatabase(): Promise<string> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres') throw new Error('the PostgreSQL backup tests run with TEST_DATABASE=postgres');
  const name = `test_restore_${randomBytes(6).toString('hex')}`;
  await onServer(template.serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  cleanups.push(() => onServer(template.serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined));
  return databaseUrl(template.serverUrl, name);
}

describe('backup and restore on PostgreSQL', () => {
  it('restores a backup into an empty database with every row and the uploaded file, and the server runs on it', async () => {
    const source = await createTestDatabase();
    cleanups.push(() => source.close());
    const filled = await fillInstallation(source.db);
    const before = await contentsOf(source.db, filled.fileId);
    expect(before.rows).toMatchObject({ people: 1, children: 2, registrations: 2, files: 1 });
    const file = path.join(folder, 'postgres.swbak');

    const backedUp = await runBackupCli(['backup', file], { DATABASE_URL: source.url!, DATA_DIR: path.join(folder, 'unused') });
    expect(backedUp).toMatchObject({ code: 0 });
    expect((await readBackupHeader(file)).header).toMatchObject({ kind: 'postgres', migrations: expect.any(Number) });

    const target = await emptyDatabase();
    const restored = await runBackupCli(['restore', file], { DATABASE_URL: target });
    expect(restored).toMatchObject({ code: 0 });
    const handle = await openDatabase({ url: target, poolSize: 1 });
    try {
      const after = await contentsOf(handle.db, filled.fileId);
      expect(after.rows).toEqual(before.rows);
      expect(Buffer.compare(after.file!, filled.bytes)).toBe(0);
    } finally {
      await handle.close();
    }

    // The restored database serves: the family signs in with its password.
    const port = String(await freePort());
    const server: ServerProcess = await startServer({ DATABASE_URL: target, PORT: port, DATA_DIR: path.join(folder, 'server'), SEED_DEMO: '0' });
    cleanups.push(async () => void (await server.stop()));
    const signIn = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: filled.family.user.email, password: FAMILY_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    await server.stop();

    // Into a database that holds tables (the one just restored) nothing is restored.
    const again = await runBackupCli(['restore', file], { DATABASE_URL: target });
    expect(again.code).toBe(1);
    expect(again.output).toContain('holds tables already (drizzle.__drizzle_migrations');
    expect(again.output).toContain('a backup is restored only into an empty database');
    expect(again.output).not.toMatch(/\n\s+at /);
  });

  it('refuses a backup of the embedded database, a database that does not exist and a failed pg_restore', async () => {
    const source = await createTestDatabase();
    cleanups.push(() => source.close());
    const file = path.join(folder, 'refusals.swbak');
    expect((await runBackupCli(['backup', file], { DATABASE_URL: source.url! })).code).toBe(0);
    const { header } = await readBackupHeader(file);

    const embedded = path.join(folder, 'embedded.swbak');
    fs.writeFileSync(embedded, `${JSON.stringify({ ...header, kind: 'pglite' })}\n`);
    const wrongKind = await runBackupCli(['restore', embedded], { DATABASE_URL: await emptyDatabase() });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.output).toContain('is a backup of the embedded database (DATA_DIR), and this restore goes into PostgreSQL (DATABASE_URL)');

    const missing = new URL(source.url!);
    missing.pathname = `/test_missing_${randomBytes(6).toString('hex')}`;
    const noDatabase = await runBackupCli(['restore', file], { DATABASE_URL: missing.toString() });
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.output).toContain('does not exist: create it');

    // A cut-off file: pg_restore's own reason, and the target stays empty (one transaction).
    const truncated = path.join(folder, 'truncated.swbak');
    const whole = fs.readFileSync(file);
    fs.writeFileSync(truncated, whole.subarray(0, whole.length - 2000));
    const target = await emptyDatabase();
    const failed = await runBackupCli(['restore', truncated], { DATABASE_URL: target });
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(/^pg_restore failed \(exit code 1\): pg_restore: error/);
    const tables = await onServer(target, (client) => client.query(`select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`));
    expect(tables.rows[0]).toEqual({ count: 0 });
  });
});
