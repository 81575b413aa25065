import { optionHasValue, payeeName, type Language } from '@app/domain';
import type { Executor } from '../db/client';
import { readOptions, type OptionValues } from '../repositories/options';

/** What the e-mails about registrations take from the options, read once per change that sends them. */
export interface MailSettings {
  /** The signature by the recipient's language (decisions.md section 5). */
  footers: Record<Language, string>;
  /** Who the family pays by bank transfer (decisions.md section 10). */
  payee: string;
  /** Where the links of an e-mail lead (option app_url, without a trailing slash). */
  appUrl: string;
}

/**
 * An Italian-speaking recipient gets email_footer_it; while it is empty, the German signature, so that every
 * e-mail is still signed.
 */
export function emailFooter(values: Pick<OptionValues, 'email_footer' | 'email_footer_it'>, lang: Language): string {
  return lang === 'it' && optionHasValue('rich_text', values.email_footer_it) ? values.email_footer_it : values.email_footer;
}

export function mailSettingsOf(values: OptionValues): MailSettings {
  return {
    footers: { de: emailFooter(values, 'de'), it: emailFooter(values, 'it') },
    payee: payeeName(values),
    appUrl: values.app_url,
  };
}

export async function readMailSettings(db: Executor): Promise<MailSettings> {
  return mailSettingsOf(await readOptions(db));
}
