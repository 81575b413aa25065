export const LANGUAGES = ['de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

/** Reads a language from a header or query value; anything unknown falls back to German. */
export function toLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const primary = value.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : DEFAULT_LANGUAGE;
}

/** Each language named in itself, so a visitor finds theirs whatever the page shows now. */
export const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', it: 'Italiano' };

/**
 * Where a visitor's choice of language is kept: the web app's local storage, and a cookie by which the server
 * renders a public page in it (decision 016).
 */
export const LANGUAGE_KEY = 'summer-weeks.lang';
