import { bookingAnswerSchema, bookingSchema, recordId, type BookingPayload } from '@app/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { AdmissionGate } from '../../lib/admission';
import { invalid } from '../../lib/errors';
import { bookRegistrations } from '../../services/booking/book-registrations';
import type { RoutePlugin } from '../types';

/** A key the client makes up per booking attempt (a UUID, say): visible ASCII, at most 200 characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** A parent books children of the family into weeks of a course (public specification sections 4 and 7). */
export const bookingRoutes: RoutePlugin = async (app) => {
  const { db, mailer, config } = app.deps;
  // Per process: with replicas, each sheds its own excess (README, "Opening day").
  const gate = new AdmissionGate(config.booking);
  mailer.pauseWhile(() => gate.queued > 0);

  const book = (by: 'family' | 'office') => async (request: FastifyRequest<{ Params: { courseId: number }; Body: BookingPayload }>, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : null;
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw invalid({ 'Idempotency-Key': { key: 'booking.errors.idempotency_key' } });
    }
    // A request whose client closed the connection while it waited (the web app sends again after 30 s with the
    // same key) is not worked on: under overload that work would only delay the requests still waited for.
    const admitted = await gate.run(() =>
      (request.raw as IncomingMessage).socket.destroyed
        ? Promise.resolve(null)
        : bookRegistrations(db, {
            actor: request.actor,
            now: request.clock.now,
            lang: request.lang,
            timeZone: request.clock.timeZone,
            courseId: request.params.courseId,
            idempotencyKey,
            booking: request.body,
            by,
          }),
    ).finally(() => {
      // The mail worker waits while bookings are queued (pauseWhile): whoever leaves the queue empty sends what
      // the bookings before it stored, whether its own was stored, refused or answered from its key.
      if (gate.queued === 0) mailer.kick();
    });
    if (!admitted?.value) {
      // Nothing was done: the client sends the same request again (same Idempotency-Key) after the pause.
      return reply
        .status(503)
        .header('Retry-After', String(config.booking.retryAfterSeconds))
        .send({ message: request.t('errors.busy') });
    }
    return admitted.value;
  };
  // Both ways of booking take the same request and give the same answers.
  const schema = (description: string) => ({
    tags: ['booking'],
    security: [{ bearer: [] }],
    params: z.object({ courseId: recordId }),
    body: bookingSchema,
    description,
    response: { 200: bookingAnswerSchema, 503: z.object({ message: z.string() }) },
  });

  app.post('/send-registration/:courseId', {
    config: { auth: 'required' },
    schema: schema(
      'All lines or none. 404: course not active or a child of another family; 403: account without a person, or privacy to confirm first; 422: errors per field or line (`bookedChildren.0.courseWeeks.1`). With an `Idempotency-Key` header a repeated request answers the first answer and stores nothing; the same key with another request (course, way or body) is refused with 422 on `Idempotency-Key`. 503 with Retry-After: too many bookings at once; nothing was done, send the same request again after the pause.',
    ),
    handler: book('family'),
  });

  app.post('/send-registration/:courseId/admin', {
    config: { permission: 'peopleCourseWeekRegistration.create' },
    schema: schema(
      'Staff book any child for its family (the register-child dialog of the course show page): the same transaction, capacity, waiting-list, one-programme-per-week and e-mail rules as the family booking, also while the window is closed. 404: unknown course or child. 503 as for the family booking.',
    ),
    handler: book('office'),
  });
};
