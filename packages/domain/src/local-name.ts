import type { Language } from './language';

/**
 * A text kept in German and Italian, in the reader's language. An empty Italian text falls back to German,
 * the organisation's first language, so a reader never sees a blank where the other language has words.
 */
export function localText(german: string | null | undefined, italian: string | null | undefined, language: Language): string {
  return (language === 'it' && italian ? italian : german) ?? '';
}

/** The name of a record (`name` / `name_it`) in the reader's language. Used by screens, e-mails, PDFs and exports. */
export function localName(record: { name: string; name_it?: string | null }, language: Language): string {
  return localText(record.name, record.name_it, language);
}
