import { escapeHtml, translate, type Language } from '@app/domain';
import { emailLayout } from '../layout';
import { SECRET_PLACEHOLDER } from '../outbox';

export const RESET_LINK_MINUTES = 60;

/** The page that sets a new password. The token is the e-mail's secret: the mail worker puts it in (decision 017). */
function passwordResetLink(appUrl: string, email: string, lang: Language): string {
  return `${appUrl}/password/reset?${new URLSearchParams({ email, lang }).toString()}&token=${SECRET_PLACEHOLDER}`;
}

/**
 * The reset e-mail, asked for by the account's owner on the forgot-password page or sent by the office from
 * the user form (`by`). Queue it with the token as the e-mail's secret.
 */
export function passwordResetEmail(options: {
  lang: Language;
  name: string;
  email: string;
  appUrl: string;
  footerHtml: string;
  by: 'owner' | 'office';
}) {
  const t = (key: string, params?: Record<string, string | number>) => translate(options.lang, key, params);
  const subject = t('mail.password_reset.subject');
  const link = escapeHtml(passwordResetLink(options.appUrl, options.email, options.lang));
  const [intro, ignore] =
    options.by === 'owner'
      ? [t('mail.password_reset.intro'), t('mail.password_reset.ignore')]
      : [t('mail.password_reset.intro_office'), t('mail.password_reset.ignore_office')];
  const body = `<p>${escapeHtml(t('mail.greeting', { name: options.name }))}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#faa61a;color:#000000;text-decoration:none;border-radius:4px">${escapeHtml(t('mail.password_reset.action'))}</a></p>
<p style="word-break:break-all;font-size:14px"><a href="${link}">${link}</a></p>
<p>${escapeHtml(t('mail.password_reset.validity', { minutes: RESET_LINK_MINUTES }))}</p>
<p>${escapeHtml(ignore)}</p>`;
  return { subject, html: emailLayout({ lang: options.lang, title: subject, body, footerHtml: options.footerHtml }) };
}
