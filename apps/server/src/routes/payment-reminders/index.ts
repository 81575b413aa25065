import { messageSchema, nextRemindersSchema, reminderCountQuerySchema, reminderCountSchema, reminderFamilyParamsSchema } from '@app/domain';
import { presentNextReminder, presentReminderCount } from '../../presenters/payment-reminder';
import { countRemindedFamilies } from '../../services/payment-reminders/count-reminded-families';
import { listNextReminders } from '../../services/payment-reminders/list-next-reminders';
import { sendFamilyReminder } from '../../services/payment-reminders/send-family-reminder';
import type { RoutePlugin } from '../types';

const tags = ['payment-reminders'];
const security = [{ bearer: [] }];

/**
 * The next run of the payment reminders on the options page (decision 026): how many families a deadline would
 * remind before it is saved, the families with their e-mails, and one family's reminder sent at once.
 */
export const paymentReminderRoutes: RoutePlugin = async (app) => {
  const { db, mailer } = app.deps;

  app.get('/payment-reminders/count', {
    config: { permission: ['option.index', 'option.update'] },
    schema: {
      tags,
      security,
      description: 'How many families the next run would remind with the deadline `payment_days` (not saved); writes nothing.',
      querystring: reminderCountQuerySchema,
      response: { 200: reminderCountSchema },
    },
    handler: async (request) => {
      const count = await countRemindedFamilies(db, { clock: request.clock, paymentDays: request.query.payment_days });
      return { data: presentReminderCount(request.query.payment_days, count) };
    },
  });

  app.get('/payment-reminders', {
    config: { permission: 'peopleCourseWeekRegistration.index' },
    schema: {
      tags,
      security,
      description: 'The families the next run reminds, each with its overdue bookings and the subject of its e-mail (the e-mail: /mail-preview/payment-reminder/{parentId}).',
      response: { 200: nextRemindersSchema },
    },
    handler: async (request) => {
      const next = await listNextReminders(db, { clock: request.clock });
      return {
        data: {
          run_at: next.runAt.toISOString(),
          unreachable: next.unreachable,
          families: next.families.map(({ family, email }) => presentNextReminder(family, email)),
        },
      };
    },
  });

  app.post('/payment-reminders/:parentId/send', {
    config: { permission: 'peopleCourseWeekRegistration.update' },
    schema: {
      tags,
      security,
      description: "Sends now the reminder the next run would send this family and marks its bookings reminded; 409 when there is none (any more).",
      params: reminderFamilyParamsSchema,
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      const recipient = await sendFamilyReminder(db, { clock: request.clock, parentId: request.params.parentId });
      mailer.kick();
      return { success: true, message: request.t('settings.payment_reminders.sent', { name: recipient.name, email: recipient.email }) };
    },
  });
};
