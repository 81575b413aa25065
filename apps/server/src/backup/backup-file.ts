import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** Names our files in their first line, so that restore tells one of ours from any other file. */
const FORMAT = 'summer-weeks-backup';
const FORMAT_VERSION = 1;
/** The header is a line of a few hundred bytes; a file without a line end this early is not one of ours. */
const MAX_HEADER_BYTES = 16 * 1024;

export type BackupKind = 'pglite' | 'postgres';

/** What a backup says about itself in its first line (JSON); the payload follows that line. */
export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  /** `pglite`: the embedded database's data folder as a gzipped tar; `postgres`: pg_dump's custom format. */
  kind: BackupKind;
  /** The migrations applied to the database backed up: a restore refuses a backup newer than its code. */
  migrations: number;
  latest_migration: string | null;
  created_at: string;
}

/** Something the user can put right (the file, the target, a running server): the CLI prints only its message. */
export class BackupError extends Error {}

export const kindName = (kind: BackupKind) => (kind === 'pglite' ? 'the embedded database (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)');

export function backupHeader(fields: Omit<BackupHeader, 'format' | 'version'>): BackupHeader {
  return { format: FORMAT, version: FORMAT_VERSION, ...fields };
}

/** The header and where its payload starts; refuses a file that is not a backup of ours. */
export async function readBackupHeader(file: string): Promise<{ header: BackupHeader; payloadOffset: number }> {
  let handle: FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch (error) {
    throw new BackupError(`Cannot read the backup ${file}: ${(error as Error).message}`);
  }
  try {
    const start = Buffer.alloc(MAX_HEADER_BYTES);
    const { bytesRead } = await handle.read(start, 0, start.length, 0);
    const lineEnd = start.subarray(0, bytesRead).indexOf(0x0a);
    const header = lineEnd > 0 ? parseHeader(start.subarray(0, lineEnd).toString('utf8')) : undefined;
    if (!header) throw new BackupError(`${file} is not a backup of this application (one written by npm run backup or the daily backup).`);
    if (header.version > FORMAT_VERSION) throw new BackupError(`${file} was written by a newer version of this application: update it first.`);
    return { header, payloadOffset: lineEnd + 1 };
  } finally {
    await handle.close();
  }
}

function parseHeader(line: string): BackupHeader | undefined {
  try {
    const header = JSON.parse(line) as Partial<BackupHeader> | null;
    const valid = header?.format === FORMAT && typeof header.version === 'number' && (header.kind === 'pglite' || header.kind === 'postgres');
    return valid ? (header as BackupHeader) : undefined;
  } catch {
    return undefined;
  }
}

/** A backup never replaces a file by mistake, least of all an older backup. */
export function refuseExisting(file: string): void {
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already: give the backup a new file name.`);
}

/**
 * Writes a backup under a temporary name and renames it when complete, so that a file of that name is always
 * a whole backup: a backup that fails (a full disk, pg_dump refusing) leaves nothing behind. Only its owner may
 * read it: it holds every family's personal data.
 */
export async function writeBackupFile(
  file: string,
  header: BackupHeader,
  writePayload: (write: (chunk: Uint8Array) => Promise<void>) => Promise<void>,
  options: { replace: boolean },
): Promise<number> {
  if (!options.replace) refuseExisting(file);
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  let handle: FileHandle;
  try {
    handle = await fs.promises.open(partial, 'w', 0o600);
  } catch (error) {
    throw new BackupError(`Cannot write the backup ${file}: ${(error as Error).message}`);
  }
  let bytes = 0;
  try {
    const write = async (chunk: Uint8Array) => {
      await handle.write(chunk);
      bytes += chunk.length;
    };
    await write(Buffer.from(`${JSON.stringify(header)}\n`));
    await writePayload(write);
    await handle.sync();
    await handle.close();
    await fs.promises.rename(partial, file);
    return bytes;
  } catch (error) {
    await handle.close().catch(() => undefined);
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}
