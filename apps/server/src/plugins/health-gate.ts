import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { HealthGate } from '../policies/health-gate';
import { logHealthAccess } from '../repositories/health-access-log';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's health-data gate: presenters hand health fields out through it (policies/health-gate.ts). */
    healthGate: HealthGate;
  }
}

const gates = new WeakMap<object, HealthGate>();

/**
 * Each request that hands out health data logs it before its answer leaves: one `screen` entry per child the
 * gate revealed, in one statement (decision 020). The entry is written before the answer is serialised, so an
 * answer whose log could not be written is not sent.
 */
export const healthGatePlugin = fp<{ db: Database }>(async (app, { db }) => {
  app.decorateRequest('healthGate', {
    getter() {
      let gate = gates.get(this);
      if (!gate) {
        gate = new HealthGate(this.auth?.user ?? null);
        gates.set(this, gate);
      }
      return gate;
    },
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const gate = gates.get(request);
    if (gate && request.auth && reply.statusCode < 400) {
      await logHealthAccess(db, { actor: request.auth.user, now: request.clock.now, action: 'screen', childIds: gate.revealedChildIds });
    }
    return payload;
  });
});
