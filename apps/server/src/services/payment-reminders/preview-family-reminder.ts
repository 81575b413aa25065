import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { readOptions } from '../../repositories/options';
import { dueReminders, nextRunClock, renderFamilyReminder } from './due-reminders';

/** The e-mail the next run would send this family (its parent's person id), as HTML; 404 when it sends none. */
export async function previewFamilyReminder(db: Executor, input: { clock: Clock; parentId: number }): Promise<string> {
  const at = await nextRunClock(db, input.clock);
  const [due, options] = await Promise.all([dueReminders(db, at), readOptions(db)]);
  const family = due.families.find((candidate) => candidate.parentId === input.parentId);
  if (!family) throw notFound();
  return renderFamilyReminder(family, options).html;
}
