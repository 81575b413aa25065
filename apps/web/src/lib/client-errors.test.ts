import type { ClientErrorReport } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { CLIENT_ERRORS_PATH, MAX_REPORTS_PER_PAGE } from './client-error-reports';
import { installClientErrorReporting, reportClientError, reportsHandedOver } from './client-errors';

let beacons: ReturnType<typeof vi.fn<(url: string, data: Blob) => boolean>>;
let stopReporting: () => void;
const startAddress = window.location.href;

beforeEach(() => {
  beacons = vi.fn<(url: string, data: Blob) => boolean>(() => true);
  vi.spyOn(navigator, 'sendBeacon').mockImplementation(beacons as never);
  window.history.replaceState(null, '', '/courseregistration/12?search=Anna#book');
  stopReporting = installClientErrorReporting();
});
afterEach(() => {
  stopReporting();
  window.history.replaceState(null, '', startAddress);
});

/** The reports sent so far, as the server receives them. */
async function sent(): Promise<ClientErrorReport[]> {
  await reportsHandedOver();
  for (const [url] of beacons.mock.calls) expect(url).toBe(CLIENT_ERRORS_PATH);
  return Promise.all(beacons.mock.calls.map(async ([, data]) => JSON.parse(await data.text()) as ClientErrorReport));
}

/** What the browser does with an error nobody caught. */
const throwUncaught = (error: Error) => window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
/** ...and with a promise rejected while nobody waits for it (the test DOM has no PromiseRejectionEvent). */
const rejectUnhandled = (reason: unknown) => window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));

const answer = (status: number, body: string) => vi.fn(async () => new Response(body, { status }));

describe('client error reports', () => {
  it('send an uncaught error and a rejected promise, one report each, with the path of the page only', async () => {
    throwUncaught(new TypeError("Cannot read properties of undefined (reading 'name')"));
    rejectUnhandled(new Error('saving failed'));
    const reports = await sent();
    expect(reports).toEqual([
      expect.objectContaining({ kind: 'error', message: "TypeError: Cannot read properties of undefined (reading 'name')", page: '/courseregistration/12' }),
      expect.objectContaining({ kind: 'unhandledrejection', message: 'Error: saving failed', page: '/courseregistration/12' }),
    ]);
    expect(reports[0]!.stack).toContain('client-errors.test.ts');
    expect(reports[0]!.release).toEqual(expect.any(String));
    expect(JSON.stringify(reports)).not.toContain('Anna');
  });

  it('send the same failure once when it happens again and again', async () => {
    const error = new Error('render loop');
    throwUncaught(error);
    throwUncaught(error);
    rejectUnhandled(new Error('render loop'));
    expect(await sent()).toHaveLength(1);
    // Something else in between: it is news again.
    rejectUnhandled(new Error('something else'));
    throwUncaught(error);
    expect((await sent()).map((report) => report.message)).toEqual(['Error: render loop', 'Error: something else', 'Error: render loop']);
  });

  it(`send at most ${MAX_REPORTS_PER_PAGE} per page`, async () => {
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 5; i++) throwUncaught(new Error(`failure ${i}`));
    expect(await sent()).toHaveLength(MAX_REPORTS_PER_PAGE);
    // A new page (here: reporting started anew) has its own share.
    stopReporting();
    stopReporting = installClientErrorReporting();
    throwUncaught(new Error('on the next page'));
    expect(await sent()).toHaveLength(MAX_REPORTS_PER_PAGE + 1);
  });

  it('send a screen whose code did not load as a chunk failure', async () => {
    const failed = new TypeError('Failed to fetch dynamically imported module: https://app.test/assets/CoursePage-abc.js');
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: failed }));
    // The import fails with the same error where the screen loads (lib/lazy.ts): not sent again.
    reportClientError('chunk', failed);
    expect(await sent()).toEqual([expect.objectContaining({ kind: 'chunk', message: `TypeError: ${failed.message}` })]);
  });

  it('send an API call answered with a 5xx, without its query, and not the answers screens expect', async () => {
    vi.stubGlobal('fetch', answer(500, JSON.stringify({ message: 'Something went wrong.', reference: 'abc123' })));
    await expect(api.get('/api/course/12', { query: { search: 'Anna' } })).rejects.toMatchObject({ status: 500 });
    for (const status of [401, 403, 404, 409, 422, 429]) {
      vi.stubGlobal('fetch', answer(status, JSON.stringify({ message: 'Refused.', errors: { email: ['Taken.'] } })));
      await expect(api.post('/api/register', { email: 'anna@example.org' })).rejects.toMatchObject({ status });
    }
    const reports = await sent();
    expect(reports).toEqual([
      expect.objectContaining({ kind: 'api', status: 500, api: 'GET /api/course/12', message: 'ApiError: Something went wrong.', page: '/courseregistration/12' }),
    ]);
    expect(JSON.stringify(reports)).not.toMatch(/Anna|anna/);
  });

  it('send an API call without an answer, or answered with something other than JSON', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/api/my-family')).rejects.toThrow('Failed to fetch');
    vi.stubGlobal('fetch', answer(200, '<!doctype html><title>Proxy</title>'));
    await expect(api.get('/api/frontend')).rejects.toBeInstanceOf(SyntaxError);
    // A call the page called off is no failure.
    const leaving = new AbortController();
    leaving.abort();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError')));
    await expect(api.get('/api/course/12', { signal: leaving.signal })).rejects.toThrow();
    expect(await sent()).toEqual([
      expect.objectContaining({ kind: 'api', api: 'GET /api/my-family', message: 'TypeError: Failed to fetch' }),
      expect.objectContaining({ kind: 'api', api: 'GET /api/frontend', status: 200, message: expect.stringMatching(/^SyntaxError/) }),
    ]);
    expect((await sent())[0]).not.toHaveProperty('status');
  });

  it('send with fetch when the browser does not take the beacon', async () => {
    beacons.mockReturnValue(false);
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    throwUncaught(new Error('on an old browser'));
    await reportsHandedOver();
    expect(fetch).toHaveBeenCalledWith(CLIENT_ERRORS_PATH, expect.objectContaining({ method: 'POST', keepalive: true }));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ kind: 'error', message: 'Error: on an old browser' });
  });

  it('send nothing before reporting is started (the server renders pages with this code) or after it stopped', async () => {
    stopReporting();
    throwUncaught(new Error('while rendering on the server'));
    reportClientError('chunk', new Error('no chunk'));
    vi.stubGlobal('fetch', answer(500, '{}'));
    await expect(api.get('/api/frontend')).rejects.toMatchObject({ status: 500 });
    await reportsHandedOver();
    expect(beacons).not.toHaveBeenCalled();
  });
});
