import { bookingAnswerSchema, bookingSchema, lineField, localName, recordId, type BookingPayload, type Language } from '@app/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AdmissionGate } from '../../lib/admission';
import { invalid, type MessageRef } from '../../lib/errors';
import { bookingDecisions, bookingTurnedAway, countAdmissionQueue } from '../../lib/metrics';
import { invalidBody } from '../../plugins/errors';
import { decideBooking } from '../../services/booking/decide-booking';
import { prepareBooking } from '../../services/booking/prepare-booking';
import { knownFullWeek } from '../../services/capacity/full-weeks';
import type { RoutePlugin } from '../types';

/** A key the client makes up per booking attempt (a UUID, say): visible ASCII, at most 200 characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * Sent by the web app with every retry that follows a lost answer: the key may hold a stored answer, which
 * only the database knows, so such a request is never refused from memory.
 */
const RESENT_HEADER = 'idempotency-resent';

/**
 * The lines of a booking body, as sent (it is not validated yet), that ask for a week of the course this
 * process saw full a moment ago: the field errors the booking would answer for them (decision 012).
 */
function knownFullLines(db: Database, body: unknown, courseId: number, lang: Language): Record<string, MessageRef> {
  const errors: Record<string, MessageRef> = {};
  const lines = (body as { bookedChildren?: unknown } | null)?.bookedChildren;
  if (!Array.isArray(lines)) return errors;
  lines.forEach((line: { courseWeeks?: unknown } | null, lineIndex) => {
    const weeks = line?.courseWeeks;
    if (!Array.isArray(weeks)) return;
    weeks.forEach((chosen: { courseWeek?: unknown; dayType?: unknown } | null, weekIndex) => {
      if (typeof chosen?.courseWeek !== 'number' || chosen.dayType == null) return;
      const full = knownFullWeek(db, chosen.courseWeek, courseId);
      if (full) errors[lineField(lineIndex, weekIndex)] = { key: 'booking.errors.week_full', params: { week: localName(full, lang) } };
    });
  });
  return errors;
}

/**
 * The family booking's body is validated at its turn, not at arrival (`validatorCompiler` of the route): at the
 * opening second most bodies belong to requests refused from memory when their turn comes (issue 34, part 2).
 */
const validateBooking = validatorCompiler({ schema: bookingSchema, method: 'POST', url: '/send-registration/:courseId', httpPart: 'body' });
const bodyAtItsTurn = <S>(route: FastifyRouteSchemaDef<S>) =>
  // The route's schemas are zod's (the type provider's); the cast only names that.
  route.httpPart === 'body' ? (body: unknown) => ({ value: body }) : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

function validBody(body: unknown): BookingPayload {
  const result = validateBooking(body) as { value: BookingPayload } | { error: Parameters<typeof invalidBody>[0] };
  if ('error' in result) throw invalidBody(result.error);
  return result.value;
}

/** Refuses a request that asks for a week this process knows full (422 on its lines), unless it was resent. */
async function refuseKnownFull(db: Database, request: FastifyRequest<{ Params: { courseId: number } }>) {
  if (request.headers[RESENT_HEADER] !== undefined) return;
  const errors = knownFullLines(db, request.body, Number(request.params.courseId), request.lang);
  if (Object.keys(errors).length > 0) {
    bookingDecisions.inc({ outcome: 'refused' });
    throw invalid(errors);
  }
}

/** A parent books children of the family into weeks of a course (public specification sections 4 and 7). */
export const bookingRoutes: RoutePlugin = async (app) => {
  const { db, mailer, config } = app.deps;
  // Per process: with replicas, each sheds its own excess (README, "Opening day").
  const gate = new AdmissionGate(config.booking);
  const uncountQueue = countAdmissionQueue(() => gate.queued);
  app.addHook('onClose', async () => void uncountQueue());
  mailer.pauseWhile(() => gate.queued > 0);

  const book = (by: 'family' | 'office') => async (request: FastifyRequest<{ Params: { courseId: number }; Body: BookingPayload }>, reply: FastifyReply) => {
    const deferred = request.routeOptions.config.deferAuth === true;
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : null;
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw invalid({ 'Idempotency-Key': { key: 'booking.errors.idempotency_key' } });
    }
    const work = async (handOver: () => void) => {
      // A request whose client closed the connection while it waited (the web app sends again after 30 s with
      // the same key) is not worked on: under overload that work would only delay the requests still waited for.
      if ((request.raw as IncomingMessage).socket.destroyed) return null;
      if (deferred) {
        // The week may have filled while this request waited for its turn (at the opening second it came
        // together with all the others): then it is answered from memory too, before its session is read.
        await refuseKnownFull(db, request);
        request.body = validBody(request.body);
        await request.authenticate();
      }
      const prepared = await prepareBooking(db, {
        actor: request.actor,
        now: request.clock.now,
        lang: request.lang,
        timeZone: request.clock.timeZone,
        courseId: request.params.courseId,
        idempotencyKey,
        booking: request.body,
        by,
      });
      if ('answer' in prepared) return prepared.answer;
      // The reads are done: the place goes to the next request while this one waits for its batch, holding no
      // connection; bookings of a week that arrive meanwhile are decided together (decision 012).
      handOver();
      return decideBooking(db, prepared);
    };
    const admitted = await gate.run(work).finally(() => {
      // The mail worker waits while bookings are queued (pauseWhile): whoever leaves the queue empty sends what
      // the bookings before it stored, whether its own was stored, refused or answered from its key.
      if (gate.queued === 0) mailer.kick();
    });
    if (!admitted?.value) {
      bookingTurnedAway.inc();
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
    // At the opening second most requests ask for a week that just filled: they are answered from memory,
    // before the session is read, the body validated or the admission gate queued (decision 012); the others'
    // bodies are validated at their turn.
    config: { auth: 'required', deferAuth: true },
    validatorCompiler: bodyAtItsTurn,
    preValidation: async (request: FastifyRequest<{ Params: { courseId: number }; Body: BookingPayload }>) => refuseKnownFull(db, request),
    schema: schema(
      'All lines or none. 404: course not active or a child of another family; 403: account without a person, or privacy to confirm first; 422: errors per field or line (`bookedChildren.0.courseWeeks.1`). With an `Idempotency-Key` header a repeated request answers the first answer and stores nothing; the same key with another request (course, way or body) is refused with 422 on `Idempotency-Key`. A week this server saw full a moment ago is refused (422 on its line) before the session is read; a request sent again after a lost answer carries `Idempotency-Resent: 1` and is always answered from the database (its stored answer). 503 with Retry-After: too many bookings at once; nothing was done, send the same request again after the pause. 429: a child booked again into a week it was cancelled from, more than 3 times within the hour (the message names child, week and the minutes to wait).',
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
