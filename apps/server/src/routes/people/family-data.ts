import { erasurePreviewAnswerSchema, messageSchema, officeErasureSchema, recordParamsSchema as params } from '@app/domain';
import { z } from 'zod';
import { exportFamilyDataForStaff } from '../../services/family-data/collect-family-data';
import { presentErasurePreview } from '../../presenters/family';
import { eraseFamilyByOffice, paidPlacesToCome } from '../../services/family-data/erase-family';
import { sendFamilyData } from '../family/data';
import type { RoutePlugin } from '../types';

const tags = ['people'];
const security = [{ bearer: [] }];
const querystring = z.object({
  token: z.string().optional().describe('The bearer token: the file is downloaded through a link, which sends no header.'),
});

/**
 * A family's data for the office, from the people show page (decision 025): the same download the family gets
 * (person.view; health fields only with child.health, logged as an export per child), and the same erasure
 * (person.delete, the permission that deletes a person; the page asks for a confirmation, not a password).
 */
export const personFamilyDataRoutes: RoutePlugin = async (app) => {
  const { db, mailer } = app.deps;

  for (const format of ['json', 'html'] as const) {
    app.get(`/parent/:id/data.${format}`, {
      config: { permission: 'person.view', queryToken: true },
      schema: {
        tags,
        security,
        params,
        querystring,
        description: `The family's data of the person as ${format === 'json' ? 'a JSON file' : 'a readable HTML page'}, as the family downloads it; health fields only with child.health (then logged as an export per child).`,
        produces: [format === 'json' ? 'application/json' : 'text/html'],
      },
      handler: async (request, reply) => {
        const data = await exportFamilyDataForStaff(db, { actor: request.actor, now: request.clock.now, personId: request.params.id });
        return sendFamilyData(reply, data, { format, lang: request.lang, timeZone: request.clock.timeZone });
      },
    });
  }

  app.get('/parent/:id/erasure', {
    config: { permission: 'person.delete' },
    schema: {
      tags,
      security,
      params,
      description: 'What erasing the family has to ask first: the paid places of weeks to come of the children it would erase, and the amount paid for them.',
      response: { 200: erasurePreviewAnswerSchema },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      return { data: presentErasurePreview(await paidPlacesToCome(db, { personId: request.params.id, now, timeZone })) };
    },
  });

  app.post('/parent/:id/erase', {
    config: { permission: 'person.delete' },
    schema: {
      tags,
      security,
      params,
      body: officeErasureSchema,
      description:
        'Erases the family of the person as "delete my account" does (no password; `name` is the person\'s last name as typed, else 422 ' +
        'on name): login, person, children without another parent and their health data; unpaid registrations of weeks not begun ' +
        'cancelled; paid ones and those of weeks begun kept without names; paid places of weeks to come as `places` says (required ' +
        'then: keep or release, as on the family page); a confirmation e-mail to the family. An account of the office: 409.',
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const { name, places } = request.body;
      await eraseFamilyByOffice(db, { personId: request.params.id, now, timeZone, name, places });
      mailer.kick();
      return { success: true, message: request.t('familyData.office.erased') };
    },
  });
};
