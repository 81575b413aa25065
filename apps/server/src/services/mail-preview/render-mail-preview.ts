import { escapeHtml, registrationPrice, translate, type CourseEmailKind, type DayType, type Language } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseWeeks } from '../../db/schema';
import { mailSettingsOf } from '../../mail/settings';
import { COURSE_EMAIL_COLUMNS, courseEmailTemplate } from '../../mail/templates/course-email';
import { notFound } from '../../lib/errors';
import { readOptions } from '../../repositories/options';
import { renderFamilyEmail, renderRegistrationEmail, transfersOf, type FamilyEmailLine, type LineKind } from '../booking/registration-email';

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

/** A week's full-day offer when it has one, else its half-day one. */
const dayTypeOf = (week: WeekRow | undefined): DayType => (week !== undefined && !week.full_day && week.half_day ? 'half_day' : 'full_day');

/**
 * The weeks of the sample booking: the course's first two (by date), each with the course's price (or a sample
 * one) where it has none; a course without weeks gets one sample week in its dates, else in July of its year.
 */
function sampleWeeks(course: CourseRow, weeks: WeekRow[], lang: Language) {
  const fallback = course.price ?? SAMPLE_PRICE;
  if (weeks.length === 0) {
    const name = translate(lang, 'settings.mail_preview.sample.week_name');
    const dates = course.from && course.to ? { from: course.from, to: course.to } : sampleWeek(course.year);
    return [{ week: { name, name_it: name, ...dates, price: fallback, price_half_day: fallback }, dayType: dayTypeOf(undefined) }];
  }
  return weeks.map((week) => ({ week: { ...week, price: week.price ?? fallback, price_half_day: week.price_half_day ?? fallback }, dayType: dayTypeOf(week) }));
}

/**
 * A course's e-mail of one kind as a family would receive it, filled with a sample family of two children
 * (decision 022: one e-mail per booking and family): a booking gives both a place in the first week and, when
 * the course has a second, one a place and the other the waiting list there; the waiting list takes both, a
 * promotion gives both a place. A cancellation and a payment are about one registration. A kind the course has
 * no text for shows a note where the text would be.
 */
export async function renderMailPreview(
  db: Executor,
  options: { courseId: number; kind: CourseEmailKind; lang: Language; today: string },
): Promise<string> {
  const { kind, lang } = options;
  const [stored] = await db.select().from(courses).where(eq(courses.id, options.courseId));
  if (!stored) throw notFound();
  const weeks = await db.select().from(courseWeeks).where(eq(courseWeeks.course_id, stored.id)).orderBy(asc(courseWeeks.from), asc(courseWeeks.id)).limit(2);
  const course = withNote(stored, kind, lang);
  const mail = mailSettingsOf(await readOptions(db));
  const t = (key: string) => translate(lang, `settings.mail_preview.sample.${key}`);
  // A sample parent: the preview is rendered, never queued, so it is keyed to no person.
  const recipient = { personId: 0, email: '', name: t('parent_name'), lang };
  const [first, second] = [t('child_first_name'), t('second_child_first_name')].map((first_name) => ({ first_name, last_name: t('last_name') })) as [Child, Child];
  const [week1, week2] = sampleWeeks(course, weeks, lang) as [SampleWeek, SampleWeek?];
  const registration = (id: number, sample: SampleWeek, isWaiting = false) => ({
    id,
    booking_id: SAMPLE_BOOKING_ID,
    day_type: sample.dayType,
    payed_amount: null,
    payed_at: null,
    is_waiting: isWaiting,
  });

  if (kind === 'deleted' || kind === 'payed') {
    // The payment e-mail goes out when the whole price is booked (setPayed).
    const booked = { ...registration(1, week1), ...(kind === 'payed' && { payed_amount: registrationPrice(week1.week, week1.dayType), payed_at: options.today }) };
    return renderRegistrationEmail({ kind, recipient, course, week: week1.week, child: first, registration: booked, mail }).html;
  }
  const line = (id: number, child: Child, sample: SampleWeek, lineKind: LineKind, waitingPosition: number | null = null): FamilyEmailLine => ({
    kind: lineKind,
    course,
    week: sample.week,
    child,
    registration: registration(id, sample, lineKind === 'new-waiting'),
    waitingPosition,
  });
  const lines =
    kind === 'new'
      ? [line(1, first, week1, 'new'), line(2, second, week1, 'new'), ...(week2 ? [line(3, first, week2, 'new'), line(4, second, week2, 'new-waiting', 1)] : [])]
      : kind === 'new-waiting'
        ? [line(1, first, week1, 'new-waiting', 1), line(2, second, week1, 'new-waiting', 2)]
        : [line(1, first, week1, 'waiting'), line(2, second, week1, 'waiting')];
  return renderFamilyEmail({ recipient, lines, transfers: transfersOf(lines), mail }).html;
}

type Child = { first_name: string; last_name: string };
type SampleWeek = ReturnType<typeof sampleWeeks>[number];

/** The course, with a note where the text of this kind would be when it has none (the family would get the catalogue's). */
function withNote(course: CourseRow, kind: CourseEmailKind, lang: Language): CourseRow {
  if (courseEmailTemplate(course, kind, lang)) return course;
  const noted = { ...course };
  for (const column of COURSE_EMAIL_COLUMNS[kind]) noted[column] = `<p><em>${escapeHtml(translate(lang, 'settings.mail_preview.empty'))}</em></p>`;
  return noted;
}
