import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateDatabase, migrationsCurrent, openDatabase, underMigrationLock } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { seedDatabase } from './db/seed';
import { scheduledJobList } from './jobs';
import { JobScheduler } from './jobs/scheduler';
import { MailWorker } from './mail/mail-worker';
import { asyncStdout } from './plugins/logging';

const startedAt = performance.now();
const config = loadConfig();

let releaseLock = () => {};
if (!config.databaseUrl) {
  try {
    releaseLock = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pgdata'), poolSize: config.databasePoolSize });
const mailer = new MailWorker({
  db: database.db,
  smtpUrl: config.smtpUrl,
  mailDir: path.join(config.dataDir, 'mail'),
  from: config.mailFrom,
  retryBaseMs: config.mailRetryBaseMs,
  pollMs: config.mailPollMs,
  leaseMs: config.mailLeaseMs,
});
const output = asyncStdout();
const app = await underMigrationLock(config.migrationDatabaseUrl ?? config.databaseUrl, async () => {
  if (config.migrationDatabaseUrl) {
    // The owner migrates over a connection of its own; the replica serves as the application's role.
    const owner = await openDatabase({ url: config.migrationDatabaseUrl, poolSize: 1 });
    try {
      await migrateDatabase(owner);
    } finally {
      await owner.close();
    }
  } else if (!(await migrationsCurrent(database.db).catch(() => false))) {
    // Not when migrated already (by the unit's ExecStartPre, as the owner): DATABASE_URL's role may be one that
    // can change no table, and drizzle's migrator asks for that right even with nothing to apply.
    await migrateDatabase(database);
  }
  const app = await buildApp({
    config,
    db: database.db,
    mailer,
    webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    webRenderer: fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url)),
    logger: { level: config.logLevel, stream: output.stream },
    databasePool: database.poolUse,
  });
  await seedDatabase(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    appUrl: config.appUrl,
    demo: config.seedDemo,
    log: app.log,
  });
  return app;
});

await app.listen({ port: config.port, host: config.host });
mailer.start(app.log);
const scheduler = new JobScheduler({
  db: database.db,
  jobs: scheduledJobList(config, database),
  log: app.log,
  pollMs: config.jobs.pollMs,
  leaseMs: config.jobs.leaseMs,
});
scheduler.start();
app.log.info(
  `Ready in ${Math.round(performance.now() - startedAt)} ms on ${config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`}: open ${config.appUrl}, the back office at ${config.appUrl}/be`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: stopping`);
  await scheduler.stop();
  await app.close();
  await mailer.stop();
  await database.close();
  releaseLock();
  output.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
