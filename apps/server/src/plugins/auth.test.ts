import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { DomainError } from '../lib/errors';
import { authPlugin } from './auth';

describe('request.actor and request.session', () => {
  it('answer unauthenticated (401) when read on a request without a session, instead of being undefined', async () => {
    const app = Fastify();
    // A route without auth config never reads a token, so no database is asked.
    await app.register(authPlugin, { db: undefined as unknown as Database });
    app.get('/open', async (request) => {
      const codeOf = (read: () => unknown) => {
        try {
          read();
          return 'read';
        } catch (error) {
          return error instanceof DomainError ? error.code : 'other';
        }
      };
      return { auth: request.auth, actor: codeOf(() => request.actor), session: codeOf(() => request.session) };
    });
    const response = await app.inject({ method: 'GET', url: '/open' });
    expect(response.json()).toEqual({ auth: null, actor: 'unauthenticated', session: 'unauthenticated' });
    await app.close();
  });
});
