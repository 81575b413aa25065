import type { Plugin } from 'vite';

/**
 * The libraries every page runs on (React, the router, the query client, MUI's styling core) in one
 * chunk. Left alone, the bundler splits them by which lazy pages share them into a dozen files; a phone on a
 * slow connection then waits for a dozen requests (six at a time over HTTP/1.1) instead of one, and each file
 * costs its own headers and a worse compression.
 */
const CORE = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|@emotion[\\/][^\\/]+|stylis|@mui[\\/](system|utils|styled-engine|private-theming))[\\/]/;

/**
 * Everything else the first page needs before it runs (rolldown's tag `$initial`: imported by the entry,
 * statically, after tree-shaking), ours and MUI's components: one group, which lands in the entry's file. The
 * automatic splitting cut it into a file per set of lazy screens sharing a module: the home page received 14
 * files, some of a hundred bytes, each with some 450 bytes of headers (issue 34); now 3.
 */
const FIRST_PAGE = { name: 'first-page', tags: ['$initial' as const], priority: 1 };

export function firstScreenChunk(): Plugin {
  return {
    name: 'first-screen-chunk',
    apply: 'build',
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [{ name: 'core', test: CORE, priority: 2 }, FIRST_PAGE],
        },
      };
    },
    // The libraries' file as a script of its own before the app's, instead of a preload the app's script imports:
    // the browser runs each script in a task of its own, so a phone sets up the libraries and the app in two
    // tasks instead of one long one (decision 015). Fetched as before, at once and in parallel.
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const core = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/core-[\w-]+\.js)">/.exec(html);
        if (!core) throw new Error('first-screen-chunk: index.html names no core file');
        return html.replace(core[0], '').replace(/<script type="module" crossorigin src=/, (app) => `<script type="module" crossorigin src="${core[1]}"></script>\n    ${app}`);
      },
    },
  };
}
