import type { Plugin } from 'vite';

/**
 * The libraries every page runs on (React, the router, the query client, MUI's styling core) in one
 * chunk. Left alone, the bundler splits them by which lazy pages share them into a dozen files; a phone on a
 * slow connection then waits for a dozen requests (six at a time over HTTP/1.1) instead of one, and each file
 * costs its own headers and a worse compression. MUI's components and our own modules are left to the
 * automatic splitting: grouping them would pull what only lazy pages use into the first download.
 */
const CORE = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|@emotion[\\/][^\\/]+|stylis|@mui[\\/](system|utils|styled-engine|private-theming))[\\/]/;

export function firstScreenChunk(): Plugin {
  return {
    name: 'first-screen-chunk',
    apply: 'build',
    outputOptions(options) {
      return { ...options, codeSplitting: { groups: [{ name: 'core', test: CORE }] } };
    },
  };
}
