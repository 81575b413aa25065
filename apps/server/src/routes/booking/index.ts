import { bookingAnswerSchema, bookingSchema, recordId, type BookingPayload } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalid } from '../../lib/errors';
import { bookRegistrations } from '../../services/booking/book-registrations';
import type { RoutePlugin } from '../types';

/** A key the client makes up per booking attempt (a UUID, say): visible ASCII, at most 200 characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** A parent books children of the family into weeks of a course (public specification sections 4 and 7). */
export const bookingRoutes: RoutePlugin = async (app) => {
  const { db, mailer } = app.deps;

  const book = (by: 'family' | 'office') => async (request: FastifyRequest<{ Params: { courseId: number }; Body: BookingPayload }>) => {
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : null;
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw invalid({ 'Idempotency-Key': { key: 'booking.errors.idempotency_key' } });
    }
    const result = await bookRegistrations(db, {
      actor: request.auth!.user,
      now: request.clock.now,
      lang: request.lang,
      timeZone: request.clock.timeZone,
      courseId: request.params.courseId,
      idempotencyKey,
      booking: request.body,
      by,
    });
    if (!result.replayed) mailer.kick();
    return result.answer;
  };
  const params = z.object({ courseId: recordId });

  app.post('/send-registration/:courseId', {
    config: { auth: 'required' },
    schema: {
      tags: ['booking'],
      security: [{ bearer: [] }],
      params,
      body: bookingSchema,
      description:
        'All lines or none. 404: course not active or a child of another family; 403: account without a person, or privacy to confirm first; 422: errors per field or line (`bookedChildren.0.courseWeeks.1`). With an `Idempotency-Key` header a repeated request answers the first answer and stores nothing.',
      response: { 200: bookingAnswerSchema },
    },
    handler: book('family'),
  });

  app.post('/send-registration/:courseId/admin', {
    config: { permission: 'peopleCourseWeekRegistration.create' },
    schema: {
      tags: ['booking'],
      security: [{ bearer: [] }],
      params,
      body: bookingSchema,
      description:
        'Staff book any child for its family (the register-child dialog of the course show page): the same transaction, capacity, waiting-list, one-programme-per-week and e-mail rules as the family booking, also while the window is closed. 404: unknown course or child.',
      response: { 200: bookingAnswerSchema },
    },
    handler: book('office'),
  });
};
