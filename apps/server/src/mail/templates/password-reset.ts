import { escapeHtml, translate, type Language } from '@app/domain';
import { emailLayout } from '../layout';

export const RESET_LINK_MINUTES = 60;

export function passwordResetLink(appUrl: string, email: string, token: string, lang: Language): string {
  const query = new URLSearchParams({ email, token, lang });
  return `${appUrl}/password/reset?${query.toString()}`;
}

export function passwordResetEmail(options: { lang: Language; name: string; link: string; footerHtml: string }) {
  const t = (key: string, params?: Record<string, string | number>) => translate(options.lang, key, params);
  const subject = t('mail.password_reset.subject');
  const link = escapeHtml(options.link);
  const body = `<p>${escapeHtml(t('mail.greeting', { name: options.name }))}</p>
<p>${escapeHtml(t('mail.password_reset.intro'))}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#faa61a;color:#000000;text-decoration:none;border-radius:4px">${escapeHtml(t('mail.password_reset.action'))}</a></p>
<p style="word-break:break-all;font-size:14px"><a href="${link}">${link}</a></p>
<p>${escapeHtml(t('mail.password_reset.validity', { minutes: RESET_LINK_MINUTES }))}</p>
<p>${escapeHtml(t('mail.password_reset.ignore'))}</p>`;
  return { subject, html: emailLayout({ lang: options.lang, title: subject, body, footerHtml: options.footerHtml }) };
}
