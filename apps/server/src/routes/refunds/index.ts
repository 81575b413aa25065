import { messageSchema, recordParamsSchema as params, refundsAnswerSchema } from '@app/domain';
import { presentRefund } from '../../presenters/refund';
import { completeRefund } from '../../services/refunds/complete-refund';
import { listOpenRefunds } from '../../services/refunds/list-open-refunds';
import type { RoutePlugin } from '../types';

const tags = ['refunds'];
const security = [{ bearer: [] }];
// Who books payments (set paid, the statement import) also sends the money back.
const config = { permission: 'peopleCourseWeekRegistration.update' } as const;

/**
 * The office's refund to-do (decisions 025 and 023): paid places of weeks to come that an erased family gave up
 * and what statement lines paid too much, shown on the dashboard until someone marks them refunded.
 */
export const refundRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/refunds', {
    config,
    schema: {
      tags,
      security,
      description:
        'The refunds still to make, oldest first: booking reference, amount, the weeks given up or the bank transfer that paid too much (date, amount, payer), and the family\'s phone and e-mail to ask where to send it.',
      response: { 200: refundsAnswerSchema },
    },
    handler: async (request) => ({ data: (await listOpenRefunds(db)).map((row) => presentRefund(row, request.lang)) }),
  });

  app.post('/refunds/:id/done', {
    config,
    schema: {
      tags,
      security,
      params,
      description: 'Marks the refund as sent: it leaves the to-do and the family\'s phone and e-mail are forgotten. Done already or unknown: 404.',
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await completeRefund(db, { actor: request.actor, now: request.clock.now, id: request.params.id });
      return { success: true, message: request.t('familyData.refunds.done') };
    },
  });
};
