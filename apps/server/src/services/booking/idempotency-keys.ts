import type { BookingAnswer } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { BookingJob, Idempotency } from './booking-job';

/**
 * The answer stored for the key, once its booking was stored. A key first sent with another request is
 * refused: its answer tells of another booking, and this request would be taken for booked. A key stored
 * before requests were hashed (no hash) is taken for this request's.
 */
export async function storedAnswer(db: Executor, userId: number, idempotency: Idempotency): Promise<BookingAnswer | undefined> {
  const [stored] = await db
    .select({ response: idempotencyKeys.response, status_code: idempotencyKeys.status_code, request_hash: idempotencyKeys.request_hash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, idempotency.key)));
  return answerOfStoredKey(stored, idempotency);
}

export interface StoredKey {
  user_id: number;
  key: string;
  response: unknown;
  status_code: number;
  request_hash: string | null;
}

export function answerOfStoredKey(stored: Omit<StoredKey, 'user_id' | 'key'> | undefined, idempotency: Idempotency): BookingAnswer | undefined {
  if (stored && stored.request_hash !== null && stored.request_hash !== idempotency.requestHash) {
    throw invalid({ 'Idempotency-Key': { key: 'booking.errors.idempotency_key_reused' } });
  }
  return stored && stored.status_code === 200 ? (stored.response as BookingAnswer) : undefined;
}

/** The stored keys of a JSON list of `{user_id, key}`. */
export const storedKeys = (keys: string) =>
  sql`select k.user_id, k.key, k.response, k.status_code, k.request_hash from ${idempotencyKeys} k
    join jsonb_to_recordset(${keys}::jsonb) as a(user_id int, key text) on k.user_id = a.user_id and k.key = a.key`;

export const keyOf = (job: BookingJob) => ({ user_id: job.input.actor.id, key: job.idempotency!.key });
export const sameKey = (a: { user_id: number; key: string }, b: { user_id: number; key: string }) => a.user_id === b.user_id && a.key === b.key;
