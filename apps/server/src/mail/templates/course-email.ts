import { escapeHtml, localText, translate, type CourseEmailKind, type CourseEmailPlaceholder, type Language } from '@app/domain';
import type { courses } from '../../db/schema';
import { sanitizeRichText } from '../../lib/rich-text';
import { emailLayout } from '../layout';

type CourseRow = typeof courses.$inferSelect;

export type CourseEmailValues = Record<CourseEmailPlaceholder, string>;

/** The course's columns of each e-mail text, German and Italian. */
export const COURSE_EMAIL_COLUMNS = {
  new: ['email_new', 'email_new_it'],
  'new-waiting': ['email_new_waiting', 'email_new_waiting_it'],
  waiting: ['email_waiting', 'email_waiting_it'],
  deleted: ['email_deleted', 'email_deleted_it'],
  payed: ['email_payed', 'email_payed_it'],
} as const satisfies Record<CourseEmailKind, readonly [keyof CourseRow, keyof CourseRow]>;

/**
 * The course's text of one e-mail in the recipient's language. An Italian text left empty falls back to the
 * German one, so an Italian family still learns what happened.
 */
export function courseEmailTemplate(
  course: Pick<CourseRow, (typeof COURSE_EMAIL_COLUMNS)[CourseEmailKind][number]>,
  kind: CourseEmailKind,
  lang: Language,
): string {
  const [german, italian] = COURSE_EMAIL_COLUMNS[kind];
  return localText(course[german], course[italian], lang);
}

/**
 * A course e-mail: the course's text (rich text, sanitised when the course was saved) with its `{placeholder}`s
 * filled in, inside the common layout with the signature. Values are typed by families and staff (names),
 * so they are escaped; a placeholder the text misspells stays as written, which shows the mistake in the
 * preview instead of silently dropping a word. The filled text is sanitised again: a value put where the text
 * has a link address (`<a href="{bank_name}">`) must not make a `javascript:` link, which escaping alone
 * cannot prevent.
 */
export function renderCourseEmail(options: {
  kind: CourseEmailKind;
  template: string;
  values: CourseEmailValues;
  lang: Language;
  footerHtml: string;
  /**
   * Our own markup under the course's text (the transfer data, the booked payment), its values escaped: added
   * after the text was filled and cleaned, so a value that looks like a placeholder stays as it is.
   */
  appendix?: string;
}): { subject: string; html: string } {
  const { values } = options;
  const subject = translate(options.lang, `settings.course_email.subject.${options.kind}`, { course_name: values.course_name });
  const body = fillTemplate(options.template, values) + (options.appendix ?? '');
  return { subject, html: emailLayout({ lang: options.lang, title: subject, body, footerHtml: options.footerHtml }) };
}

/**
 * An e-mail text of the office (rich text) with its `{placeholder}`s filled: `values` escaped, `markup` (our
 * own HTML built from escaped parts, a list of lines, a link) as it is; a misspelt placeholder stays as written.
 * The filled text is sanitised again, see `renderCourseEmail`.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>, markup: Readonly<Record<string, string>> = {}): string {
  const filled = template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(markup, name) ? markup[name]! : Object.hasOwn(values, name) ? escapeHtml(values[name]!) : placeholder,
  );
  return sanitizeRichText(filled);
}
