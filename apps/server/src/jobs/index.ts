import type { Config } from '../config';
import { accountRetentionJob } from './account-retention';
import { drawPublicationJob } from './draw-publication';
import { healthRetentionJob } from './health-retention';
import { maintenanceJob } from './maintenance';
import { offerDeadlinesJob } from './offer-deadlines';
import { paymentRemindersJob } from './payment-reminders';
import type { ScheduledJob } from './scheduler';

/** Every job the server runs on a schedule (decision 021). */
export function scheduledJobList(config: Config): ScheduledJob[] {
  return [maintenanceJob, paymentRemindersJob(config), accountRetentionJob(config), healthRetentionJob(config), drawPublicationJob(config), offerDeadlinesJob(config)];
}
