import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { transaction, type Database, type DatabaseHandle } from '../../src/db/client';
import { syncRolesAndPermissions } from '../../src/db/seed/roles';
import { MailWorker } from '../../src/mail/mail-worker';
import type { LogSettings } from '../../src/plugins/logging';
import { insertMissingOptions } from '../../src/repositories/options';
import { createTestDatabase } from './database';

export interface TestContext {
  app: App;
  db: Database;
  database: DatabaseHandle & { url?: string };
  mailer: MailWorker;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app in-process on a real, empty database with roles and options seeded (no demo, no admin).
 * `webDist` serves a built web app from that folder, as production does.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { webDist?: string; log?: LogSettings['stream'] } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-test-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, APP_URL: 'http://app.test' }),
    mailRetryBaseMs: 50,
    mailPollMs: 100,
    ...overrides,
  };
  const database = await createTestDatabase();
  await transaction(database.db, async (tx) => {
    await syncRolesAndPermissions(tx);
    await insertMissingOptions(tx);
  });
  const mailer = new MailWorker({
    db: database.db,
    smtpUrl: config.smtpUrl,
    mailDir: path.join(dataDir, 'mail'),
    from: config.mailFrom,
    retryBaseMs: config.mailRetryBaseMs,
    pollMs: config.mailPollMs,
    leaseMs: config.mailLeaseMs,
  });
  // Every level: what a test reads in the log (no secret, the right line) holds whatever level an operator sets.
  const logger = options.log ? { level: 'debug', stream: options.log } : undefined;
  const app = await buildApp({ config, db: database.db, mailer, webDist: options.webDist, logger, databasePool: database.poolUse });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    mailer,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await mailer.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
