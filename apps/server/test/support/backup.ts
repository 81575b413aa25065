import { eq, sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { transaction, type Database } from '../../src/db/client';
import { syncRolesAndPermissions } from '../../src/db/seed/roles';
import { files } from '../../src/db/schema';
import { storeFile } from '../../src/repositories/files';
import { PDF } from './multipart';
import { insertFamily, insertOpenCourse, insertRegistration } from './families';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export const FAMILY_PASSWORD = 'family-password-backup';

/**
 * An installation worth backing up: roles, a family that can sign in, a course with registrations and an
 * upload large enough to be stored out of line (TOAST), with bytes no text encoding would keep.
 */
export async function fillInstallation(db: Database) {
  await transaction(db, (tx) => syncRolesAndPermissions(tx));
  const family = await insertFamily(db, { children: ['Anna', 'Ben'], password: FAMILY_PASSWORD });
  const { weeks } = await insertOpenCourse(db, [{ price: 120 }, { price: 90 }]);
  await insertRegistration(db, family.children[0]!, weeks[0]!, { created_by_user_id: family.user.id });
  await insertRegistration(db, family.children[1]!, weeks[1]!, { created_by_user_id: family.user.id, payed_amount: 90 });
  const bytes = Buffer.concat([PDF, randomBytes(300_000)]);
  const upload = await storeFile(db, { name: 'flyer.pdf', mimeType: 'application/pdf', data: bytes, isPublic: true, createdByUserId: family.user.id });
  return { family, fileId: upload.id, bytes };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What must survive a backup: the number of rows of every table, and the uploaded file's bytes. */
export async function contentsOf(db: Database, fileId: string) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables) {
    rows[name] = rowsOf<{ count: number }>(await db.execute(sql`select count(*)::int as count from ${sql.identifier(name)}`))[0]!.count;
  }
  const [file] = await db.select({ data: files.data }).from(files).where(eq(files.id, fileId));
  return { rows, file: file?.data };
}

/** `npm run backup|restore -- FILE` as a user runs it (the same script through tsx), with its exit code and output. */
export function runBackupCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup/cli.ts', ...args], {
      cwd: serverDir,
      // Unset ones are empty: the settings ignore an empty variable, as the server does.
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
