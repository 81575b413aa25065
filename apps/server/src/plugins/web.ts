import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import { DomainError } from '../lib/errors';
import { SharedReads } from '../lib/shared-reads';
import { findCoursePicture } from '../services/public-courses/find-course-picture';
import { compressionPlugin } from './compression';
import { sendError } from './errors';

const MAX_ID = 2_147_483_647;
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves the built React app. Any GET that is not an API call or a file gets index.html, so the browser's
 * router decides what to show (browser history mode); unknown API paths and missing files answer a JSON 404.
 */
/**
 * Browser features no page of ours uses: an injected script or frame cannot ask for them either. Only features
 * Chromium knows as policies: an unknown one (bluetooth) printed an error in the console of every page.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()';

export const webPlugin = fp<{ webDist?: string; db: Database }>(async (app, { webDist, db }) => {
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
  if (hasWeb) {
    // A course page names its picture in the document, so a phone fetches it beside the code instead of after
    // it: the picture is that page's largest paint (decision 015). Other pages get the built index.html.
    const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const pictures = new SharedReads<number, string | undefined>();
    await app.register(async (scope) => {
      await scope.register(compressionPlugin);
      scope.get<{ Params: { id: string } }>('/courseregistration/:id', async (request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        const id = Number(request.params.id);
        const picture = Number.isInteger(id) && id > 0 && id <= MAX_ID ? await pictures.run(id, () => findCoursePicture(db, id)) : undefined;
        if (!picture) return reply.sendFile('index.html');
        const preload = `<link rel="preload" as="image" href="${attribute(picture)}" fetchpriority="high" />`;
        return reply.type('text/html; charset=utf-8').send(indexHtml.replace('</head>', `${preload}</head>`));
      });
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
