import { escapeHtml, formatDate, formatDateTime, formatList, localName, translate } from '@app/domain';
import { desc, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { offers, registrations } from '../../db/schema';
import { emailLayout } from '../../mail/layout';
import { queueEmail } from '../../mail/outbox';
import { readMailSettings } from '../../mail/settings';
import { loadRegistrationsForMail } from '../../repositories/registrations';
import { byRecipient } from '../booking/registration-email';

/** What an offer e-mail tells: a place offered, the deadline moved by the office, the reminder, the offer gone by. */
export type OfferEmailKind = 'offered' | 'extended' | 'reminder' | 'expired';

/**
 * One e-mail per family about offers of places (issue 36), in its language: the children and weeks, the deadline
 * (the latest offer of each registration) in local time, and the family page where it accepts or declines. The
 * registrations' families are read as every registration e-mail reads them (`loadRegistrationsForMail`).
 */
export async function queueOfferEmails(tx: Transaction, input: { ids: readonly number[]; kind: OfferEmailKind; timeZone: string }): Promise<void> {
  const { ids, kind, timeZone } = input;
  if (ids.length === 0) return;
  const mail = await readMailSettings(tx);
  const rows = await loadRegistrationsForMail(tx, inArray(registrations.id, [...ids]));
  const latest = await tx
    .selectDistinctOn([offers.registration_id], { registrationId: offers.registration_id, expiresAt: offers.expires_at })
    .from(offers)
    .where(inArray(offers.registration_id, [...ids]))
    .orderBy(offers.registration_id, desc(offers.id));
  const deadlineOf = new Map(latest.map((row) => [row.registrationId, row.expiresAt]));
  const familyUrl = `${mail.appUrl}/my-family`;
  for (const { recipient, rows: lines } of byRecipient(rows)) {
    const { lang } = recipient;
    const t = (key: string, params?: Record<string, string | number>) => translate(lang, `offers.email.${key}`, params);
    const deadline = formatDateTime(deadlineOf.get(lines[0]!.registration.id), timeZone);
    const children = formatList([...new Set(lines.map((line) => line.child.first_name))], lang);
    const subject = t(`${kind}.subject`, { deadline });
    const places = lines.map((line) =>
      escapeHtml(
        t('line', {
          child: `${line.child.first_name} ${line.child.last_name}`,
          course: localName(line.course, lang),
          week: localName(line.week, lang),
          from: formatDate(line.week.from),
          to: formatDate(line.week.to),
        }),
      ),
    );
    const paragraphs = [
      escapeHtml(translate(lang, 'mail.greeting', { name: recipient.name })),
      `${escapeHtml(t(`${kind}.intro`, { count: lines.length, children, deadline }))}<br>${places.join('<br>')}`,
      ...(kind === 'expired'
        ? []
        : [
            `${escapeHtml(t('decide', { deadline }))}<br><a href="${escapeHtml(familyUrl)}">${escapeHtml(familyUrl)}</a>`,
            escapeHtml(t('pass_on')),
          ]),
    ];
    const body = paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');
    await queueEmail(tx, {
      personId: recipient.personId,
      to: recipient.email,
      subject,
      html: emailLayout({ lang, title: subject, body, footerHtml: mail.footers[lang] }),
    });
  }
}
