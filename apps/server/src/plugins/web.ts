import type { PublicPageAddress, RenderPage } from '@app/domain';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DomainError } from '../lib/errors';
import { sendError } from './errors';
import { renderedPagesPlugin } from './rendered-pages';

/**
 * Browser features no page of ours uses: an injected script or frame cannot ask for them either. Only features
 * Chromium knows as policies: an unknown one (bluetooth) printed an error in the console of every page.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()';

/**
 * helmet's headers that only a document (or a worker) obeys: on a script, a style sheet or a font they are bytes
 * a phone receives for nothing, about 700 per file, on a first visit of some twenty files (issue 34). What
 * a subresource does obey stays: X-Content-Type-Options (a script is run only with a script's type) and
 * Cross-Origin-Resource-Policy (no other site embeds our files).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Serves the built React app. The public pages are rendered on the server when the web app's renderer is built
 * (rendered-pages.ts); any other GET that is not an API call or a file gets index.html, so the browser's router
 * decides what to show (browser history mode); unknown API paths and missing files answer a JSON 404.
 */
export const webPlugin = fp<{ webDist?: string; webRenderer?: string }>(async (app, { webDist, webRenderer }) => {
  app.addHook('onSend', async (_request, reply) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside every text file; the one the browser accepts is sent as it is.
      preCompressed: true,
      // Vite puts a content hash into every asset name: those never change.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (immutable) {
          // helmet wrote these on the raw answer before any route ran.
          for (const name of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(name);
          // A file cached as immutable is never asked for again with a validator, nor in ranges.
          for (const name of ['etag', 'last-modified', 'accept-ranges']) res.removeHeader(name);
        }
      },
    });
  }
  if (hasWeb && webDist && webRenderer && fs.existsSync(webRenderer)) {
    const renderer = (await import(pathToFileURL(webRenderer).href)) as { renderPage: RenderPage; publicPageAddress: PublicPageAddress };
    await app.register(renderedPagesPlugin, {
      renderPage: renderer.renderPage,
      publicPageAddress: renderer.publicPageAddress,
      template: fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // A path with a file extension asks for a file (an old asset, a missing image): that is a real 404.
    const isPage =
      request.method === 'GET' && !pathname.startsWith('/api/') && pathname !== '/api' && !/\.[a-z0-9]+$/i.test(pathname);
    if (hasWeb && isPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, request, new DomainError('not_found'));
  });
});
