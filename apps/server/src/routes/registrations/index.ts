import {
  listAnswerSchema,
  messageSchema,
  recordParamsSchema as params,
  registrationAdminUpdateSchema,
  registrationDetailSchema,
  registrationListItemSchema,
  registrationListQuerySchema,
  resendEmailSchema,
  setPayedAnswerSchema,
  setPayedSchema,
} from '@app/domain';
import { z } from 'zod';
import { presentRegistrationDetail, presentRegistrationListItem } from '../../presenters/registration';
import { deleteRegistration } from '../../services/registrations/delete-registration';
import { editRegistration } from '../../services/registrations/edit-registration';
import { loadRegistration } from '../../services/registrations/find-registration';
import { listRegistrations } from '../../services/registrations/list-registrations';
import { resendRegistrationEmail } from '../../services/registrations/resend-registration-email';
import { setRegistrationsPayed } from '../../services/registrations/set-registrations-payed';
import type { RoutePlugin } from '../types';

const tags = ['registrations'];
const security = [{ bearer: [] }];

/** Registrations in the back office (back-office specification sections 2, 4 and 7; decisions.md section 4). */
export const registrationRoutes: RoutePlugin = async (app) => {
  const { db, mailer } = app.deps;

  app.get('/peopleCourseWeekRegistration', {
    config: { permission: 'peopleCourseWeekRegistration.index' },
    schema: {
      tags,
      security,
      querystring: registrationListQuerySchema,
      description: 'Newest first by default. Search finds child, parent, tax code, course, week and the registration id of a payment reference.',
      response: { 200: listAnswerSchema(registrationListItemSchema) },
    },
    handler: async (request) => {
      const list = await listRegistrations(db, { query: request.query, clock: request.clock });
      return { data: list.data.map(presentRegistrationListItem), meta: list.meta };
    },
  });

  app.post('/peopleCourseWeekRegistration/setPayed', {
    config: { permission: 'peopleCourseWeekRegistration.update' },
    schema: {
      tags,
      security,
      body: setPayedSchema,
      description: 'Books the listed registrations as paid in full today and writes email_payed to each family. Waiting ones are skipped and reported (message: one line per outcome).',
      response: { 200: setPayedAnswerSchema },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const result = await setRegistrationsPayed(db, { now, timeZone, ids: request.body.data });
      if (result.payed.length > 0) mailer.kick();
      // One line per outcome: the web app shows a message of several lines whole, until it is closed.
      const message = [
        request.t('registrations.payed', { count: result.payed.length }),
        ...(result.skipped.length > 0 ? [request.t('registrations.payed_skipped', { count: result.skipped.length })] : []),
      ].join('\n');
      return { success: true, message, ...result };
    },
  });

  app.post('/peopleCourseWeekRegistration/resendEmail', {
    config: { permission: 'peopleCourseWeekRegistration.update' },
    schema: {
      tags,
      security,
      body: resendEmailSchema,
      description: 'Writes the e-mail that fits the registration now (new, new-waiting, waiting, payed or deleted) to the family again; once a minute per registration, else 429.',
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await resendRegistrationEmail(db, { id: request.body.id });
      mailer.kick();
      return { success: true, message: request.t('registrations.resent') };
    },
  });
  app.get('/peopleCourseWeekRegistration/:id', {
    config: { permission: ['peopleCourseWeekRegistration.view', 'peopleCourseWeekRegistration.update'] },
    schema: { tags, security, params, response: { 200: z.object({ data: registrationDetailSchema }) } },
    handler: async (request) => ({
      data: presentRegistrationDetail(await loadRegistration(db, { id: request.params.id }), request.lang, request.healthGate),
    }),
  });

  app.put('/peopleCourseWeekRegistration/:id', {
    config: { permission: 'peopleCourseWeekRegistration.update' },
    schema: {
      tags,
      security,
      params,
      body: registrationAdminUpdateSchema,
      description:
        'payed_amount and payed_at are required unless the registration is waiting; a new payment above 0 writes email_payed. Changing day_type needs peopleCourseWeekRegistration.changeDayType (the Superadmin), else 403.',
      response: { 200: messageSchema.extend({ data: registrationDetailSchema }) },
    },
    handler: async (request) => {
      const actor = request.actor;
      const { mailed } = await editRegistration(db, { actor, now: request.clock.now, id: request.params.id, values: request.body });
      if (mailed) mailer.kick();
      return {
        success: true,
        message: request.t('catalogue.saved'),
        data: presentRegistrationDetail(await loadRegistration(db, { id: request.params.id }), request.lang, request.healthGate),
      };
    },
  });

  app.delete('/peopleCourseWeekRegistration/:id', {
    config: { permission: 'peopleCourseWeekRegistration.delete' },
    schema: {
      tags,
      security,
      params,
      description: 'Soft delete at any time, with email_deleted and the promotion of the oldest waiting registrations (email_waiting).',
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const { message } = await deleteRegistration(db, { actor: request.actor, now, timeZone, lang: request.lang, id: request.params.id });
      mailer.kick();
      return { success: true, message };
    },
  });
};
