import { EMAIL_LOG_DETAIL_PERMISSION, emailLogListQuerySchema, emailLogListItemSchema, emailLogSchema, listAnswerSchema, recordParamsSchema as params } from '@app/domain';
import { z } from 'zod';
import { presentEmailLog, presentEmailLogListItem } from '../../presenters/email-log';
import { findEmailLog } from '../../services/email-logs/find-email-log';
import { listEmailLogs } from '../../services/email-logs/list-email-logs';
import type { RoutePlugin } from '../types';

const tags = ['email logs'];
const security = [{ bearer: [] }];

/** The e-mail log, read-only (back-office specification sections 2 and 7). */
export const emailLogRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/emailLogs', {
    config: { permission: 'emailLogs.index' },
    schema: {
      tags,
      security,
      querystring: emailLogListQuerySchema,
      description: 'Newest first by default; search in recipient and subject; `status` filters queued, sent or failed.',
      response: { 200: listAnswerSchema(emailLogListItemSchema) },
    },
    handler: async (request) => {
      const list = await listEmailLogs(db, { query: request.query });
      return { data: list.data.map(presentEmailLogListItem), meta: list.meta };
    },
  });

  app.get('/emailLogs/:id', {
    config: { permission: EMAIL_LOG_DETAIL_PERMISSION },
    schema: { tags, security, params, response: { 200: z.object({ data: emailLogSchema }) } },
    handler: async (request) => ({ data: presentEmailLog(await findEmailLog(db, { id: request.params.id })) }),
  });
};
