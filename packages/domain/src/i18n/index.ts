import { DEFAULT_LANGUAGE, type Language } from '../language';
import { de, it, type Messages } from './catalogue';
import { findText, interpolate, lookup, type TranslationParams } from './text';

export const catalogues: Record<Language, Messages> = { de, it };
export type { Messages };

export { findText, interpolate, type TranslationParams } from './text';

export function hasMessage(key: string): boolean {
  return lookup(de, key) !== undefined;
}

/**
 * Translates a dotted key with `{{name}}` placeholders and `_one`/`_other` plurals (the web app reads the same
 * catalogues with the same rules). A key missing in Italian falls back to German; an unknown key is returned
 * as it is.
 */
export function translate(language: Language, key: string, params: TranslationParams = {}): string {
  const template = findText(catalogues[language], language, key, params) ?? findText(catalogues[DEFAULT_LANGUAGE], DEFAULT_LANGUAGE, key, params) ?? key;
  return interpolate(template, params);
}

/** Every dotted key of a catalogue, for the test that keeps both languages complete. */
export function catalogueKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? catalogueKeys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
