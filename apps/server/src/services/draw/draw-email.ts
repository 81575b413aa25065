import { escapeHtml, formatDate, translate, type DayType, type Language } from '@app/domain';
import type { children, drawRuns, people } from '../../db/schema';
import { emailLayout } from '../../mail/layout';
import type { OutgoingEmail } from '../../mail/outbox';
import type { MailSettings } from '../../mail/settings';
import type { CourseRow, WeekRow } from '../booking/booking-job';
import { renderFamilyEmail, transfersOf, type FamilyEmailLine } from '../booking/registration-email';
import type { SeasonRow } from '../seasons/seasons';

/** A registration the publication wrote, as the family's e-mail lists it. */
export interface DrawnLine {
  course: CourseRow;
  week: WeekRow;
  child: typeof children.$inferSelect;
  id: number;
  bookingId: number;
  dayType: DayType;
  /** Its place on the week's waiting list, null for a place. */
  waitingPosition: number | null;
}

/**
 * The one result e-mail of a family (issue 37 part 5), in its language: its draw position, the children who got
 * nothing, the deadline, and where to read the explanation and check the draw; then its places and waiting
 * lists as a booking's e-mail lists them, with one transfer for the booking (decision 022).
 */
export function drawResultEmail(input: {
  season: SeasonRow;
  run: typeof drawRuns.$inferSelect;
  person: typeof people.$inferSelect;
  position: number;
  children: (typeof children.$inferSelect)[];
  lines: DrawnLine[];
  mail: MailSettings;
  payBy: string;
}): OutgoingEmail {
  const { season, run, person, lines, mail } = input;
  const lang: Language = person.lang;
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `draw.mail.${key}`, params);
  const number = (value: number) => new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'de-DE').format(value);
  const recipient = { personId: person.id, email: person.email!, name: `${person.first_name} ${person.last_name}`, lang };
  const subject = t('subject', { year: season.year });
  const wishUrl = `${mail.appUrl}/my-family/wishes/${season.id}`;
  const auditUrl = `${mail.appUrl}/seasons/${season.id}/audit`;
  const withNothing = input.children.filter((child) => !lines.some((line) => line.child.id === child.id));
  const paragraphs = [
    escapeHtml(translate(lang, 'mail.greeting', { name: recipient.name })),
    escapeHtml(t('intro', { year: season.year, position: number(input.position), households: number(run.households) })),
    ...withNothing.map((child) => escapeHtml(t('nothing', { name: child.first_name }))),
    ...(lines.some((line) => line.waitingPosition === null) ? [escapeHtml(t('pay_by', { date: formatDate(input.payBy) }))] : []),
    `${escapeHtml(t('explain'))}<br><a href="${escapeHtml(wishUrl)}">${escapeHtml(wishUrl)}</a><br><a href="${escapeHtml(auditUrl)}">${escapeHtml(auditUrl)}</a>`,
  ];
  const lead = { subject, html: paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('') };
  if (lines.length === 0) {
    return { personId: person.id, to: recipient.email, subject, html: emailLayout({ lang, title: subject, body: lead.html, footerHtml: mail.footers[lang] }) };
  }
  const familyLines: FamilyEmailLine[] = lines.map((line) => ({
    kind: line.waitingPosition === null ? 'new' : 'new-waiting',
    course: line.course,
    week: line.week,
    child: line.child,
    registration: { id: line.id, booking_id: line.bookingId, day_type: line.dayType, payed_amount: null, payed_at: null, is_waiting: line.waitingPosition !== null },
    waitingPosition: line.waitingPosition,
  }));
  return renderFamilyEmail({ recipient, lines: familyLines, transfers: transfersOf(familyLines), mail, lead });
}
