import type { BookingInput } from '@app/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ValidationError } from '../../../lib/api-client';
import { MAX_NETWORK_RETRIES, sendBooking } from './send-booking';

const PAYLOAD: BookingInput = {
  bookedChildren: [{ children: 4, courseWeeks: [{ courseWeek: 9, dayType: 'full_day' }] }],
  emergency_contact1_phone: '+39 333 1111111',
  emergency_contact2_phone: '+39 333 2222222',
};
const ANSWER = { success: true, message: ['Lena ist für Woche 1 angemeldet'], waitingQueueWarnings: [] };

type Reply = Response | Error;
/** The server's answers in order; records every request's Idempotency-Key. */
function stubServer(...replies: Reply[]) {
  const keys: string[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit = {}) => {
    keys.push(new Headers(init.headers).get('Idempotency-Key') ?? '');
    const reply = replies.shift();
    if (!reply) throw new Error('no more replies');
    if (reply instanceof Error) throw reply;
    return reply;
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, keys };
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Waits are recorded, not waited. */
function noWait() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('sendBooking', () => {
  it('waits Retry-After on a 503 and books once with the same Idempotency-Key, showing the queue meanwhile', async () => {
    const server = stubServer(json(503, { message: 'busy' }, { 'retry-after': '2' }), json(200, ANSWER));
    const clock = noWait();
    const onRetry = vi.fn();
    await expect(sendBooking(12, PAYLOAD, { sleep: clock.sleep, onRetry })).resolves.toEqual(ANSWER);

    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(server.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.keys[1]).toBe(server.keys[0]);
    expect(server.fetch.mock.calls[0]![0]).toBe('/api/send-registration/12');
    expect(JSON.parse(String(server.fetch.mock.calls[1]![1]!.body))).toEqual(PAYLOAD);
    expect(clock.waits).toHaveLength(1);
    expect(clock.waits[0]).toBeGreaterThanOrEqual(2000);
    expect(clock.waits[0]).toBeLessThanOrEqual(2700);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('books exactly once when the first request was stored but its answer lost, then the server was busy', async () => {
    // A server that keeps answers by Idempotency-Key, as POST /api/send-registration does.
    const stored = new Map<string, unknown>();
    let bookings = 0;
    let call = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        const key = new Headers(init.headers).get('Idempotency-Key')!;
        call += 1;
        if (call === 2) return json(503, { message: 'Du bist in der Warteschlange, bitte Seite nicht schließen' }, { 'retry-after': '1' });
        if (!stored.has(key)) {
          bookings += 1;
          stored.set(key, ANSWER);
        }
        // The first answer never arrives (the phone lost the network); the booking was stored all the same.
        if (call === 1) throw new TypeError('Failed to fetch');
        return json(200, stored.get(key));
      }),
    );
    const onRetry = vi.fn();
    await expect(sendBooking(12, PAYLOAD, { sleep: noWait().sleep, onRetry })).resolves.toEqual(ANSWER);
    expect(call).toBe(3);
    expect(bookings).toBe(1);
    expect(stored.size).toBe(1);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('sends again with the same key after a network error, backing off', async () => {
    const server = stubServer(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), json(200, ANSWER));
    const clock = noWait();
    await expect(sendBooking(12, PAYLOAD, { sleep: clock.sleep })).resolves.toEqual(ANSWER);
    expect(server.keys).toHaveLength(3);
    expect(new Set(server.keys).size).toBe(1);
    expect(clock.waits[1]).toBeGreaterThan(clock.waits[0]!);
  });

  it('marks the sends after a lost answer as resent, so the server looks for the stored answer; a 503 alone does not', async () => {
    const resent: (string | null)[] = [];
    const replies: Reply[] = [json(503, { message: 'busy' }, { 'retry-after': '1' }), new TypeError('Failed to fetch'), json(503, { message: 'busy' }), json(200, ANSWER)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        resent.push(new Headers(init.headers).get('Idempotency-Resent'));
        const reply = replies.shift()!;
        if (reply instanceof Error) throw reply;
        return reply;
      }),
    );
    await expect(sendBooking(12, PAYLOAD, { sleep: noWait().sleep })).resolves.toEqual(ANSWER);
    expect(resent).toEqual([null, null, '1', '1']);
  });

  it('gives up after a bounded number of network retries', async () => {
    const failures = Array.from({ length: MAX_NETWORK_RETRIES + 1 }, () => new TypeError('Failed to fetch'));
    const server = stubServer(...failures);
    await expect(sendBooking(12, PAYLOAD, { sleep: noWait().sleep })).rejects.toThrow('Failed to fetch');
    expect(server.fetch).toHaveBeenCalledTimes(MAX_NETWORK_RETRIES + 1);
  });

  it('ends the attempt on a 422 with the errors per field, without retrying', async () => {
    const server = stubServer(json(422, { message: 'invalid', errors: { 'bookedChildren.0.courseWeeks.0': ['Die Woche ist ausgebucht.'] } }));
    const error = await sendBooking(12, PAYLOAD, { sleep: noWait().sleep }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({ 'bookedChildren.0.courseWeeks.0': 'Die Woche ist ausgebucht.' });
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry other failures, and uses a new key for a new attempt', async () => {
    const server = stubServer(json(500, { message: 'boom' }), json(200, ANSWER));
    await expect(sendBooking(12, PAYLOAD, { sleep: noWait().sleep })).rejects.toBeInstanceOf(ApiError);
    await sendBooking(12, PAYLOAD, { sleep: noWait().sleep });
    expect(server.keys[1]).not.toBe(server.keys[0]);
  });
});
