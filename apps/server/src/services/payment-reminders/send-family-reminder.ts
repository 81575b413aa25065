import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { conflict } from '../../lib/errors';
import { readOptions } from '../../repositories/options';
import type { Recipient } from '../../repositories/registrations';
import { dueReminders, nextRunClock, remindFamily } from './due-reminders';

/**
 * Sends now the reminder the next run would send this family (the one the office previewed), marking its
 * bookings reminded as the run does: the run then leaves them out, and a second "send now" finds nothing (409).
 */
export async function sendFamilyReminder(db: Executor, input: { clock: Clock; parentId: number }): Promise<Recipient> {
  const at = await nextRunClock(db, input.clock);
  const [due, options] = await Promise.all([dueReminders(db, at), readOptions(db)]);
  const family = due.families.find((candidate) => candidate.parentId === input.parentId);
  const reminded = family ? await remindFamily(db, { at, now: input.clock.now, family, options }) : 0;
  if (!family || reminded === 0) throw conflict('settings.payment_reminders.nothing_due');
  return family.recipient;
}
