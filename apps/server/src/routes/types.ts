import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A route module: a fastify plugin whose schemas are zod schemas. */
export type RoutePlugin = FastifyPluginAsync<Record<never, never>, never, ZodTypeProvider>;
