import {
  courseInputSchema,
  courseListItemSchema,
  courseListQuerySchema,
  courseSchema,
  courseShowSchema,
  courseUploadSchema,
  listAnswerSchema,
  messageSchema,
  recordParamsSchema as params,
} from '@app/domain';
import { z } from 'zod';
import { readUpload } from '../../files/read-upload';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../files/sniff';
import { presentCourse, presentCourseListItem } from '../../presenters/course';
import { presentCourseShow } from '../../presenters/course-show';
import { presentCourseUpload } from '../../presenters/file';
import { changeCourseActive } from '../../services/courses/change-course-active';
import { copyCourse } from '../../services/courses/copy-course';
import { createCourse } from '../../services/courses/create-course';
import { deleteCourse } from '../../services/courses/delete-course';
import { findCourse } from '../../services/courses/find-course';
import { listCourses } from '../../services/courses/list-courses';
import { showCourse } from '../../services/courses/show-course';
import { updateCourse } from '../../services/courses/update-course';
import { storeUpload } from '../../services/files/store-upload';
import type { RoutePlugin } from '../types';

const tags = ['courses'];
const security = [{ bearer: [] }];
const saved = messageSchema.extend({ data: courseSchema });

/** Courses (back-office specification, sections 2, 3, 5 and 7); their weeks are in ../course-weeks. */
export const courseRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/course', {
    config: { permission: 'course.index' },
    schema: { tags, security, querystring: courseListQuerySchema, response: { 200: listAnswerSchema(courseListItemSchema) } },
    handler: async (request) => {
      const list = await listCourses(db, { query: request.query });
      return { data: list.data.map(presentCourseListItem), meta: list.meta };
    },
  });

  app.get('/course/:id', {
    config: { permission: ['course.view', 'course.update'] },
    schema: { tags, security, params, response: { 200: z.object({ data: courseSchema }) } },
    handler: async (request) => ({ data: presentCourse(await findCourse(db, { id: request.params.id }), request.clock) }),
  });

  app.get('/course/:id/show', {
    config: { permission: 'course.view' },
    schema: {
      tags,
      security,
      params,
      description: 'The course show page: the course, and per week its participants, waiting list and deleted registrations. Health fields only with child.health.',
      response: { 200: z.object({ data: courseShowSchema }) },
    },
    handler: async (request) => ({ data: presentCourseShow(await showCourse(db, { id: request.params.id }), request.clock, request.healthGate) }),
  });

  app.post('/course', {
    config: { permission: 'course.create' },
    schema: { tags, security, body: courseInputSchema, response: { 201: saved } },
    handler: async (request, reply) => {
      const course = await createCourse(db, { values: request.body });
      reply.status(201);
      return { success: true, message: request.t('catalogue.saved'), data: presentCourse(course, request.clock) };
    },
  });

  app.put('/course/:id', {
    config: { permission: 'course.update' },
    schema: { tags, security, params, body: courseInputSchema, response: { 200: saved } },
    handler: async (request) => {
      const course = await updateCourse(db, { now: request.clock.now, id: request.params.id, values: request.body });
      return { success: true, message: request.t('catalogue.saved'), data: presentCourse(course, request.clock) };
    },
  });

  app.delete('/course/:id', {
    config: { permission: 'course.delete' },
    schema: { tags, security, params, response: { 200: messageSchema } },
    handler: async (request) => {
      await deleteCourse(db, { id: request.params.id });
      return { success: true, message: request.t('catalogue.deleted') };
    },
  });

  app.post('/course/:id/copy', {
    config: { permission: 'course.create' },
    schema: { tags, security, params, response: { 201: saved } },
    handler: async (request, reply) => {
      const copy = await copyCourse(db, { id: request.params.id });
      reply.status(201);
      return { success: true, message: request.t('course.copied'), data: presentCourse(copy, request.clock) };
    },
  });

  app.post('/course/:id/changeActive', {
    config: { permission: 'course.update' },
    schema: { tags, security, params, response: { 200: saved } },
    handler: async (request) => {
      const course = await changeCourseActive(db, { now: request.clock.now, id: request.params.id });
      const message = request.t(course.course.active ? 'course.activated' : 'course.deactivated');
      return { success: true, message, data: presentCourse(course, request.clock) };
    },
  });

  app.post('/course/upload', {
    config: { permission: ['course.create', 'course.update'] },
    schema: {
      tags,
      security,
      consumes: ['multipart/form-data'],
      description:
        'Multipart with either `image` (PNG, JPEG or WebP: the course picture) or `file` (PDF: a course or week programme), ' +
        'at most 10 MB. The course and week payloads then refer to it as `image_id` / `program_id`.',
      response: { 201: z.object({ data: courseUploadSchema }) },
    },
    handler: async (request, reply) => {
      const upload = await readUpload(request, { image: IMAGE_TYPES, file: DOCUMENT_TYPES });
      const file = await storeUpload(db, { actor: request.actor, upload });
      reply.status(201);
      return { data: presentCourseUpload(file) };
    },
  });
};
