import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { dueReminders, nextRunClock } from './due-reminders';

/**
 * How many families the next run would remind if the deadline were `paymentDays` (the options page asks before
 * the office saves it): counted as the run counts them, nothing written.
 */
export async function countRemindedFamilies(db: Executor, input: { clock: Clock; paymentDays: number }) {
  const at = await nextRunClock(db, input.clock);
  const due = await dueReminders(db, at, { paymentDays: input.paymentDays });
  return { runAt: at.now, families: due.families.length, bookings: due.overdue - due.unreachable, unreachable: due.unreachable };
}
