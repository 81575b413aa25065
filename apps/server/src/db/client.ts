import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

declare const inTransaction: unique symbol;
/**
 * A handle inside a transaction. Only `transaction()` makes one, so a helper that must run inside the
 * caller's transaction (promoting waiting registrations, queueing an e-mail, revoking sessions with a password
 * change) cannot be handed the outer database by mistake: that compiles no more. On the embedded database it
 * would wait for a connection the transaction holds, for ever.
 */
export type Transaction = Database & { readonly [inTransaction]: true };
/** Where a query may run: the database or an open transaction. Readers and single statements take this. */
export type Executor = Database | Transaction;

/** Runs `work` in one transaction (a nested one, a savepoint, when `db` already is a transaction). */
export function transaction<T>(db: Executor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Transaction));
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database's whole data directory as a tar file (PGlite only), which `template` starts from. */
  dumpDataDir?: () => Promise<Blob>;
  /** The PostgreSQL pool's connections (PostgreSQL only), for the metrics. */
  poolUse?: () => PoolUse;
}

export interface PoolUse {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** The committed migrations, beside this module in the sources and beside the bundle in `dist` (build.mjs). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The newest migration of the release this process started from, read when it starts: a release built into the
 * same folder afterwards must not make a running replica judge the database by migrations it does not have.
 */
const latestMigrationOfThisRelease = Math.max(
  ...(JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }).entries.map(
    (entry) => entry.when,
  ),
);

/**
 * Opens PostgreSQL through `DATABASE_URL`, or the embedded PGlite in a folder (memory when none), started from
 * `template` (a `dumpDataDir`) when given.
 */
export async function openDatabase(options: { url?: string; dataDir?: string; poolSize?: number; template?: Blob }): Promise<DatabaseHandle> {
  if (options.url) {
    const size = options.poolSize ?? 10;
    // Connections are kept once opened (`min`): closed after 10 s idle (pg's default), the pool met the opening
    // second with none, and opening ten while 2,000 requests arrive cost the server and PostgreSQL (issue 34, part 2).
    const pool = new pg.Pool({ connectionString: options.url, max: size, min: size });
    // An idle connection closed by the server (a restart, a failover, an administrator) must not bring the
    // process down: the pool drops it and opens a new one for the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    // Dates stay 'YYYY-MM-DD' strings: a birth date must not move with the server's time zone.
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const poolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, kind: 'postgres', close: () => pool.end(), poolUse };
  }
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.template });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') };
}

/**
 * Whether every migration of this build is applied: a replica started on a database that an older release
 * migrated (or that another replica is still migrating) is not ready for requests. Drizzle records each
 * applied migration with its journal time (`created_at`).
 */
export async function migrationsCurrent(db: Executor): Promise<boolean> {
  const [row] = await db.select({ applied: sql<string | null>`max(created_at)::text` }).from(sql`drizzle.__drizzle_migrations`);
  return row?.applied != null && Number(row.applied) >= latestMigrationOfThisRelease;
}

/**
 * Runs `work` (the migrations and the seed) while this process holds PostgreSQL's advisory lock on them: replicas
 * started together (a reboot starts every enabled unit at once) then migrate and seed one after the other, and
 * the second finds the work done instead of failing on half of it. The lock belongs to a connection of its own
 * and ends with it, also when the process dies. The embedded database needs none: its data folder's lock
 * admits one process.
 */
export async function underMigrationLock<T>(url: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!url) return work();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('summer-weeks: migrations and seed'))`);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as never, { migrationsFolder });
  } else {
    await migratePglite(handle.db as never, { migrationsFolder });
  }
}
