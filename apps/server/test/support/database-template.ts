import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../src/db/client';

/** Where each test file's database starts from: migrated once per run (globalSetup), copied per file. */
export type DatabaseTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; serverUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export function postgresServerUrl(): string {
  return process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs the migrations once for the whole run instead of once per test file. An embedded database starts from
 * a dump of the migrated one (an empty PGlite spends seconds in initdb, more than the migrations); PostgreSQL
 * copies a template database (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE !== 'postgres') {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-test-template-'));
    const handle = await openDatabase({});
    await migrateDatabase(handle);
    const dumpFile = path.join(folder, 'migrated.tar');
    fs.writeFileSync(dumpFile, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
    await handle.close();
    project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
    return async () => fs.rmSync(folder, { recursive: true, force: true });
  }
  const serverUrl = postgresServerUrl();
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 1 });
  await migrateDatabase(handle);
  await handle.close();
  project.provide('databaseTemplate', { kind: 'postgres', serverUrl, name });
  return async () => {
    await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
}
