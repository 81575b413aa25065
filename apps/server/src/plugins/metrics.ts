import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import type { Database, PoolUse } from '../db/client';
import { emailLogs } from '../db/schema';
import { databaseConnections, mailBacklog, registry, requestDuration } from '../lib/metrics';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus' view of the process (issue 39): every answer's duration by route, and `GET /metrics` in the
 * text format for a scraper that sends `Authorization: Bearer $METRICS_TOKEN`. Without a token set the route
 * does not exist (404): the figures name routes and volumes, which are nobody else's business.
 */
export const metricsPlugin = fp<{ db: Database; token: string | undefined; databasePool?: () => PoolUse }>(async (app, { db, token, databasePool }) => {
  app.addHook('onResponse', async (request, reply) => {
    // The route's template (`/api/course/:id`), so that ids do not make a series each; unmatched paths share one.
    const route = request.routeOptions.url ?? 'unmatched';
    requestDuration.observe({ method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.status(404).send({ message: 'Not Found' });
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameSecret(given, token)) return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ message: 'Unauthorized' });
    const [backlog] = await db.select({ count: sql<number>`count(*)::int` }).from(emailLogs).where(sql`${emailLogs.status} = 'queued'`);
    mailBacklog.set(backlog?.count ?? 0);
    const pool = databasePool?.();
    if (pool) for (const [state, count] of Object.entries(pool)) databaseConnections.set({ state }, count);
    return reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store').send(await registry.metrics());
  });
});
