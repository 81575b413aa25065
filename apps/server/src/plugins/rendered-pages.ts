import { LANGUAGE_KEY, toLanguage, type Language, type PublicPageAddress, type RenderPage } from '@app/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BriefCache } from '../lib/brief-cache';
import { readCookie } from '../lib/cookies';
import { acceptedEncoding, compress, type Encoding } from './compression';

/**
 * How long a rendered public page is handed to everyone who asks for it. At the opening minute a thousand
 * phones ask for the same course page within a second: it is rendered once. Its availability is that old at
 * most, and the phone asks for it again as soon as it has taken the page over.
 */
const PAGE_KEPT_MS = 1_000;

/**
 * Renders running at once, each for another page: beyond them a page is left to the phone (index.html), so
 * addresses made up by the thousand cannot take the CPU the bookings need.
 */
const MAX_RENDERS_AT_ONCE = 4;

/**
 * The language a public page is rendered in: the visitor's choice (the cookie the web app sets with it), else
 * the browser's first language, as the web app itself chooses (German unless it is Italian).
 */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = readCookie(cookie, LANGUAGE_KEY);
  return toLanguage(chosen ?? acceptLanguage);
}

/** A rendered page, compressed once per encoding for everyone it is handed to. */
class RenderedPage {
  private readonly encoded: Partial<Record<Encoding, Promise<Buffer>>> = {};
  constructor(readonly html: string) {}
  in(encoding: Encoding): Promise<Buffer> {
    return (this.encoded[encoding] ??= compress(this.html, encoding));
  }
}

/**
 * The public pages (the course list and a course) rendered on the server by the web app's renderer (decision
 * 016): a phone paints them from the document instead of after the code and the data. Their data comes from
 * this server's own API routes, so the page shows exactly what the phone would ask for. A page the renderer
 * does not render (an unknown course) or cannot render is answered with the plain index.html: the phone renders
 * it itself, as every other page.
 */
export const renderedPagesPlugin = fp<{ renderPage: RenderPage; publicPageAddress: PublicPageAddress; template: string }>(
  async (app, { renderPage, publicPageAddress, template }) => {
    const pages = new BriefCache<string, RenderedPage | null>(PAGE_KEPT_MS);
    let rendering = 0;
    const get = async (url: string, headers: Record<string, string>) => {
      const response = await app.inject({ method: 'GET', url, headers });
      return { status: response.statusCode, body: response.body };
    };
    const render = async (url: string, language: Language) => {
      rendering += 1;
      try {
        const html = await renderPage({ url, language, template, get });
        return html === null ? null : new RenderedPage(html);
      } finally {
        rendering -= 1;
      }
    };

    async function serve(request: FastifyRequest, reply: FastifyReply) {
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      const language = pageLanguage(request.headers.cookie, request.headers['accept-language']);
      const address = publicPageAddress(request.url);
      const key = `${language} ${address}`;
      let page: RenderedPage | null = null;
      if (address !== null && (pages.has(key) || rendering < MAX_RENDERS_AT_ONCE)) {
        try {
          page = await pages.get(key, () => render(address, language));
        } catch (error) {
          request.log.error({ err: error }, 'rendering a public page failed: the phone renders it');
        }
      }
      if (!page) return reply.sendFile('index.html');
      reply.type('text/html; charset=utf-8');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(page.html);
      return reply.header('Content-Encoding', encoding).send(await page.in(encoding));
    }

    app.get('/', serve);
    app.get('/courseregistration/:id', serve);
  },
);
