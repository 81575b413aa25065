import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { DomainError } from '../lib/errors';
import { sendError } from './errors';

/**
 * Serves the built React app. Any GET that is not an API call or a file gets index.html, so the browser's
 * router decides what to show (browser history mode); unknown API paths and missing files answer a JSON 404.
 */
/**
 * Browser features no page of ours uses: an injected script or frame cannot ask for them either. Only features
 * Chromium knows as policies: an unknown one (bluetooth) printed an error in the console of every page.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()';

export const webPlugin = fp<{ webDist?: string }>(async (app, { webDist }) => {
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
      },
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
