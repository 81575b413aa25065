import { z } from 'zod';
import { migrationsCurrent } from '../../db/client';
import type { RoutePlugin } from '../types';

const readiness = z.object({ status: z.enum(['ready', 'not_ready']), database: z.enum(['ok', 'unreachable']), migrations: z.enum(['current', 'pending', 'unknown']) });

/**
 * For a load balancer or process manager in front of several replicas (README, "Running in production"):
 * liveness (the process answers: restart it when it does not) apart from readiness (it can serve: send it
 * requests). Liveness asks nothing of the database, so the rush benchmark also uses it as the cheapest route.
 */
export const healthRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;
  app.get('/health', {
    schema: { tags: ['health'], description: 'Liveness: the process answers; the database is not asked.', response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/health/ready', {
    schema: {
      tags: ['health'],
      description: 'Readiness: the database answers and every migration of this release is applied. 503 when not (a replica started before the one that migrates, a database down).',
      response: { 200: readiness, 503: readiness },
    },
    handler: async (_request, reply) => {
      let current: boolean;
      try {
        current = await migrationsCurrent(db);
      } catch (error) {
        app.log.warn({ err: error }, 'readiness: the database did not answer');
        return reply.status(503).send({ status: 'not_ready', database: 'unreachable', migrations: 'unknown' });
      }
      return reply
        .status(current ? 200 : 503)
        .send({ status: current ? 'ready' : 'not_ready', database: 'ok', migrations: current ? 'current' : 'pending' });
    },
  });
};
