import { z } from 'zod';
import type { RoutePlugin } from '../types';

/**
 * For a load balancer in front of several replicas (README, "Opening day"): the process is up and answers.
 * It asks nothing of the database, so the rush benchmark also uses it as the cheapest route of the server.
 */
export const healthRoutes: RoutePlugin = async (app) => {
  app.get('/health', {
    schema: { tags: ['health'], description: 'The process answers; the database is not asked.', response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });
};
