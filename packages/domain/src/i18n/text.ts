import type { Language } from '../language';

/*
 * Reading one language's texts, apart from the catalogue itself: the web app downloads one language and
 * reads it with these same rules.
 */

export type TranslationParams = Record<string, string | number>;

export function lookup(tree: unknown, key: string): string | undefined {
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
