import { deleteAccountSchema, erasurePreviewAnswerSchema, messageSchema, translate, type Language } from '@app/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../../files/names';
import { exportOwnFamilyData, type FamilyData } from '../../services/family-data/collect-family-data';
import { presentErasurePreview } from '../../presenters/family';
import { deleteOwnAccount, ownPaidPlacesToCome } from '../../services/family-data/erase-family';
import { renderFamilyDataHtml } from '../../services/family-data/family-data-html';
import type { RoutePlugin } from '../types';

const family = { tags: ['family'], security: [{ bearer: [] }] };
const querystring = z.object({
  token: z.string().optional().describe('The bearer token: the file is downloaded through a link, which sends no header.'),
});

/** Sends a family's data as the JSON file or the readable HTML page (decision 025), as a download. */
export function sendFamilyData(reply: FastifyReply, data: FamilyData, options: { format: 'json' | 'html'; lang: Language; timeZone: string }) {
  const name = `${translate(options.lang, 'familyData.file_name')}_${data.exported_at.slice(0, 10)}.${options.format}`;
  reply.header('Content-Disposition', contentDisposition('attachment', name)).header('Cache-Control', 'private, no-store');
  if (options.format === 'json') return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
  return reply.type('text/html; charset=utf-8').send(renderFamilyDataHtml(data, options));
}

/**
 * The family's own data on the family page (issue 26 part 3, decision 025): its download as a JSON file and
 * as a readable HTML page, and the deletion of the account after the password.
 */
export const familyDataRoutes: RoutePlugin = async (app) => {
  const { db, mailer } = app.deps;

  for (const format of ['json', 'html'] as const) {
    app.get(`/my-family/data.${format}`, {
      config: { auth: 'required', queryToken: true },
      schema: {
        ...family,
        querystring,
        description:
          `Everything stored about the signed-in parent's family as ${format === 'json' ? 'a JSON file' : 'a readable HTML page'} (a download): parent and account ` +
          '(no password), consent times, signature (the drawn image base64), other parents of the children, children with health data, ' +
          'every registration with payment and booking reference, bank lines booked to its bookings, e-mails to its addresses. ' +
          'Accounts without a person: 404.',
        produces: [format === 'json' ? 'application/json' : 'text/html'],
      },
      handler: async (request, reply) => {
        const data = await exportOwnFamilyData(db, { actor: request.actor, now: request.clock.now });
        return sendFamilyData(reply, data, { format, lang: request.lang, timeZone: request.clock.timeZone });
      },
    });
  }

  app.get('/my-family/erasure', {
    config: { auth: 'required' },
    schema: {
      ...family,
      description:
        'What deleting the account has to ask first: the paid places of weeks to come of the children it would erase, and the amount ' +
        'paid for them. Accounts without a person: 403.',
      response: { 200: erasurePreviewAnswerSchema },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      return { data: presentErasurePreview(await ownPaidPlacesToCome(db, { actor: request.actor, now, timeZone })) };
    },
  });

  app.post('/my-family/delete-account', {
    config: { auth: 'required' },
    schema: {
      ...family,
      body: deleteAccountSchema,
      description:
        'Deletes the account after its password (wrong or missing: 422 on password): the login and its sessions, the parent, the ' +
        'children without another parent and their health data; unpaid registrations of weeks not begun are cancelled (places given ' +
        'back, waiting children promoted); paid ones and those of weeks begun are kept without names. Paid places of weeks to come ' +
        'need `places` (missing: 422 on places): `keep` (the children still attend; the parent\'s phone and e-mail stay on them until ' +
        'the week is over) or `release` (cancelled, waiting children promoted, the amount becomes the office\'s refund). A confirmation ' +
        'e-mail goes to the address. The token used is no longer valid afterwards. Accounts of the office: 403 or 409.',
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const { password, places } = request.body;
      await deleteOwnAccount(db, { actor: request.actor, now, timeZone, password, places });
      mailer.kick();
      return { success: true, message: request.t('familyData.deleted') };
    },
  });
};
