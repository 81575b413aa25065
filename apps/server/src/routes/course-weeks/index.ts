import {
  courseWeekCreateSchema,
  courseWeekInputSchema,
  courseWeekSchema,
  messageSchema,
  recordParamsSchema as params,
} from '@app/domain';
import { z } from 'zod';
import { presentCourseWeek } from '../../presenters/course';
import { createCourseWeek } from '../../services/courses/create-course-week';
import { deleteCourseWeek } from '../../services/courses/delete-course-week';
import { findCourseWeek } from '../../services/courses/find-course-week';
import { updateCourseWeek } from '../../services/courses/update-course-week';
import type { RoutePlugin } from '../types';

const tags = ['course weeks'];
const security = [{ bearer: [] }];
const saved = messageSchema.extend({ data: courseWeekSchema });

/** The weeks of a course (the week dialog of the course form); changing them is changing the course. */
export const courseWeekRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/courseWeek/:id', {
    config: { permission: ['course.view', 'course.update'] },
    schema: { tags, security, params, response: { 200: z.object({ data: courseWeekSchema }) } },
    handler: async (request) => ({ data: presentCourseWeek(await findCourseWeek(db, { id: request.params.id }), request.clock) }),
  });

  app.post('/courseWeek', {
    config: { permission: 'course.update' },
    schema: { tags, security, body: courseWeekCreateSchema, response: { 201: saved } },
    handler: async (request, reply) => {
      const week = await createCourseWeek(db, { values: request.body });
      reply.status(201);
      return { success: true, message: request.t('catalogue.saved'), data: presentCourseWeek(week, request.clock) };
    },
  });

  app.put('/courseWeek/:id', {
    config: { permission: 'course.update' },
    schema: { tags, security, params, body: courseWeekInputSchema, response: { 200: saved } },
    handler: async (request) => {
      const { week, promoted, offered } = await updateCourseWeek(db, { clock: request.clock, id: request.params.id, values: request.body });
      if (promoted + offered > 0) app.deps.mailer.kick();
      const message = promoted > 0 ? request.t('course.week.promoted', { count: promoted }) : request.t('catalogue.saved');
      return { success: true, message, data: presentCourseWeek(week, request.clock) };
    },
  });

  app.delete('/courseWeek/:id', {
    config: { permission: 'course.update' },
    schema: { tags, security, params, response: { 200: messageSchema } },
    handler: async (request) => {
      await deleteCourseWeek(db, { id: request.params.id });
      return { success: true, message: request.t('catalogue.deleted') };
    },
  });
};
