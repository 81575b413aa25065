import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

type Tree = { [key: string]: string | Tree };

const PREFIX = 'virtual:texts/';
const CATALOGUE = fileURLToPath(new URL('../../../packages/domain/src/i18n/catalogue.ts', import.meta.url));

/** The Italian texts with the German ones where a key is missing: the fallback is decided here, not on the phone. */
function withFallback(texts: Tree, fallback: Tree): Tree {
  return Object.fromEntries(
    Object.entries(fallback).map(([key, german]) => {
      const text = texts[key];
      if (typeof german === 'string') return [key, typeof text === 'string' ? text : german];
      return [key, withFallback(typeof text === 'object' ? text : {}, german)];
    }),
  );
}

/**
 * The sections the public pages show (home, course page, toolbar, footer, error pages): a first visit downloads
 * only these. Every other screen is lazy and brings the rest (lib/lazy.ts); a key of another section shown on a
 * public page would appear as the key itself, so a section a public page starts to use belongs here.
 */
const FIRST_SECTIONS = ['app', 'shell', 'nav', 'home', 'publicCourses', 'course'];

/**
 * `virtual:texts/<language>/first` and `virtual:texts/<language>/more`: one language of the domain catalogue as
 * plain data, split in the sections of the public pages and the rest. The sections keep German and Italian side
 * by side; evaluated here, a visitor downloads the texts of one language only.
 */
export function texts(): Plugin {
  return {
    name: 'texts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language, part] = id.slice(PREFIX.length + 1).split('/');
      const { de, it } = (await tsImport(CATALOGUE, import.meta.url)) as { de: Tree; it: Tree };
      const chosen = language === 'de' ? de : language === 'it' ? withFallback(it, de) : undefined;
      if (!chosen || (part !== 'first' && part !== 'more')) this.error(`no texts "${id.slice(1)}"`);
      const sections = Object.entries(chosen).filter(([name]) => FIRST_SECTIONS.includes(name) === (part === 'first'));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(sections)))});`;
    },
  };
}
