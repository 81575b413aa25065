import {
  listAnswerSchema,
  messageSchema,
  registrationListItemSchema,
  registrationListQuerySchema,
  resendEmailSchema,
  setPayedAnswerSchema,
  setPayedSchema,
} from '@app/domain';
import { presentRegistrationListItem } from '../../presenters/registration';
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
      const list = await listRegistrations(db, { query: request.query });
      return { data: list.data.map(presentRegistrationListItem), meta: list.meta };
    },
  });

  app.post('/peopleCourseWeekRegistration/setPayed', {
    config: { permission: 'peopleCourseWeekRegistration.update' },
    schema: {
      tags,
      security,
      body: setPayedSchema,
      description: 'Books the listed registrations as paid in full today and writes email_payed to each family. Waiting ones are skipped and reported.',
      response: { 200: setPayedAnswerSchema },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const result = await setRegistrationsPayed(db, { actor: request.auth!.user, now, timeZone, ids: request.body.data });
      if (result.payed.length > 0) mailer.kick();
      const message = [
        request.t('registrations.payed', { count: result.payed.length }),
        ...(result.skipped.length > 0 ? [request.t('registrations.payed_skipped', { count: result.skipped.length })] : []),
      ].join(' ');
      return { success: true, message, ...result };
    },
  });

  app.post('/peopleCourseWeekRegistration/resendEmail', {
    config: { permission: 'peopleCourseWeekRegistration.update' },
    schema: {
      tags,
      security,
      body: resendEmailSchema,
      description: 'Writes the e-mail that fits the registration now (new, new-waiting, waiting, payed or deleted) to the family again.',
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await resendRegistrationEmail(db, { actor: request.auth!.user, id: request.body.id });
      mailer.kick();
      return { success: true, message: request.t('registrations.resent') };
    },
  });
};
