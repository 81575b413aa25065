import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../src/db/client';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database on the
 * PostgreSQL server when TEST_DATABASE=postgres (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DATABASE !== 'postgres') {
    const handle = await openDatabase({});
    await migrateDatabase(handle);
    return handle;
  }
  const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await migrateDatabase(handle);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
