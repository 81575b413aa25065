import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another server (process ${pid}). ` +
        'The embedded database allows one process per folder: stop the other server, or start this one ' +
        'with another DATA_DIR, or use a PostgreSQL server through DATABASE_URL.',
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite opens its folder in one process only; a second one would corrupt it. A lock file holding the pid
 * refuses a second server, and a lock left by a crashed process (pid no longer running) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
