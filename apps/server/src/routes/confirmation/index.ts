import { recordId, translate, type Language } from '@app/domain';
import { z } from 'zod';
import { contentDisposition } from '../../files/names';
import { loadConfirmation } from '../../services/family/load-confirmation';
import type { RoutePlugin } from '../types';

const params = z.object({ courseId: recordId, peopleId: recordId });
const querystring = z.object({
  token: z.string().optional().describe('The bearer token: the document is opened as a link, which sends no header.'),
});

/**
 * The payment confirmation documents (public specification section 7, decisions.md section 4):
 * /confirmation/{courseId}/{peopleId}/ in German and /confirmation/{courseId}/{peopleId}/it/ in Italian,
 * `peopleId` being the child. Another family's child, or nothing paid, answers 404.
 */
export const confirmationRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  const document = (path: string, lang: Language) =>
    app.get(path, {
      config: { auth: 'required', queryToken: true },
      schema: {
        tags: ['family'],
        security: [{ bearer: [] }],
        description: `The payment confirmation of the child in the course as an A4 PDF (${lang === 'it' ? 'Italian' : 'German'}).`,
        params,
        querystring,
        produces: ['application/pdf'],
      },
      handler: async (request, reply) => {
        const { now, timeZone } = request.clock;
        const data = await loadConfirmation(db, { actor: request.actor, courseId: request.params.courseId, childId: request.params.peopleId });
        const pdf = await app.documents.render({ kind: 'confirmation', data, options: { lang, now, timeZone } });
        const name = `${translate(lang, 'family.confirmation.file_name')}_${data.child.first_name}_${data.child.last_name}.pdf`;
        return reply
          .type('application/pdf')
          .header('Content-Disposition', contentDisposition('inline', name))
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    });

  // The specification's links end with a slash; without it they work too.
  for (const path of ['/:courseId/:peopleId', '/:courseId/:peopleId/']) document(path, 'de');
  for (const path of ['/:courseId/:peopleId/it', '/:courseId/:peopleId/it/']) document(path, 'it');
};
