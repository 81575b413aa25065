// `node apps/server/dist/migrate.js` (`npm run migrate` from the sources): the migrations alone, as
// MIGRATION_DATABASE_URL's role when set (the owner of the tables), else DATABASE_URL's, under the lock the
// replicas take too. The systemd unit runs it before each replica (ExecStartPre, as root, with a file only root
// reads), so that the owner's password is never in the environment of a process that serves requests
// (decision 030). The embedded database migrates when its server starts.
import { z } from 'zod';
import { loadConfig } from '../config';
import { migrateDatabase, openDatabase, underMigrationLock } from './client';

try {
  const config = loadConfig();
  const url = config.migrationDatabaseUrl ?? config.databaseUrl;
  if (!url) {
    console.error('DATABASE_URL is not set: the embedded database is migrated by its server when it starts.');
    process.exit(2);
  }
  const handle = await openDatabase({ url, poolSize: 1 });
  try {
    await underMigrationLock(url, () => migrateDatabase(handle));
  } finally {
    await handle.close();
  }
  console.log(`Migrations current (as ${new URL(url).username || 'the default user'}).`);
  process.exit(0);
} catch (error) {
  console.error(
    error instanceof z.ZodError
      ? `Invalid settings: ${error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error),
  );
  process.exit(1);
}
