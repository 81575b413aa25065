import { escapeHtml, type Language, type PageRenderRequest, type PublicPageAddress, type RenderPage } from '@app/domain';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { readFilters, writeFilters } from './features/public-courses/filters';
import { coursePageId, pageQuery, publicPageQueries } from './features/public-courses/prefetch';
import { configureApiClient } from './lib/api-client';
import { RenderLanguage, textsOf, translate } from './lib/i18n';
import { optionsQuery } from './lib/options';
import { createQueryClient } from './lib/query-client';
import type { PageState } from './page-state';

/*
 * The public pages rendered on the server (decision 016): a phone paints the course list or the course from
 * the document itself instead of after the code, the texts and the data have arrived one after the other, and
 * main.tsx hydrates it with the same data. The page is the app itself with the same queries; their requests
 * are answered by the server's own routes, in the language of the page being rendered.
 */

const rendering = new AsyncLocalStorage<PageRenderRequest>();
const current = () => rendering.getStore()!;
configureApiClient({
  language: () => current().language,
  fetch: async (url, init) => {
    const { status, body } = await current().get(url, init.headers as Record<string, string>);
    return new Response(status === 204 ? null : body, { status, headers: { 'content-type': 'application/json' } });
  },
});

/** JSON inside a script element: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const renderPage: RenderPage = (request) => rendering.run(request, () => render(request));

export const publicPageAddress: PublicPageAddress = (url) => {
  const { pathname, searchParams } = new URL(url, 'http://page');
  if (pathname === '/') return withSearch('/', writeFilters(readFilters(searchParams)));
  const id = coursePageId(pathname);
  if (id === null) return null;
  // The course page reads only whether the booking is open.
  return withSearch(`/courseregistration/${id}`, new URLSearchParams(searchParams.get('book') === '1' ? { book: '1' } : {}));
};

const withSearch = (pathname: string, params: URLSearchParams) => (params.size > 0 ? `${pathname}?${params}` : pathname);

async function render({ url, language, template }: PageRenderRequest): Promise<string | null> {
  const pageQueries = publicPageQueries(new URL(url, 'http://page').pathname);
  if (pageQueries.length === 0) return null;
  const client = createQueryClient();
  const queries = [pageQuery(optionsQuery), ...pageQueries];
  try {
    await Promise.all(queries.map((query) => query.fetch(client, { retry: false })));
  } catch {
    // A course that is not public, or a failing read: the phone renders the page itself and shows why.
    return null;
  }
  const texts = await textsOf(language, 'first');
  const html = await renderApp(url, language, client);
  const state: PageState = {
    language,
    texts,
    queries: queries.map(({ queryKey }) => [queryKey, client.getQueryData(queryKey)]),
  };
  const options = client.getQueryData(optionsQuery.queryKey)!;
  const title = options.app_name || translate(language)('app.default_title');
  return template
    // The page is readable without its code: the phone fetches the pictures first, the code behind them.
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('<link rel="icon"', () => `${html.head}<link rel="icon"`)
    .replace(
      /<!--app-->[\s\S]*<!--\/app-->/,
      () => `<div id="root">${html.body}</div><script id="page-state" type="application/json">${scriptJson(state)}</script>`,
    );
}

/** The app at the address, with its styles: only those the page uses, the ones the phone would otherwise insert. */
async function renderApp(url: string, language: Language, client: ReturnType<typeof createQueryClient>) {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const Router = ({ children }: { children: React.ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <RenderLanguage value={language}>
        <App client={client} Router={Router} />
      </RenderLanguage>
    </CacheProvider>,
    // In one piece: React would otherwise move large parts into place with inline scripts, which the page's
    // Content-Security-Policy refuses (script-src 'self'), so they would stay hidden until the code has run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  // React names the pictures the page shows first (<link rel="preload">) at the start of the page: in the
  // head, before the styles and the code, a phone asks for them first.
  const [, preloads = '', body = html] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
  // Every style the render produced, also those of the components' inner layers that no element names: the
  // phone's emotion then finds all of them and inserts none itself (each insertion restyles the whole page).
  const everyStyle = Object.keys(cache.inserted).map((id) => `${cache.key}-${id}`).join(' ');
  return { body, head: preloads + emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(everyStyle)) };
}
