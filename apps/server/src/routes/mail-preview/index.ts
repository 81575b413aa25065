import { mailPreviewParamsSchema, reminderFamilyParamsSchema, wallClock } from '@app/domain';
import type { HelmetOptions } from 'helmet';
import { z } from 'zod';
import { renderMailPreview } from '../../services/mail-preview/render-mail-preview';
import { renderReminderPreview } from '../../services/mail-preview/render-reminder-preview';
import { previewFamilyReminder } from '../../services/payment-reminders/preview-family-reminder';
import type { RoutePlugin } from '../types';

const querystring = z.object({
  lang: z.string().optional().describe('de (default) or it.'),
  token: z.string().optional().describe('The bearer token: the preview is opened by an iframe, which sends no header.'),
});

/**
 * The page stands alone in an iframe of the back office: it may load nothing, run nothing and be framed only
 * by our own pages. The course texts are sanitised already; this is the second line.
 */
const previewHeaders: HelmetOptions = {
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
};

/**
 * GET /mail-preview/{courseId}/{new|new-waiting|waiting|deleted|payed} (back-office specification, section 7),
 * GET /mail-preview/payment-reminder, the reminder of the options page, and
 * GET /mail-preview/payment-reminder/{parentId}, the one the next run sends that family (decision 026).
 */
export const mailPreviewRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;
  const today = (clock: { now: Date; timeZone: string }) => {
    const { year, month, day } = wallClock(clock.now, clock.timeZone);
    return `${year}-${month}-${day}`;
  };

  app.get('/payment-reminder', {
    config: { permission: ['option.index', 'option.update'], queryToken: true, securityHeaders: previewHeaders },
    schema: {
      tags: ['mail-preview'],
      security: [{ bearer: [] }],
      description: 'The payment reminder of the options with a sample booking, as HTML in the language of `lang`.',
      querystring,
      produces: ['text/html'],
    },
    handler: async (request, reply) => {
      const html = await renderReminderPreview(db, { lang: request.lang, today: today(request.clock) });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  });

  app.get('/payment-reminder/:parentId', {
    config: { permission: 'peopleCourseWeekRegistration.index', queryToken: true, securityHeaders: previewHeaders },
    schema: {
      tags: ['mail-preview'],
      security: [{ bearer: [] }],
      description: "The reminder the next run would send the family of this parent (the person's id), as HTML; 404 when it sends none.",
      params: reminderFamilyParamsSchema,
      querystring,
      produces: ['text/html'],
    },
    handler: async (request, reply) => {
      const html = await previewFamilyReminder(db, { clock: request.clock, parentId: request.params.parentId });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  });

  app.get('/:courseId/:kind', {
    config: { permission: ['course.view', 'course.update'], queryToken: true, securityHeaders: previewHeaders },
    schema: {
      tags: ['mail-preview'],
      security: [{ bearer: [] }],
      description: 'The course e-mail of this kind with sample values, as HTML in the language of `lang`.',
      params: mailPreviewParamsSchema,
      querystring,
      produces: ['text/html'],
    },
    handler: async (request, reply) => {
      const html = await renderMailPreview(db, { ...request.params, lang: request.lang, today: today(request.clock) });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  });
};
