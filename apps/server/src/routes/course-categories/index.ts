import {
  courseCategoryInputSchema,
  courseCategoryListQuerySchema,
  courseCategorySchema,
  listAnswerSchema,
  messageSchema,
  recordParamsSchema as params,
} from '@app/domain';
import { z } from 'zod';
import { presentCourseCategory } from '../../presenters/catalogue';
import {
  createCourseCategory,
  deleteCourseCategory,
  findCourseCategory,
  listCourseCategories,
  updateCourseCategory,
} from '../../services/catalogue/course-categories';
import type { RoutePlugin } from '../types';

const tags = ['course categories'];
const security = [{ bearer: [] }];
const saved = messageSchema.extend({ data: courseCategorySchema });

/** Course categories, two levels deep (back-office specification, sections 2, 3 and 7). */
export const courseCategoryRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/courseCategory', {
    // The course form loads all categories for its select, also for staff who cannot open the list.
    config: { permission: ['courseCategory.index', 'course.create', 'course.update'] },
    schema: {
      tags,
      security,
      querystring: courseCategoryListQuerySchema,
      response: { 200: listAnswerSchema(courseCategorySchema) },
    },
    handler: async (request) => {
      const list = await listCourseCategories(db, request.query);
      return { data: list.data.map(presentCourseCategory), meta: list.meta };
    },
  });

  app.get('/courseCategory/:id', {
    config: { permission: ['courseCategory.view', 'courseCategory.update'] },
    schema: { tags, security, params, response: { 200: z.object({ data: courseCategorySchema }) } },
    handler: async (request) => ({ data: presentCourseCategory(await findCourseCategory(db, request.params.id)) }),
  });

  app.post('/courseCategory', {
    config: { permission: 'courseCategory.create' },
    schema: { tags, security, body: courseCategoryInputSchema, response: { 201: saved } },
    handler: async (request, reply) => {
      const category = await createCourseCategory(db, request.body);
      reply.status(201);
      return { success: true, message: request.t('catalogue.saved'), data: presentCourseCategory(category) };
    },
  });

  app.put('/courseCategory/:id', {
    config: { permission: 'courseCategory.update' },
    schema: { tags, security, params, body: courseCategoryInputSchema, response: { 200: saved } },
    handler: async (request) => {
      const category = await updateCourseCategory(db, request.params.id, request.body);
      return { success: true, message: request.t('catalogue.saved'), data: presentCourseCategory(category) };
    },
  });

  app.delete('/courseCategory/:id', {
    config: { permission: 'courseCategory.delete' },
    schema: { tags, security, params, response: { 200: messageSchema } },
    handler: async (request) => {
      await deleteCourseCategory(db, request.params.id);
      return { success: true, message: request.t('catalogue.deleted') };
    },
  });
};
