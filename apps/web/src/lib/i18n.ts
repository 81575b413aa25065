import { findText, interpolate, type Language, type Messages, type TranslationParams } from '@app/domain';
import { cloneElement, createContext, createElement, Fragment, useContext, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { configureApiClient } from './api-client';
import { rememberLanguage } from './language';

/*
 * The texts of the interface: the domain catalogues (the same texts the server and the e-mails use), read with
 * the domain's rules (`{{name}}` placeholders, `_one`/`_other` plurals). A small own translator instead of
 * i18next: the catalogues need nothing more, and a phone downloads it on the first visit. Only the language
 * shown is downloaded (`virtual:texts/<language>/<part>`, vite/texts.ts), its Italian already completed with
 * German where a key is missing; at first only the sections of the public pages.
 */

export type TFunction = (key: string, params?: TranslationParams) => string;

// Chosen by main.tsx before the first render (startLanguage); a server render names its own (RenderLanguage).
let language: Language = 'de';
// The language of the first render: a page the server rendered is taken over in its language, even if the
// phone switches before the takeover has finished (a choice stored before the cookie existed, main.tsx).
let firstLanguage: Language = 'de';
const listeners = new Set<() => void>();

/** The texts of the public pages, and the rest (vite/texts.ts). */
type Part = 'first' | 'more';
const loaders: Record<Language, Record<Part, () => Promise<{ default: Partial<Messages> }>>> = {
  de: { first: () => import('virtual:texts/de/first'), more: () => import('virtual:texts/de/more') },
  it: { first: () => import('virtual:texts/it/first'), more: () => import('virtual:texts/it/more') },
};
const texts: Record<Language, Partial<Messages>> = { de: {}, it: {} };
const loading: Record<Language, Partial<Record<Part, Promise<void>>>> = { de: {}, it: {} };
// What every language needs now: all texts once a screen beyond the public pages has been opened.
const needed = new Set<Part>(['first']);

/** The texts of one part of a language as plain data: what a server-rendered page carries (entry-server.tsx). */
export async function textsOf(lang: Language, part: Part): Promise<Partial<Messages>> {
  await loadPart(lang, part);
  return (await loaders[lang][part]()).default;
}

/** Texts that came with a server-rendered page: the phone renders with them instead of downloading them. */
export function provideTexts(lang: Language, part: Part, provided: Partial<Messages>): void {
  Object.assign(texts[lang], provided);
  loading[lang][part] ??= Promise.resolve();
}

function loadPart(lang: Language, part: Part): Promise<void> {
  return (loading[lang][part] ??= loaders[lang][part]().then(
    (loaded) => void Object.assign(texts[lang], loaded.default),
    (error: unknown) => {
      delete loading[lang][part];
      throw error;
    },
  ));
}

/** Downloads the texts a language needs now, once; the page renders after those of its first language have arrived. */
export async function loadTexts(lang: Language = language): Promise<void> {
  // A screen may need every text while these download (a language switch as the booking dialog opens): then
  // this language needs them too, or the screen would show keys once the switch is done.
  for (let parts = 0; parts < needed.size; ) {
    parts = needed.size;
    await Promise.all([...needed].map((part) => loadPart(lang, part)));
  }
}

/** Every text of the current language, for a screen beyond the public pages (lib/lazy.ts). */
export function loadAllTexts(): Promise<void> {
  needed.add('more');
  return loadTexts();
}

function translator(lang: Language): TFunction {
  return (key, params = {}) => interpolate(findText(texts[lang], lang, key, params) ?? key, params);
}

interface Translation {
  t: TFunction;
  i18n: { language: Language };
}
// One per language, so `t` keeps its identity until the language changes (hooks may depend on it).
const translations = {} as Record<Language, Translation>;
const translation = (lang: Language) => (translations[lang] ??= { t: translator(lang), i18n: { language: lang } });

export const currentLanguage = (): Language => language;

/** Translates in a given language, outside components (the title of a page the server renders). */
export const translate = (lang: Language): TFunction => translation(lang).t;

/** Translates in the current language, outside components (a form resolver, the document title). */
export const t: TFunction = (key, params) => translation(language).t(key, params);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language a page is rendered in on the server (entry-server.tsx): one process renders pages in both
 * languages at once, so there it comes with the page, not from the module's current language.
 */
export const RenderLanguage = createContext<Language | null>(null);

/** `t` and the language of the interface; the component renders again when the language changes. */
export function useTranslation(): Translation {
  const rendered = useContext(RenderLanguage);
  // The page is hydrated in the language it was rendered in: main.tsx starts with the document's language.
  const chosen = useSyncExternalStore(subscribe, currentLanguage, () => firstLanguage);
  return translation(rendered ?? chosen);
}

function applyLanguage(lang: Language) {
  document.documentElement.lang = lang;
}
configureApiClient({ language: currentLanguage });

/** The language of the first render, before it (main.tsx): the one the server rendered the page in, else the visitor's. */
export function startLanguage(lang: Language): void {
  language = firstLanguage = lang;
  applyLanguage(lang);
}

export async function changeLanguage(lang: Language): Promise<void> {
  rememberLanguage(lang);
  await loadTexts(lang);
  if (lang === language) return;
  language = lang;
  applyLanguage(lang);
  listeners.forEach((listener) => listener());
}

/**
 * A text with markup: each `<name>…</name>` of the text becomes the element `components[name]` with the enclosed
 * words as its children; placeholders are filled in the words only.
 */
export function Trans({ i18nKey, values = {}, components }: { i18nKey: string; values?: TranslationParams; components: Record<string, ReactElement> }) {
  const { t } = useTranslation();
  const template = t(i18nKey, {});
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = tag.exec(template); match; match = tag.exec(template)) {
    parts.push(interpolate(template.slice(last, match.index), values));
    const element = components[match[1]!];
    const words = interpolate(match[2]!, values);
    parts.push(element ? cloneElement(element, { key: match.index }, words) : words);
    last = tag.lastIndex;
  }
  parts.push(interpolate(template.slice(last), values));
  return createElement(Fragment, null, ...parts);
}
