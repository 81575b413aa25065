// `npm run backup -- FILE` and `npm run restore -- FILE` (README, "Backups"); in the built server
// `node apps/server/dist/backup.js backup|restore FILE`. The installation is the one the server would open:
// DATABASE_URL (as MIGRATION_DATABASE_URL's role when that is set), else the embedded database in DATA_DIR.
import path from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../config';
import { backupDatabase, restoreDatabase, targetName } from './backup';
import { BackupError } from './backup-file';

const USAGE = 'Usage: npm run backup -- FILE   (write a backup of the installation to FILE)\n       npm run restore -- FILE  (restore FILE into an empty installation)';

async function run(command: string, fileArgument: string): Promise<void> {
  const config = loadConfig();
  // npm runs a script in the project's folder; a relative FILE means the folder it was typed in.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArgument);
  // With two roles (deploy/postgresql-roles.sql), the owner of the tables: it reads every table, and what it
  // restores is its own, which its default privileges open to the application's role.
  const target = { databaseUrl: config.migrationDatabaseUrl ?? config.databaseUrl, dataDir: config.dataDir };
  const where = targetName(target);
  if (command === 'backup') {
    const { header, bytes } = await backupDatabase({ ...target, file, now: new Date() });
    console.log(`Backed up ${where} (${header.migrations} migrations, the latest ${header.latest_migration}) to ${file}, ${megabytes(bytes)}.`);
  } else {
    const header = await restoreDatabase({ ...target, file });
    console.log(
      `Restored ${file} (written ${header.created_at}, ${header.migrations} migrations) into ${where}. ` +
        'Start the server: it applies the migrations that came after the backup.',
    );
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Errors the user can put right are one line and exit code 1; anything else is a fault of ours and keeps its stack. */
function report(error: unknown): string {
  if (error instanceof BackupError) return error.message;
  if (error instanceof z.ZodError) {
    return `Invalid settings: ${error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`;
  }
  // A file the system refused (no such folder, no permission, a full disk) says which and why in its message.
  if (error instanceof Error && 'syscall' in error) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

const [command, file, ...extra] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file || extra.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
try {
  await run(command, file);
  process.exit(0);
} catch (error) {
  console.error(report(error));
  process.exit(1);
}
