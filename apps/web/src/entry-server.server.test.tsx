import type { PageRenderRequest } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { publicPageAddress, renderPage } from './entry-server';
import type { PageState } from './page-state';

/*
 * The renderer of the public pages as the server runs it (Node, no DOM), with the answers the server's API
 * routes would give. The server's side (language, keeping a page, the fallback) is tested end to end in
 * e2e/tests/rendered-pages.spec.ts.
 */

const TEMPLATE = `<!doctype html><html lang="de"><head><title>Sommerprojektwochen</title><link rel="icon" href="/favicon.svg" /><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><!--app--><div id="root"><div class="boot"></div></div><!--/app--></body></html>`;
const HOSTILE = `Camp $' $& </title><script>alert(1)</script>`;
const course = {
  id: 7,
  name: 'Fußball',
  name_it: 'Calcio',
  description: '<p>Viel Spaß</p>',
  description_it: '<p>Buon divertimento</p>',
  image: null,
  from: '2027-07-05',
  to: '2027-07-09',
  location: null,
  course_type: null,
};
const answers: Record<string, [number, unknown]> = {
  '/api/options': [200, { data: [{ key: 'app_name', value: HOSTILE }] }],
  '/api/frontend?itemsPerPage=-1': [200, { data: [course], meta: { total: 1 }, course_types: [], locations: [] }],
  '/api/frontend/8': [404, { message: 'Nicht gefunden' }],
};

function request(url: string, language: 'de' | 'it' = 'de') {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const get: PageRenderRequest['get'] = async (path, headers) => {
    asked.push({ url: path, headers });
    const [status, body] = answers[path] ?? [404, { message: 'no route' }];
    return { status, body: JSON.stringify(body) };
  };
  return { request: { url, language, template: TEMPLATE, get }, asked };
}

const stateOf = (html: string) => JSON.parse(/<script id="page-state" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as PageState;

describe('renderPage', () => {
  it('renders the course list into the document, with its styles, language, texts and data for the takeover', async () => {
    const { request: italian, asked } = request('/', 'it');
    const html = (await renderPage(italian))!;

    expect(html).toContain('<html lang="it">');
    expect(html).toMatch(/<div id="root">.*<h2[^>]*>Calcio<\/h2>/s);
    expect(html).toContain('Tutti i tipi di corso');
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(asked.every(({ headers }) => headers['api-lang'] === 'it' && headers.authorization === undefined)).toBe(true);
    const state = stateOf(html);
    expect(state.language).toBe('it');
    expect(state.texts).toHaveProperty('publicCourses');
    expect(state.queries.map(([key]) => key)).toEqual([['options'], ['frontend']]);
  });

  it("keeps what staff typed inside the title and the data, where no markup or replacement pattern can escape", async () => {
    const html = (await renderPage(request('/').request))!;

    expect(html).toContain(`<title>Camp $&#39; $&amp; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>`);
    expect(html).not.toContain('<script>alert(1)');
    expect(stateOf(html).queries[0]![1]).toMatchObject({ app_name: HOSTILE });
  });

  it('renders nothing for a course that is not public or an address that is no public page', async () => {
    expect(await renderPage(request('/courseregistration/8').request)).toBeNull();
    expect(await renderPage(request('/login').request)).toBeNull();
  });

  it('renders pages in both languages at once without mixing them', async () => {
    const [german, italian] = await Promise.all([renderPage(request('/').request), renderPage(request('/', 'it').request)]);
    expect(german).toContain('Alle Kursarten');
    expect(german).not.toContain('Tutti i tipi di corso');
    expect(italian).toContain('Tutti i tipi di corso');
    expect(italian).not.toContain('Alle Kursarten');
  });
});

describe('publicPageAddress', () => {
  it('keeps the path and the parameters the page reads, so tracking parameters cost no render of their own', () => {
    expect(publicPageAddress('/?fbclid=abc&location=4&type=2&location=x')).toBe('/?type=2&location=4');
    expect(publicPageAddress('/?gclid=1')).toBe('/');
    expect(publicPageAddress('/courseregistration/007?book=1&utm_source=mail')).toBe('/courseregistration/7?book=1');
    expect(publicPageAddress('/courseregistration/7?book=0')).toBe('/courseregistration/7');
  });

  it('is null for an address that is no public page', () => {
    expect(publicPageAddress('/login')).toBeNull();
    expect(publicPageAddress('/courseregistration/abc')).toBeNull();
    expect(publicPageAddress('/courseregistration/-1')).toBeNull();
  });
});
