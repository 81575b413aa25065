import {
  listAnswerSchema,
  locationInputSchema,
  locationListQuerySchema,
  locationSchema,
  messageSchema,
  recordParamsSchema as params,
} from '@app/domain';
import { z } from 'zod';
import { presentLocation } from '../../presenters/catalogue';
import {
  createLocation,
  deleteLocation,
  findLocation,
  listLocations,
  updateLocation,
} from '../../services/catalogue/locations';
import type { RoutePlugin } from '../types';

const tags = ['locations'];
const security = [{ bearer: [] }];
const saved = messageSchema.extend({ data: locationSchema });

/** Locations (back-office specification, sections 2, 3 and 7). */
export const locationRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/location', {
    // The course form loads all locations for its select, also for staff who cannot open the location list.
    config: { permission: ['location.index', 'course.create', 'course.update'] },
    schema: { tags, security, querystring: locationListQuerySchema, response: { 200: listAnswerSchema(locationSchema) } },
    handler: async (request) => {
      const list = await listLocations(db, request.query);
      return { data: list.data.map(presentLocation), meta: list.meta };
    },
  });

  app.get('/location/:id', {
    config: { permission: ['location.view', 'location.update'] },
    schema: { tags, security, params, response: { 200: z.object({ data: locationSchema }) } },
    handler: async (request) => ({ data: presentLocation(await findLocation(db, request.params.id)) }),
  });

  app.post('/location', {
    config: { permission: 'location.create' },
    schema: { tags, security, body: locationInputSchema, response: { 201: saved } },
    handler: async (request, reply) => {
      const location = await createLocation(db, request.body);
      reply.status(201);
      return { success: true, message: request.t('catalogue.saved'), data: presentLocation(location) };
    },
  });

  app.put('/location/:id', {
    config: { permission: 'location.update' },
    schema: { tags, security, params, body: locationInputSchema, response: { 200: saved } },
    handler: async (request) => {
      const location = await updateLocation(db, request.params.id, request.body);
      return { success: true, message: request.t('catalogue.saved'), data: presentLocation(location) };
    },
  });

  app.delete('/location/:id', {
    config: { permission: 'location.delete' },
    schema: { tags, security, params, response: { 200: messageSchema } },
    handler: async (request) => {
      await deleteLocation(db, request.params.id);
      return { success: true, message: request.t('catalogue.deleted') };
    },
  });
};
