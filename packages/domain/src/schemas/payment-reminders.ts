import { z } from 'zod';
import { language } from './fields';
import { recordId } from './list';
import { optionValueSchema } from './settings';

/**
 * The payment reminders of the next run (decision 026): the options page counts them for a deadline not saved
 * yet, and the office previews them and sends one family's at once.
 */

/** GET /api/payment-reminders/count: the deadline as typed, checked by the option's own rule (errors on `payment_days`). */
export const reminderCountQuerySchema = z.object({ payment_days: optionValueSchema('payment_days').transform(Number) });

export const reminderCountSchema = z.object({
  data: z.object({
    payment_days: z.int(),
    run_at: z.string().meta({ description: 'When the next run looks at the bookings (ISO time): its turn, or now when it is due.' }),
    families: z.int().meta({ description: 'Families the run would write to.' }),
    bookings: z.int().meta({ description: 'Their overdue bookings not reminded yet.' }),
    unreachable: z.int().meta({ description: 'Overdue bookings of families without any address (not reminded).' }),
  }),
});
export type ReminderCount = z.infer<typeof reminderCountSchema>['data'];

export const nextReminderSchema = z.object({
  parent_id: z.int().meta({ description: "The family's parent written to (the person's id): the key of the preview and of 'send now'." }),
  name: z.string(),
  email: z.string(),
  lang: language,
  subject: z.string(),
  open_amount: z.number(),
  bookings: z.array(z.object({ id: z.int(), reference: z.string(), due_on: z.string(), open_amount: z.number() })),
});
export type NextReminder = z.infer<typeof nextReminderSchema>;

/** GET /api/payment-reminders: the families the next run reminds. */
export const nextRemindersSchema = z.object({
  data: z.object({ run_at: z.string(), unreachable: z.int(), families: z.array(nextReminderSchema) }),
});
export type NextReminders = z.infer<typeof nextRemindersSchema>['data'];

export const reminderFamilyParamsSchema = z.object({ parentId: recordId });
