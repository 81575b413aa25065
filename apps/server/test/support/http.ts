import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `call(method, url, headers, payload)` against the in-process app. The app is read when a request is made,
 * since test files create it in `beforeAll`.
 */
export function requester(app: () => App) {
  return (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
    app().inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/**
 * A word no other test's rows contain, so a search for it finds only this test's rows. Always 12 letters:
 * a shorter one could be the start of another test's word and find its rows too.
 */
export const uniqueTag = () => `zq${randomBytes(5).toString('hex')}`;
