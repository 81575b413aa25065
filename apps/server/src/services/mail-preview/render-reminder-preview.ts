import { localText, translate, type Language } from '@app/domain';
import { desc, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses } from '../../db/schema';
import { mailSettingsOf } from '../../mail/settings';
import { renderPaymentReminder } from '../../mail/templates/payment-reminder';
import { readOptions } from '../../repositories/options';

const SAMPLE_BOOKING_ID = 1234;
const SAMPLE_PRICE = 150;

/**
 * The payment reminder (options email_payment_reminder, _it) as a family would read it, filled with a sample
 * booking of one child in one week, due today; the course, and its account for the transfer block, is the
 * newest course with an IBAN, so the preview shows the office's own bank data.
 */
export async function renderReminderPreview(db: Executor, options: { lang: Language; today: string }): Promise<string> {
  const { lang, today } = options;
  const values = await readOptions(db);
  const [course] = await db
    .select({ name: courses.name, name_it: courses.name_it, bank_iban: courses.bank_iban })
    .from(courses)
    .where(isNotNull(courses.bank_iban))
    .orderBy(desc(courses.active), desc(courses.year), desc(courses.id))
    .limit(1);
  const t = (key: string) => translate(lang, `settings.mail_preview.sample.${key}`);
  const year = today.slice(0, 4);
  const line = {
    child: `${t('child_first_name')} ${t('last_name')}`,
    course: course ? localText(course.name, course.name_it, lang) : t('course_name'),
    week: t('week_name'),
    from: `${year}-07-06`,
    to: `${year}-07-10`,
    open: SAMPLE_PRICE,
    iban: course?.bank_iban ?? null,
  };
  const email = renderPaymentReminder({
    template: lang === 'it' ? values.email_payment_reminder_it : values.email_payment_reminder,
    lang,
    parentName: t('parent_name'),
    bookings: [{ bookingId: SAMPLE_BOOKING_ID, dueOn: today, lines: [line] }],
    mail: mailSettingsOf(values),
  });
  return email.html;
}
