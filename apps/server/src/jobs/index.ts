import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { accountRetentionJob } from './account-retention';
import { backupJob } from './backup';
import { drawPublicationJob } from './draw-publication';
import { healthRetentionJob } from './health-retention';
import { maintenanceJob } from './maintenance';
import { offerDeadlinesJob } from './offer-deadlines';
import { paymentRemindersJob } from './payment-reminders';
import type { ScheduledJob } from './scheduler';
import { statisticsJob } from './statistics';

/**
 * Every job the server runs on a schedule (decision 021). On the embedded database only, the one this process
 * holds (`dumpDataDir`): its statistics, and the daily backup unless BACKUP_KEEP is 0.
 */
export function scheduledJobList(config: Config, database?: Pick<DatabaseHandle, 'dumpDataDir'>): ScheduledJob[] {
  const embedded = database?.dumpDataDir ? [statisticsJob] : [];
  const backup = database?.dumpDataDir && config.backup.keep > 0 ? [backupJob(config, database.dumpDataDir)] : [];
  return [
    maintenanceJob,
    paymentRemindersJob(config),
    accountRetentionJob(config),
    healthRetentionJob(config),
    drawPublicationJob(config),
    offerDeadlinesJob(config),
    ...embedded,
    ...backup,
  ];
}
