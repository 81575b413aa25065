import { bookingReference, escapeHtml, formatDate, formatMoney, localText, paymentReference, translate, type CourseEmailKind, type Language } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseWeeks } from '../../db/schema';
import { mailSettingsOf, type MailSettings } from '../../mail/settings';
import { courseEmailTemplate, renderCourseEmail, type CourseEmailValues } from '../../mail/templates/course-email';
import { notFound } from '../../lib/errors';
import { readOptions } from '../../repositories/options';
import { payedBlock, paymentBlock } from '../booking/registration-email';

type CourseRow = typeof courses.$inferSelect;
type WeekRow = typeof courseWeeks.$inferSelect;

// Used only while a course has neither weeks nor a price: the preview should still read like a real e-mail.
const SAMPLE_PRICE = 150;
const SAMPLE_BOOKING_ID = 1234;

/** Monday to Friday of the first full week of July of the course's year, for a course without dates. */
function sampleWeek(year: number): { from: string; to: string } {
  const firstOfJuly = new Date(Date.UTC(year, 6, 1));
  const monday = 1 + ((8 - firstOfJuly.getUTCDay()) % 7);
  const day = (offset: number) => new Date(Date.UTC(year, 6, monday + offset)).toISOString().slice(0, 10);
  return { from: day(0), to: day(4) };
}

/** The first week's full-day offer when it has one, else its half-day one. */
const isHalfDay = (week: WeekRow | undefined) => week !== undefined && !week.full_day && week.half_day;

function samplePrice(course: CourseRow, week: WeekRow | undefined): number {
  return (isHalfDay(week) ? week?.price_half_day : week?.price) ?? course.price ?? SAMPLE_PRICE;
}

/**
 * What the family of a sample child would read: the names and the day type in the preview's language, the
 * course's own name and bank data, and the first week of the course (its full-day offer when it has one).
 */
function sampleValues(course: CourseRow, week: WeekRow | undefined, kind: CourseEmailKind, lang: Language): CourseEmailValues {
  const t = (key: string) => translate(lang, `settings.mail_preview.sample.${key}`);
  const italian = lang === 'it';
  const halfDay = isHalfDay(week);
  const customLabel = halfDay
    ? (italian ? course.label_half_day_it : course.label_half_day_de)
    : (italian ? course.label_full_day_it : course.label_full_day_de);
  const price = samplePrice(course, week);
  const dates = week ?? (course.from && course.to ? { from: course.from, to: course.to } : sampleWeek(course.year));
  return {
    parent_name: t('parent_name'),
    child_name: t('child_name'),
    course_name: localText(course.name, course.name_it, lang),
    week_name: week ? localText(week.name, week.name_it, lang) : t('week_name'),
    week_from: formatDate(dates.from),
    week_to: formatDate(dates.to),
    day_type: customLabel || t(halfDay ? 'half_day' : 'full_day'),
    price: formatMoney(price),
    // The payment e-mail goes out when the whole price is booked (setPayed).
    open_amount: formatMoney(kind === 'payed' ? 0 : price),
    bank_name: course.bank_name ?? '',
    bank_iban: course.bank_iban ?? '',
    payment_reference: bookingReference(SAMPLE_BOOKING_ID),
  };
}

/** What the e-mail adds under the course's text: the transfer data of the whole price, or that price booked today. */
function sampleAppendix(course: CourseRow, price: number, values: CourseEmailValues, input: { kind: CourseEmailKind; lang: Language; today: string; mail: MailSettings }) {
  const { kind, lang, mail } = input;
  if ((kind === 'new' || kind === 'waiting') && course.bank_iban) {
    return paymentBlock({ recipient: mail.payee, iban: course.bank_iban, amount: price, reference: paymentReference(SAMPLE_BOOKING_ID, [values.child_name]) }, lang);
  }
  return kind === 'payed' ? payedBlock({ payedAmount: price, payedAt: input.today, open: 0, appUrl: mail.appUrl }, lang) : '';
}

/** A course's e-mail of one kind as the family would receive it, filled with sample values. */
export async function renderMailPreview(
  db: Executor,
  options: { courseId: number; kind: CourseEmailKind; lang: Language; today: string },
): Promise<string> {
  const [course] = await db.select().from(courses).where(eq(courses.id, options.courseId));
  if (!course) throw notFound();
  const [week] = await db
    .select()
    .from(courseWeeks)
    .where(eq(courseWeeks.course_id, course.id))
    .orderBy(asc(courseWeeks.from), asc(courseWeeks.id))
    .limit(1);
  const template =
    courseEmailTemplate(course, options.kind, options.lang) ||
    `<p><em>${escapeHtml(translate(options.lang, 'settings.mail_preview.empty'))}</em></p>`;
  const mail = mailSettingsOf(await readOptions(db));
  const values = sampleValues(course, week, options.kind, options.lang);
  const email = renderCourseEmail({
    kind: options.kind,
    template,
    values,
    lang: options.lang,
    footerHtml: mail.footers[options.lang],
    appendix: sampleAppendix(course, samplePrice(course, week), values, { ...options, mail }),
  });
  return email.html;
}
