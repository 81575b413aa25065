import type { BookingAnswer, BookingInput } from '@app/domain';
import { api, ApiError, ServiceUnavailableError } from '../../../lib/api-client';

/**
 * Sends one booking attempt to POST /api/send-registration/{courseId} and keeps at it until the server has
 * decided (decisions.md sections 2 and 9, issue 12): at the opening minute the server may shed load (503
 * with Retry-After) and phones lose the network, yet the parent must never have to press send again, and a
 * retry must never book twice. So the attempt carries one Idempotency-Key across all its retries: a request
 * that was stored but whose answer got lost is answered again from the stored answer.
 *
 * Ends with the answer, a ValidationError (422: the booking's errors), or another ApiError (401 ends the
 * session in the API client; the dialog keeps its draft).
 */

/** One request may wait this long for its answer before it counts as lost and is sent again. */
export const ATTEMPT_TIMEOUT_MS = 30_000;
/** Lost requests (network, timeout, a proxy's 502/504) are sent again at most this often... */
export const MAX_NETWORK_RETRIES = 6;
/** ...after 1 s, 2 s, 4 s ... at most 15 s, each spread by up to a third so phones do not come back in step. */
const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 15_000;
/** A 503 without Retry-After waits this long; a Retry-After longer than the cap is cut to it. */
const DEFAULT_RETRY_AFTER_S = 3;
const MAX_RETRY_AFTER_S = 60;
/** The server's queue is waited for at most this long in all; then the attempt ends with its last error. */
export const MAX_QUEUE_WAIT_MS = 10 * 60_000;

export interface SendBookingOptions {
  /** The attempt waits to be sent again: the dialog shows the queue until the attempt ends. */
  onRetry?(): void;
  /** Ends the attempt (the dialog was closed). */
  signal?: AbortSignal;
  /** The waiting between retries; tests replace it. */
  sleep?(ms: number, signal?: AbortSignal): Promise<void>;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The request of one try: ended by the caller, or by the timeout (then it counts as lost). After a lost try
 * the server may have stored an answer for the key: `Idempotency-Resent` asks it to look, where it would
 * otherwise refuse a week it knows full from memory (decision 012).
 */
async function postOnce(courseId: number, payload: BookingInput, key: string, resent: boolean, signal: AbortSignal | undefined) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), ATTEMPT_TIMEOUT_MS);
  const onAbort = () => controller.abort(signal!.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await api.post<BookingAnswer>(`/api/send-registration/${courseId}`, payload, {
      headers: resent ? { 'Idempotency-Key': key, 'Idempotency-Resent': '1' } : { 'Idempotency-Key': key },
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Lost on the way: no answer, a timeout, or a proxy that could not reach the server. */
function isLost(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 504;
  return true;
}

const spread = (ms: number) => Math.round(ms * (1 + Math.random() / 3));

export async function sendBooking(courseId: number, payload: BookingInput, options: SendBookingOptions = {}): Promise<BookingAnswer> {
  const { onRetry, signal, sleep: wait = sleep } = options;
  const key = crypto.randomUUID();
  let networkRetries = 0;
  let queueWaited = 0;
  for (;;) {
    try {
      return await postOnce(courseId, payload, key, networkRetries > 0, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      let delay: number;
      if (error instanceof ServiceUnavailableError) {
        delay = Math.min(error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S, MAX_RETRY_AFTER_S) * 1000;
        queueWaited += delay;
        if (queueWaited > MAX_QUEUE_WAIT_MS) throw error;
        delay = spread(delay);
      } else if (isLost(error)) {
        if (networkRetries === MAX_NETWORK_RETRIES) throw error;
        delay = spread(Math.min(BACKOFF_BASE_MS * 2 ** networkRetries, BACKOFF_MAX_MS));
        networkRetries += 1;
      } else {
        throw error;
      }
      onRetry?.();
      await wait(delay, signal);
    }
  }
}
