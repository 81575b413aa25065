import { escapeHtml, formatDateTime, translate, type Language } from '@app/domain';
import { emailLayout } from '../layout';
import { SECRET_PLACEHOLDER } from '../outbox';

/** Long enough for a parent who reads mail once a day or over a weekend, short enough that an old mailbox holds no live link. */
export const ADDRESS_LINK_HOURS = 48;

export type AddressLinkPurpose = 'join_person' | 'change_email';

const button = (href: string, label: string) =>
  `<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#faa61a;color:#000000;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>
<p style="word-break:break-all;font-size:14px"><a href="${href}">${href}</a></p>`;

/**
 * The e-mail with an address link (decision 017): to the address of a person the office keeps, after a sign-up
 * with it (`join_person`), or to a family's new sign-in address (`change_email`). The token is the e-mail's
 * secret, so the e-mail log shows the link without it.
 */
export function addressLinkEmail(options: { lang: Language; purpose: AddressLinkPurpose; appUrl: string; footerHtml: string }) {
  const t = (key: string, params?: Record<string, string | number>) => translate(options.lang, key, params);
  const kind = options.purpose === 'join_person' ? 'join' : 'change';
  const subject = t(`mail.address_link.${kind}_subject`);
  const link = escapeHtml(`${options.appUrl}/confirm-email?${new URLSearchParams({ lang: options.lang }).toString()}&token=${SECRET_PLACEHOLDER}`);
  // Whoever typed the address chose the account's name: it is not put in front of the address's owner.
  const body = `<p>${escapeHtml(t('mail.greeting_plain'))}</p>
<p>${escapeHtml(t(`mail.address_link.${kind}_intro`))}</p>
${button(link, t(`mail.address_link.${kind}_action`))}
<p>${escapeHtml(t('mail.address_link.validity', { hours: ADDRESS_LINK_HOURS }))}</p>
<p>${escapeHtml(t(`mail.address_link.${kind}_ignore`))}</p>`;
  return { subject, html: emailLayout({ lang: options.lang, title: subject, body, footerHtml: options.footerHtml }) };
}

/** To the old address once a family's sign-in address changed: whoever did not do it learns of it there. */
export function addressChangedEmail(options: { lang: Language; name: string; newEmail: string; at: Date; timeZone: string; footerHtml: string }) {
  const t = (key: string, params?: Record<string, string | number>) => translate(options.lang, key, params);
  const subject = t('mail.address_changed.subject');
  const body = `<p>${escapeHtml(t('mail.greeting', { name: options.name }))}</p>
<p>${escapeHtml(t('mail.address_changed.body', { email: options.newEmail, date: formatDateTime(options.at, options.timeZone) }))}</p>
<p>${escapeHtml(t('mail.address_changed.not_you'))}</p>`;
  return { subject, html: emailLayout({ lang: options.lang, title: subject, body, footerHtml: options.footerHtml }) };
}

/** To a child's parents when staff link a further parent, who from then on sees the child's health answers too. */
export function parentLinkedEmail(options: { lang: Language; name: string; child: string; parent: string; footerHtml: string }) {
  const t = (key: string, params?: Record<string, string | number>) => translate(options.lang, key, params);
  const subject = t('mail.parent_linked.subject', { child: options.child });
  const body = `<p>${escapeHtml(t('mail.greeting', { name: options.name }))}</p>
<p>${escapeHtml(t('mail.parent_linked.body', { child: options.child, parent: options.parent }))}</p>
<p>${escapeHtml(t('mail.parent_linked.not_right'))}</p>`;
  return { subject, html: emailLayout({ lang: options.lang, title: subject, body, footerHtml: options.footerHtml }) };
}
