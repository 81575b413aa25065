import {
  courseTypeInputSchema,
  courseTypeListQuerySchema,
  courseTypeSchema,
  listAnswerSchema,
  messageSchema,
  recordParamsSchema as params,
} from '@app/domain';
import { z } from 'zod';
import { presentCourseType } from '../../presenters/catalogue';
import {
  createCourseType,
  deleteCourseType,
  findCourseType,
  listCourseTypes,
  updateCourseType,
} from '../../services/catalogue/course-types';
import type { RoutePlugin } from '../types';

const tags = ['course types'];
const security = [{ bearer: [] }];
const saved = messageSchema.extend({ data: courseTypeSchema });

/** Course types (back-office specification, sections 2, 3 and 7). */
export const courseTypeRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/courseType', {
    // The course form loads all course types for its select, also for staff who cannot open the list.
    config: { permission: ['courseType.index', 'course.create', 'course.update'] },
    schema: { tags, security, querystring: courseTypeListQuerySchema, response: { 200: listAnswerSchema(courseTypeSchema) } },
    handler: async (request) => {
      const list = await listCourseTypes(db, request.query);
      return { data: list.data.map(presentCourseType), meta: list.meta };
    },
  });

  app.get('/courseType/:id', {
    config: { permission: ['courseType.view', 'courseType.update'] },
    schema: { tags, security, params, response: { 200: z.object({ data: courseTypeSchema }) } },
    handler: async (request) => ({ data: presentCourseType(await findCourseType(db, request.params.id)) }),
  });

  app.post('/courseType', {
    config: { permission: 'courseType.create' },
    schema: { tags, security, body: courseTypeInputSchema, response: { 201: saved } },
    handler: async (request, reply) => {
      const courseType = await createCourseType(db, request.body);
      reply.status(201);
      return { success: true, message: request.t('catalogue.saved'), data: presentCourseType(courseType) };
    },
  });

  app.put('/courseType/:id', {
    config: { permission: 'courseType.update' },
    schema: { tags, security, params, body: courseTypeInputSchema, response: { 200: saved } },
    handler: async (request) => {
      const courseType = await updateCourseType(db, request.params.id, request.body);
      return { success: true, message: request.t('catalogue.saved'), data: presentCourseType(courseType) };
    },
  });

  app.delete('/courseType/:id', {
    config: { permission: 'courseType.delete' },
    schema: { tags, security, params, response: { 200: messageSchema } },
    handler: async (request) => {
      await deleteCourseType(db, request.params.id);
      return { success: true, message: request.t('catalogue.deleted') };
    },
  });
};
