import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { registrations } from '../../db/schema';

/**
 * Confirms up to `places` of the week's oldest waiting registrations (decisions.md section 3) and answers
 * their ids. The caller holds the week's row lock and moves the week's counters by the number promoted in
 * its own update of the week, where the capacity checks of the table see the final numbers at once.
 */
export async function promoteWaiting(tx: Transaction, input: { now: Date; weekId: number; places: number }): Promise<number[]> {
  const { now, weekId, places } = input;
  if (places <= 0) return [];
  const oldest = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.courseWeekId, weekId), eq(registrations.isWaiting, true), isNull(registrations.deletedAt)))
    .orderBy(asc(registrations.createdAt), asc(registrations.id))
    .limit(places)
    .for('update');
  if (oldest.length === 0) return [];
  const ids = oldest.map((row) => row.id);
  await tx
    .update(registrations)
    .set({ isWaiting: false, promotedAt: now, updatedAt: now })
    .where(inArray(registrations.id, ids));
  return ids;
}
