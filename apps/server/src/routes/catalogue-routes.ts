import { listAnswerSchema, messageSchema, recordParamsSchema as params, type ListAnswer } from '@app/domain';
import { z } from 'zod';
import type { Database } from '../db/client';
import type { RoutePlugin } from './types';

/** The records the course form chooses from; each is kept in its own back-office table. */
type CatalogueResource = 'location' | 'courseType' | 'courseCategory';

interface CatalogueDefinition<Row, Values, Query, Answer extends z.ZodType> {
  /** The path (`/location`, `/location/:id`) and the permissions (`location.index`, ...). */
  resource: CatalogueResource;
  tags: string[];
  schemas: { record: Answer; input: z.ZodType<Values>; listQuery: z.ZodType<Query> };
  present: (row: Row) => z.output<Answer>;
  useCases: {
    list: (db: Database, input: { query: Query }) => Promise<ListAnswer<Row>>;
    find: (db: Database, input: { id: number }) => Promise<Row>;
    create: (db: Database, input: { values: Values }) => Promise<Row>;
    update: (db: Database, input: { now: Date; id: number; values: Values }) => Promise<Row>;
    remove: (db: Database, input: { id: number }) => Promise<void>;
  };
}

/**
 * Locations, course types and course categories answer the same five routes with the same permissions and
 * messages (back-office specification, sections 2, 3 and 7); what differs is in their use cases.
 */
export function catalogueRoutes<Row, Values, Query, Answer extends z.ZodType>(
  definition: CatalogueDefinition<Row, Values, Query, Answer>,
): RoutePlugin {
  const { resource, tags, schemas, present, useCases } = definition;
  const security = [{ bearer: [] }];
  // Widened: the definition already ties `present` to the record schema and the input and query schemas to
  // the use cases, but fastify cannot resolve a schema that is a type parameter (hence `as Values` below).
  const record: z.ZodType = schemas.record;
  const saved = messageSchema.extend({ data: record });

  return async (app) => {
    const { db } = app.deps;

    app.get(`/${resource}`, {
      // The course form loads all of them for its selects, also for staff who cannot open the list.
      config: { permission: [`${resource}.index`, 'course.create', 'course.update'] },
      schema: { tags, security, querystring: schemas.listQuery, response: { 200: listAnswerSchema(record) } },
      handler: async (request) => {
        const list = await useCases.list(db, { query: request.query as Query });
        return { data: list.data.map(present), meta: list.meta };
      },
    });

    app.get(`/${resource}/:id`, {
      config: { permission: [`${resource}.view`, `${resource}.update`] },
      schema: { tags, security, params, response: { 200: z.object({ data: record }) } },
      handler: async (request) => ({ data: present(await useCases.find(db, { id: request.params.id })) }),
    });

    app.post(`/${resource}`, {
      config: { permission: `${resource}.create` },
      schema: { tags, security, body: schemas.input, response: { 201: saved } },
      handler: async (request, reply) => {
        const row = await useCases.create(db, { values: request.body as Values });
        reply.status(201);
        return { success: true, message: request.t('catalogue.saved'), data: present(row) };
      },
    });

    app.put(`/${resource}/:id`, {
      config: { permission: `${resource}.update` },
      schema: { tags, security, params, body: schemas.input, response: { 200: saved } },
      handler: async (request) => {
        const row = await useCases.update(db, {
          now: request.clock.now,
          id: request.params.id,
          values: request.body as Values,
        });
        return { success: true, message: request.t('catalogue.saved'), data: present(row) };
      },
    });

    app.delete(`/${resource}/:id`, {
      config: { permission: `${resource}.delete` },
      schema: { tags, security, params, response: { 200: messageSchema } },
      handler: async (request) => {
        await useCases.remove(db, { id: request.params.id });
        return { success: true, message: request.t('catalogue.deleted') };
      },
    });
  };
}
