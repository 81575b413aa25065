import { DRAW_PUBLICATION_JOB, publishDueDraws } from '../services/draw/publish-draw';
import { every, type ScheduledJob } from './scheduler';

/**
 * Every minute: publishes the official runs whose season's publication time has come (issue 37 part 5), each
 * in one transaction. Until then every family sees "pending"; from that commit on, every family its result.
 * Logged: runs, families, places, waiting entries, entries that found no place, e-mails.
 */
export function drawPublicationJob(config: { timezone: string }): ScheduledJob {
  return {
    name: DRAW_PUBLICATION_JOB,
    next: every(60_000),
    run: (db, now, log) => publishDueDraws(db, { now, timeZone: config.timezone }, log),
  };
}
