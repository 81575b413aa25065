import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { defineConfig } from 'vite';
import { bundleReport } from './vite/bundle-report.ts';
import { firstScreenChunk } from './vite/first-screen-chunk.ts';
import { precompress } from './vite/precompress.ts';
import { texts } from './vite/texts.ts';

// In development the API runs separately (`npm run dev`, port 3000); the proxy keeps the browser on one origin.
const api = 'http://localhost:3000';

/**
 * Which build a client error comes from (`__RELEASE__`, lib/client-errors.ts): the commit built, or the time of
 * the build where the sources are not a git checkout.
 */
function releaseId(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return new Date().toISOString();
  }
}

/**
 * Two builds: the app a browser downloads (dist, compressed and reported) and the renderer of the public pages
 * the server runs (`--ssr`, dist-server, decision 016), outside the folder the server hands out.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react(), texts()] : [react(), texts(), firstScreenChunk(), precompress(), bundleReport()],
  build: isSsrBuild ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false } : { outDir: 'dist', emptyOutDir: true },
  // The renderer carries its libraries, built for production like the browser's: the server renders the same
  // class names as the phone hydrates, and React's production build renders several times faster.
  ssr: { noExternal: true },
  define: {
    __RELEASE__: JSON.stringify(releaseId()),
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  server: { proxy: { '/api': api, '/auth': api } },
}));
