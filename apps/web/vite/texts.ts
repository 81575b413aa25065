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
 * `virtual:texts/de` and `virtual:texts/it`: one language of the domain catalogue as plain data. The sections
 * keep German and Italian side by side; evaluated here, a visitor downloads the texts of one language only.
 */
export function texts(): Plugin {
  return {
    name: 'texts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1);
      const { de, it } = (await tsImport(CATALOGUE, import.meta.url)) as { de: Tree; it: Tree };
      const chosen = language === 'de' ? de : language === 'it' ? withFallback(it, de) : undefined;
      if (!chosen) this.error(`no texts for the language "${language}"`);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(chosen))});`;
    },
  };
}
