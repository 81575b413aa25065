import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { readOptions } from '../../repositories/options';
import { dueReminders, nextRunClock, renderFamilyReminder } from './due-reminders';

/** The families the next run reminds, each with the e-mail it would get; nothing written. */
export async function listNextReminders(db: Executor, input: { clock: Clock }) {
  const at = await nextRunClock(db, input.clock);
  const [due, options] = await Promise.all([dueReminders(db, at), readOptions(db)]);
  return {
    runAt: at.now,
    unreachable: due.unreachable,
    families: due.families.map((family) => ({ family, email: renderFamilyReminder(family, options) })),
  };
}
