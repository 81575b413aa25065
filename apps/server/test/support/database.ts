import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { databaseUrl, onServer } from './database-template';

/**
 * A fresh, migrated database for one test file, copied from the run's template (database-template.ts): an
 * in-memory PGlite by default, or a new database on the PostgreSQL server when TEST_DATABASE=postgres (dropped
 * again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    return openDatabase({ template: new Blob([fs.readFileSync(template.dumpFile)]) });
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(template.serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`));
  const url = databaseUrl(template.serverUrl, name);
  const handle = await openDatabase({ url });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await onServer(template.serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
