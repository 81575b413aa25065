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

export function hasMessage(key: string): boolean {
  return lookup(de, key) !== undefined;
}

/**
 * Translates a dotted key with `{{name}}` placeholders (the i18next syntax, so the web app reads the same
 * catalogues). A key missing in Italian falls back to German; an unknown key is returned as it is.
 */
export function translate(language: Language, key: string, params: TranslationParams = {}): string {
  const template = lookup(catalogues[language], key) ?? lookup(catalogues[DEFAULT_LANGUAGE], key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** Every dotted key of a catalogue, for the test that keeps both languages complete. */
export function catalogueKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? catalogueKeys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
