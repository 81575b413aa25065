import { DEFAULT_LANGUAGE, type Language } from '../language';
import { de, it, type Messages } from './catalogue';

export const catalogues: Record<Language, Messages> = { de, it };
export type { Messages };

export type TranslationParams = Record<string, string | number>;

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {};

/**
 * The text of a dotted key in one language's texts, or undefined. A numeric `count` picks the plural form
 * (`key_one`, `key_other`, as i18next names them) when the key has one.
 */
export function findText(texts: object, language: Language, key: string, params: TranslationParams = {}): string | undefined {
  if (typeof params.count === 'number') {
    const form = (pluralRules[language] ??= new Intl.PluralRules(language)).select(params.count);
    const plural = lookup(texts, `${key}_${form}`) ?? lookup(texts, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return lookup(texts, key);
}

/** Fills `{{name}}` placeholders; one without a value stays as it is. */
export function interpolate(template: string, params: TranslationParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

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
