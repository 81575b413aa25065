import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Read once when the request arrives and handed to use cases and presenters, so one request sees one
     * moment (a week's state and the stored timestamps agree) and tests can reason about time.
     */
    clock: Clock;
  }
}

export const clockPlugin = fp<{ timeZone: string }>(async (app, { timeZone }) => {
  app.decorateRequest('clock', null as unknown as Clock);
  app.addHook('onRequest', async (request) => {
    request.clock = { now: new Date(), timeZone };
  });
});
