import { deleteStaleDevices } from '../repositories/known-devices';
import { deleteSpentAddressLinks } from '../services/address-links/address-link';
import { deleteStaleThrottles } from '../repositories/login-throttles';
import { deleteStaleHits } from '../repositories/rate-limits';
import { deleteExpiredSessions } from '../repositories/sessions';
import { every, type ScheduledJob } from './scheduler';

/** Hourly clean-up of rows that only expire: old sign-in tokens, rate-limit windows, login turns, devices and address links. */
export const maintenanceJob: ScheduledJob = {
  name: 'maintenance',
  next: every(3_600_000),
  async run(db, now) {
    return {
      sessions: await deleteExpiredSessions(db),
      rateLimitHits: await deleteStaleHits(db),
      loginThrottles: await deleteStaleThrottles(db),
      knownDevices: await deleteStaleDevices(db),
      addressLinks: await deleteSpentAddressLinks(db, now),
    };
  },
};
