import { wallClockText } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { writeEmbeddedBackup, type EmbeddedSource } from '../backup/backup';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import { daily, type JobResult, type ScheduledJob } from './scheduler';

/** The daily backup's own files; anything else in BACKUP_DIR (a backup copied there by hand) is never deleted. */
const DAILY_BACKUP_FILE = /^backup-\d{4}-\d{2}-\d{2}-\d{4}\.swbak$/;
/** What a run stopped in the middle (a killed process, a full disk) left of its file (backup-file.ts). */
const ABANDONED_DAILY_BACKUP = /^\.backup-\d{4}-\d{2}-\d{2}-\d{4}\.swbak\.partial$/;

/**
 * Daily at JOBS_HOUR, on the embedded database only: a backup of the database this process holds, in the
 * format of `npm run backup`, into BACKUP_DIR, keeping the newest BACKUP_KEEP. The embedded database allows no
 * second process on its folder while the server runs, so the server writes these itself. PostgreSQL is backed up
 * by its own tools (pg_dump, `npm run backup`, the provider's backups), on whichever machine they run.
 */
export function backupJob(config: Pick<Config, 'jobs' | 'timezone' | 'backup'>, dumpDataDir: () => Promise<Blob>): ScheduledJob {
  return {
    name: 'backup',
    next: daily(config.jobs.dailyHour, config.timezone),
    run: (db, now, log) => writeDailyBackup({ db, dumpDataDir }, { ...config.backup, clock: { now, timeZone: config.timezone } }, log),
  };
}

/**
 * Writes `backup-YYYY-MM-DD-HHmm.swbak` (the clock's time in the organisation's time zone) and then deletes the
 * daily backups beyond the newest `keep`; only after the new one is complete, so a failed backup never costs an
 * old one. Logged: the bytes written, the daily backups kept and those deleted, and the partial files of runs
that were cut short, deleted too.
 */
export async function writeDailyBackup(source: EmbeddedSource, options: { dir: string; keep: number; clock: Clock }, log?: FastifyBaseLogger): Promise<JobResult> {
  fs.mkdirSync(options.dir, { recursive: true });
  const file = path.join(options.dir, dailyBackupName(options.clock));
  // A second run in the same minute (a retry) replaces the file of the first.
  const { bytes } = await writeEmbeddedBackup(source, { file, now: options.clock.now, replace: true });
  log?.info({ job: 'backup', file }, `backup written to ${file}`);
  const daily = fs
    .readdirSync(options.dir)
    .filter((name) => DAILY_BACKUP_FILE.test(name))
    .sort()
    .reverse();
  const outdated = daily.slice(options.keep);
  // This run's own file is complete and renamed by now: any partial one left is an earlier run's.
  const abandoned = fs.readdirSync(options.dir).filter((name) => ABANDONED_DAILY_BACKUP.test(name));
  for (const name of [...outdated, ...abandoned]) fs.rmSync(path.join(options.dir, name), { force: true });
  return { bytes, kept: daily.length - outdated.length, deleted: outdated.length, abandonedDeleted: abandoned.length };
}

function dailyBackupName(clock: Clock): string {
  // 'YYYY-MM-DDTHH:mm' in the organisation's zone → backup-YYYY-MM-DD-HHmm.swbak
  const [day, time] = wallClockText(clock.now, clock.timeZone).split('T');
  return `backup-${day}-${time!.replace(':', '')}.swbak`;
}
