import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrationsFolder, openDatabase, type Executor } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { backupHeader, BackupError, kindName, readBackupHeader, refuseExisting, writeBackupFile, type BackupHeader } from './backup-file';

/** The installation to back up or restore into, chosen as the server chooses it (README, "Configuration"). */
export interface BackupTarget {
  /** PostgreSQL; unset: the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  /** DATA_DIR: the embedded database is its folder `pgdata`, guarded by its lock file. */
  dataDir: string;
}

export interface WrittenBackup {
  header: BackupHeader;
  bytes: number;
}

/** The embedded database open in this process, as its DatabaseHandle gives it: what a backup of it reads. */
export interface EmbeddedSource {
  db: Executor;
  dumpDataDir: () => Promise<Blob>;
}

/**
 * Writes one consistent backup of the installation to `file` (which must not exist yet): PGlite's own dump of
 * the data folder, taken under the folder's lock so that no server changes it meanwhile, or pg_dump's custom
 * format, which reads one snapshot of PostgreSQL while the servers keep running.
 */
export async function backupDatabase(options: BackupTarget & { file: string; now: Date }): Promise<WrittenBackup> {
  const { databaseUrl, dataDir, file, now } = options;
  refuseExisting(file);
  if (databaseUrl) {
    // The header and pg_dump read one snapshot, exported by a transaction that stays open until the dump is
    // written: a migration that a replica applies meanwhile is in neither or in both.
    return withPostgres(databaseUrl, (db) =>
      db.transaction(
        async (tx) => {
          const [{ snapshot }] = rowsOf<{ snapshot: string }>(await tx.execute(sql`select pg_export_snapshot() as snapshot`)) as [{ snapshot: string }];
          const header = backupHeader({ kind: 'postgres', ...(await appliedMigrations(tx)), created_at: now.toISOString() });
          requireMigrated(header, `the PostgreSQL database ${whereIs(databaseUrl)}`);
          const dump = (write: (chunk: Uint8Array) => Promise<void>) => runPgTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`], databaseUrl, { output: write });
          return { header, bytes: await writeBackupFile(file, header, dump, { replace: false }) };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
    );
  }
  const pgdata = path.join(dataDir, 'pgdata');
  // Opening a folder without a database would create an empty one: a wrong DATA_DIR would be backed up as that.
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${pgdata} to back up: check DATA_DIR (or set DATABASE_URL to back up PostgreSQL).`);
  }
  const release = lockFolder(dataDir, 'Stop the server to back it up, or copy the newest file of the daily backup in BACKUP_DIR, which the running server writes itself.');
  try {
    const handle = await openDatabase({ dataDir: pgdata });
    try {
      return await writeEmbeddedBackup({ db: handle.db, dumpDataDir: handle.dumpDataDir! }, { file, now, replace: false });
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}

/** A backup of the embedded database that is open in this process (by `npm run backup`, or the server's daily job). */
export async function writeEmbeddedBackup(source: EmbeddedSource, options: { file: string; now: Date; replace: boolean }): Promise<WrittenBackup> {
  const header = backupHeader({ kind: 'pglite', ...(await appliedMigrations(source.db)), created_at: options.now.toISOString() });
  requireMigrated(header, 'the embedded database');
  // The dump holds the database's queries while it copies the folder; compressing it (in Node's thread pool)
  // does not, so a running server answers again after a tenth of a second, not after the whole backup.
  const tar = Buffer.from(await (await source.dumpDataDir()).arrayBuffer());
  const payload = await promisify(gzip)(tar);
  const bytes = await writeBackupFile(options.file, header, (write) => write(payload), { replace: options.replace });
  return { header, bytes };
}

/**
 * Brings a backup into an empty installation: a data folder whose `pgdata` is empty or missing (under its lock),
 * or a PostgreSQL database without tables. Never into one that holds data: a restore does not merge, and an
 * installation overwritten by mistake could not be had back. Migrations newer than the backup are applied by
 * the server at its next start.
 */
export async function restoreDatabase(options: BackupTarget & { file: string }): Promise<BackupHeader> {
  const { databaseUrl, dataDir, file } = options;
  const { header, payloadOffset } = await readBackupHeader(file);
  const targetKind = databaseUrl ? 'postgres' : 'pglite';
  if (header.kind !== targetKind) {
    throw new BackupError(
      `${file} is a backup of ${kindName(header.kind)}, and this restore goes into ${kindName(targetKind)}: ` +
        (header.kind === 'postgres'
          ? 'set DATABASE_URL to an empty PostgreSQL database to restore it.'
          : 'unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.'),
    );
  }
  const known = migrationJournal();
  if (header.migrations > known.size) {
    throw new BackupError(
      `${file} comes from a newer version of this application (migration ${header.latest_migration ?? header.migrations}; ` +
        `this one knows ${known.size}): update the application before restoring it.`,
    );
  }
  if (databaseUrl) {
    await restorePostgres(databaseUrl, file, payloadOffset);
  } else {
    await restoreEmbedded(dataDir, file, payloadOffset);
  }
  return header;
}

async function restoreEmbedded(dataDir: string, file: string, payloadOffset: number): Promise<void> {
  const release = lockFolder(dataDir, 'Stop the server before restoring.');
  try {
    const pgdata = path.join(dataDir, 'pgdata');
    if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) {
      throw new BackupError(
        `${pgdata} holds a database already: a backup is restored only into an empty data folder. ` +
          'Move that pgdata folder away (keep it until the restored installation works), or set DATA_DIR to a new folder.',
      );
    }
    let tar: Buffer;
    try {
      tar = await promisify(gunzip)(await fs.promises.readFile(file).then((bytes) => bytes.subarray(payloadOffset)));
    } catch (error) {
      throw new BackupError(`${file} is damaged or incomplete (${(error as Error).message}): restore another backup.`);
    }
    // Written beside pgdata and renamed when the database opens: a restore cut short (a full disk, a killed
    // process) leaves no half-written pgdata that a server would start on. A folder an earlier restore left
    // there is its debris; the lock says no one is using it.
    const restoring = path.join(dataDir, 'pgdata.restoring');
    fs.rmSync(restoring, { recursive: true, force: true });
    try {
      const client = new PGlite({ dataDir: restoring, loadDataDir: new Blob([tar]) });
      await client.waitReady;
      await client.query('select 1');
      await client.close();
    } catch (error) {
      fs.rmSync(restoring, { recursive: true, force: true });
      throw new BackupError(`${file} could not be restored (${(error as Error).message}): restore another backup.`);
    }
    fs.rmSync(pgdata, { recursive: true, force: true });
    fs.renameSync(restoring, pgdata);
  } finally {
    release();
  }
}

async function restorePostgres(databaseUrl: string, file: string, payloadOffset: number): Promise<void> {
  const tables = await withPostgres(databaseUrl, async (db) =>
    rowsOf<{ name: string }>(
      await db.execute(sql`
        select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_'
        order by 1 limit 4`),
    ),
  );
  if (tables.length > 0) {
    throw new BackupError(
      `The database ${whereIs(databaseUrl)} holds tables already (${[...tables.slice(0, 3).map((table) => table.name), ...(tables.length > 3 ? ['...'] : [])].join(', ')}): ` +
        'a backup is restored only into an empty database. Create a new one (createdb NAME) and set DATABASE_URL to it.',
    );
  }
  // One transaction: a restore that fails leaves the database as empty as it was. The owners and grants of the
  // backed-up server may not exist here; the tables belong to the user of DATABASE_URL, who runs the server.
  await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'], databaseUrl, {
    input: fs.createReadStream(file, { start: payloadOffset }),
  });
}

/** Refuses a database no server ever migrated: a wrong DATA_DIR or DATABASE_URL, whose backup would be empty. */
function requireMigrated(header: BackupHeader, what: string): void {
  if (header.migrations === 0) throw new BackupError(`There is nothing of this application in ${what} to back up: check DATA_DIR and DATABASE_URL.`);
}

function lockFolder(dataDir: string, whatToDo: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `The data folder ${dataDir} is in use by a running server (process ${error.pid}), and the embedded database allows one process per folder. ${whatToDo}`,
    );
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The committed migrations by the time drizzle records for each applied one (`created_at` is the journal's `when`). */
function migrationJournal(): Map<number, string> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
  return new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
}

async function appliedMigrations(db: Executor): Promise<Pick<BackupHeader, 'migrations' | 'latest_migration'>> {
  const [table] = rowsOf<{ present: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`));
  if (!table?.present) return { migrations: 0, latest_migration: null };
  const [applied] = rowsOf<{ count: number; latest: string | null }>(
    await db.execute(sql`select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations`),
  );
  const latest = applied?.latest == null ? undefined : Number(applied.latest);
  return { migrations: applied?.count ?? 0, latest_migration: latest === undefined ? null : (migrationJournal().get(latest) ?? String(latest)) };
}

/** Runs `work` on a connection to PostgreSQL; a server that cannot be reached is the user's to put right. */
async function withPostgres<T>(databaseUrl: string, work: (db: Executor) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    try {
      await handle.db.execute(sql`select 1`);
    } catch (error) {
      const reason = causeOf(error);
      if (reason.code === '3D000') {
        throw new BackupError(`The database ${whereIs(databaseUrl)} does not exist: create it (createdb NAME) or correct DATABASE_URL.`);
      }
      throw new BackupError(`Cannot connect to PostgreSQL at ${whereIs(databaseUrl)}: ${reason.message}`);
    }
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** The driver's own error under drizzle's wrapper, which names the query instead of the reason. */
function causeOf(error: unknown): { code?: string; message: string } {
  let current = error as { code?: string; message: string; cause?: unknown };
  while (current.cause && typeof current.cause === 'object') current = current.cause as typeof current;
  return current;
}

/** The installation a target names, for messages (DATABASE_URL without its password). */
export function targetName(target: BackupTarget): string {
  return target.databaseUrl ? `the PostgreSQL database ${whereIs(target.databaseUrl)}` : `the embedded database in ${target.dataDir}`;
}

function whereIs(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
}

/**
 * Runs pg_dump or pg_restore on DATABASE_URL. The password goes in the environment (PGPASSWORD), not on the
 * command line, where every user of the machine could read it in the process list.
 */
async function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  databaseUrl: string,
  io: { input?: Readable; output?: (chunk: Uint8Array) => Promise<void> },
): Promise<void> {
  const { url, password } = splitPassword(databaseUrl);
  const child = spawn(findTool(tool), [...args, '--no-password', `--dbname=${url}`], {
    env: password === undefined ? process.env : { ...process.env, PGPASSWORD: password },
    stdio: [io.input ? 'pipe' : 'ignore', io.output ? 'pipe' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const streams = Promise.allSettled([
    io.input ? pipeline(io.input, child.stdin!) : undefined,
    io.output
      ? pipeline(child.stdout!, async (chunks: AsyncIterable<Buffer>) => {
          for await (const chunk of chunks) await io.output!(chunk);
        })
      : undefined,
  ]);
  let code: number | null;
  try {
    code = await exited;
  } catch (error) {
    io.input?.destroy();
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(`${tool} was not found: install PostgreSQL's client programs (version 15 or newer, and not older than the server) and put them on PATH.`);
    }
    throw error;
  }
  // A tool that failed closes its pipes early: its own message says why, the broken pipe does not.
  if (code !== 0) throw new BackupError(`${tool} failed (exit code ${code}): ${stderr.trim() || 'no message'}`);
  const failed = (await streams).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

function splitPassword(databaseUrl: string): { url: string; password?: string } {
  try {
    const url = new URL(databaseUrl);
    if (!url.password) return { url: databaseUrl };
    const password = decodeURIComponent(url.password);
    url.password = '';
    return { url: url.toString(), password };
  } catch {
    return { url: databaseUrl };
  }
}

/** The tool on PATH, else the newest one of Debian's and Ubuntu's per-version folders. */
function findTool(tool: string): string {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && fs.existsSync(path.join(dir, tool)));
  if (onPath) return tool;
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join('/usr/lib/postgresql', version, 'bin', tool))
    .find((candidate) => fs.existsSync(candidate));
  return newest ?? tool;
}
