import { formatDate, formatMoney, localName, localText, translate, type CourseEmailKind, type Language } from '@app/domain';
import type { Transaction } from '../../db/client';
import type { children, courses, courseWeeks, registrations } from '../../db/schema';
import { queueEmail } from '../../mail/outbox';
import { courseEmailTemplate, renderCourseEmail, type CourseEmailValues } from '../../mail/templates/course-email';

type CourseRow = typeof courses.$inferSelect;
type WeekRow = typeof courseWeeks.$inferSelect;
type ChildRow = typeof children.$inferSelect;
type RegistrationRow = Pick<typeof registrations.$inferSelect, 'dayType' | 'payedAmount'>;

export interface Recipient {
  email: string;
  name: string;
  lang: Language;
}

/** Texts used when a course leaves an e-mail text empty: a stored registration always gets its e-mail. */
const DEFAULT_TEXT: Partial<Record<CourseEmailKind, string>> = {
  new: 'booking.email_default.new',
  'new-waiting': 'booking.email_default.new_waiting',
};

/** Every placeholder of decisions.md section 5 for one registration, in the recipient's language. */
export function registrationEmailValues(options: {
  course: CourseRow;
  week: WeekRow;
  child: Pick<ChildRow, 'firstName' | 'lastName'>;
  registration: RegistrationRow;
  parentName: string;
  lang: Language;
}): CourseEmailValues {
  const { course, week, registration, lang } = options;
  const halfDay = registration.dayType === 'half_day';
  const price = (halfDay ? week.priceHalfDay : week.price) ?? 0;
  const courseLabel = halfDay
    ? localText(course.labelHalfDayDe, course.labelHalfDayIt, lang)
    : localText(course.labelFullDayDe, course.labelFullDayIt, lang);
  return {
    parent_name: options.parentName,
    child_name: `${options.child.firstName} ${options.child.lastName}`,
    course_name: localName({ name: course.name, name_it: course.nameIt }, lang),
    week_name: localName({ name: week.name, name_it: week.nameIt }, lang),
    week_from: formatDate(week.from),
    week_to: formatDate(week.to),
    day_type: courseLabel || translate(lang, `course.day_types.${registration.dayType}`),
    price: formatMoney(price),
    open_amount: formatMoney(Math.max(0, price - (registration.payedAmount ?? 0))),
    bank_name: course.bankName ?? '',
    bank_iban: course.bankIban ?? '',
  };
}

/**
 * Queues a course e-mail about one registration in the transaction that changes it (the outbox, decision
 * 005): the course's text in the recipient's language with the placeholders filled, and the option
 * email_footer as the signature.
 */
export async function queueRegistrationEmail(
  tx: Transaction,
  options: {
    kind: CourseEmailKind;
    recipient: Recipient;
    course: CourseRow;
    week: WeekRow;
    child: Pick<ChildRow, 'firstName' | 'lastName'>;
    registration: RegistrationRow;
    footerHtml: string;
  },
): Promise<void> {
  const { kind, recipient, course } = options;
  const fallback = DEFAULT_TEXT[kind];
  const template = courseEmailTemplate(course, kind, recipient.lang) || (fallback ? translate(recipient.lang, fallback) : '');
  const values = registrationEmailValues({ ...options, parentName: recipient.name, lang: recipient.lang });
  const email = renderCourseEmail({ kind, template, values, lang: recipient.lang, footerHtml: options.footerHtml });
  await queueEmail(tx, { to: recipient.email, subject: email.subject, html: email.html });
}
