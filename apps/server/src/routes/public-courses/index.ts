import { publicCourseListQuerySchema, publicCourseListSchema, publicCourseSchema, recordParamsSchema as params } from '@app/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { presentPublicCourse, presentPublicCourseList } from '../../presenters/public-course';
import { SharedReads } from '../../lib/shared-reads';
import { findPublicCourse, type PublicCourseDetail } from '../../services/public-courses/find-public-course';
import { listPublicCourses } from '../../services/public-courses/list-public-courses';
import type { RoutePlugin } from '../types';

const tags = ['public courses'];

/**
 * Thousands of open course pages refresh every few seconds at the opening minute: a browser (or a proxy) may
 * keep an answer for a second, and asks again with its ETag, answered 304 when nothing changed. The answers
 * differ by language (the reason a course cannot be booked yet).
 */
function cacheBriefly<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const etag = `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  reply.header('Cache-Control', 'public, max-age=1').header('ETag', etag).header('Vary', 'api-lang, Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return body;
}

/** The public catalogue (public specification sections 2 and 7; decisions.md sections 1 and 9): no sign-in. */
export const publicCourseRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;
  // At the opening minute a thousand parents load the same course within a second: requests that arrive while
  // its rows are being read share that read instead of queueing a thousand identical ones (issue 12). The
  // page needs no sign-in and shows the same to everybody, so the answer is as fresh as a read of its own.
  const readingNow = new SharedReads<number, PublicCourseDetail>();

  app.get('/frontend', {
    schema: {
      tags,
      querystring: publicCourseListQuerySchema,
      description: 'Every active course with what its card shows, plus the course types and locations for the tiles and filters.',
      response: { 200: publicCourseListSchema },
    },
    handler: async (request, reply) => cacheBriefly(request, reply, presentPublicCourseList(await listPublicCourses(db, { search: request.query.search }))),
  });

  app.get('/frontend/:id', {
    schema: {
      tags,
      params,
      description: 'An active course with its weeks: state, full and free places computed now, whether booking is possible, and the server time. Inactive or unknown: 404.',
      response: { 200: z.object({ data: publicCourseSchema }) },
    },
    handler: async (request, reply) => {
      const detail = await readingNow.run(request.params.id, () => findPublicCourse(db, { id: request.params.id }));
      return cacheBriefly(request, reply, { data: presentPublicCourse(detail, request.clock, request.lang) });
    },
  });
};
