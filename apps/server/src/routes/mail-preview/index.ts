import { mailPreviewParamsSchema, wallClock } from '@app/domain';
import { z } from 'zod';
import { renderMailPreview } from '../../services/mail-preview/render-mail-preview';
import type { RoutePlugin } from '../types';

const querystring = z.object({
  lang: z.string().optional().describe('de (default) or it.'),
  token: z.string().optional().describe('The bearer token: the preview is opened by an iframe, which sends no header.'),
});

/**
 * The page stands alone in an iframe of the back office: it may load nothing, run nothing and be framed only
 * by our own pages. The course texts are sanitised already; this is the second line.
 */
const previewHelmet = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ['data:', 'https:'],
      frameAncestors: ["'self'"],
    },
  },
  frameguard: { action: 'sameorigin' },
} as const;

/** GET /mail-preview/{courseId}/{new|new-waiting|waiting|deleted|payed} (back-office specification, section 7). */
export const mailPreviewRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/:courseId/:kind', {
    config: { permission: ['course.view', 'course.update'], queryToken: true },
    helmet: previewHelmet,
    schema: {
      tags: ['mail-preview'],
      security: [{ bearer: [] }],
      description: 'The course e-mail of this kind with sample values, as HTML in the language of `lang`.',
      params: mailPreviewParamsSchema,
      querystring,
      produces: ['text/html'],
    },
    handler: async (request, reply) => {
      const { now, timeZone } = request.clock;
      const clock = wallClock(now, timeZone);
      const html = await renderMailPreview(db, { ...request.params, lang: request.lang, today: `${clock.year}-${clock.month}-${clock.day}` });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  });
};
