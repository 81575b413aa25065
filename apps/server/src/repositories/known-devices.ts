import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { knownDevices } from '../db/schema';
import { hashToken } from '../lib/tokens';

/** A browser that has not signed in to an account for this long is a stranger to it again. */
const KNOWN_FOR = sql`interval '180 days'`;

/** Whether the browser signed in to the account (or reset its password) before; counts as use. */
export async function isKnownDevice(db: Executor, userId: number, device: string | undefined): Promise<boolean> {
  if (!device) return false;
  const used = await db
    .update(knownDevices)
    .set({ last_used_at: sql`now()` })
    .where(and(eq(knownDevices.user_id, userId), eq(knownDevices.device_hash, hashToken(device)), sql`${knownDevices.last_used_at} >= now() - ${KNOWN_FOR}`))
    .returning({ user_id: knownDevices.user_id });
  return used.length > 0;
}

export async function rememberDevice(db: Executor, userId: number, device: string): Promise<void> {
  await db
    .insert(knownDevices)
    .values({ user_id: userId, device_hash: hashToken(device) })
    .onConflictDoUpdate({ target: [knownDevices.user_id, knownDevices.device_hash], set: { last_used_at: sql`now()` } });
}

export async function deleteStaleDevices(db: Executor): Promise<number> {
  const deleted = await db.delete(knownDevices).where(lt(knownDevices.last_used_at, sql`now() - ${KNOWN_FOR}`)).returning({ user_id: knownDevices.user_id });
  return deleted.length;
}
