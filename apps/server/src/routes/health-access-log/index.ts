import { healthAccessLogItemSchema, healthAccessLogListQuerySchema, listAnswerSchema } from '@app/domain';
import { presentHealthAccessLogItem } from '../../presenters/health-access-log';
import { listHealthAccessLog } from '../../services/health-access-log/list-health-access-log';
import type { RoutePlugin } from '../types';

/** The access log of children's health data, read-only (issue 26, decision 020). */
export const healthAccessLogRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/healthAccessLog', {
    config: { permission: 'child.healthLog' },
    schema: {
      tags: ['health access log'],
      security: [{ bearer: [] }],
      querystring: healthAccessLogListQuerySchema,
      description:
        'Newest first by default; search in the account name and e-mail and the child name; filters `user`, `child` (ids), `action` and the days `from`, `to` (YYYY-MM-DD, both included, in the application time zone).',
      response: { 200: listAnswerSchema(healthAccessLogItemSchema) },
    },
    handler: async (request) => {
      const list = await listHealthAccessLog(db, { query: request.query, timeZone: request.clock.timeZone });
      return { data: list.data.map(presentHealthAccessLogItem), meta: list.meta };
    },
  });
};
