import type { APIRequestContext, Browser, BrowserContextOptions } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * The public pages come rendered from the server (decision 016): a phone shows the course list and a course
 * before any code has run, and the code then takes the page over instead of rendering it again.
 */

interface Week {
  name: string;
}
interface Course {
  id: number;
  name: string;
  name_it: string;
  courseWeeks: Week[];
}

async function firstCourse(request: APIRequestContext, lang = 'de'): Promise<Course> {
  const list = (await (await request.get('/api/frontend?itemsPerPage=-1')).json()) as { data: { id: number }[] };
  const id = list.data[0]!.id;
  return ((await (await request.get(`/api/frontend/${id}`, { headers: { 'api-lang': lang } })).json()) as { data: Course }).data;
}

/** A browser without JavaScript: what it shows came from the server alone. */
async function withoutJavaScript(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test('without JavaScript the home page lists the courses and a course page shows its weeks', async ({ browser, request, baseURL }) => {
  const course = await firstCourse(request);
  const { context, page } = await withoutJavaScript(browser, { baseURL });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: course.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alle Kursarten' })).toBeVisible();

  await page.goto(`/courseregistration/${course.id}`);
  await expect(page).toHaveTitle(/\S/);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  // A table on a desktop, cards on a phone: the screen's width chooses, with no code.
  const weeks = page.getByRole('table', { name: 'Wochen' }).or(page.getByRole('list', { name: 'Wochen' }));
  await expect(weeks.getByText(course.courseWeeks[0]!.name, { exact: true })).toBeVisible();
  // Only the page's code (the libraries' file and the app's) and its data: no inline script, which the
  // Content-Security-Policy would refuse anyway.
  const scripts = await page
    .locator('script')
    .evaluateAll((elements) => elements.map((element) => `${element.getAttribute('type')} ${element.hasAttribute('src') ? 'file' : 'inline'}`));
  expect(scripts.sort()).toEqual(['application/json inline', 'module file', 'module file']);
  await context.close();
});

test("a public page is rendered in the visitor's chosen language, else in the browser's", async ({ browser, request, baseURL }) => {
  const course = await firstCourse(request, 'it');
  const italianBrowser = await withoutJavaScript(browser, { baseURL, locale: 'it-IT' });
  await italianBrowser.page.goto(`/courseregistration/${course.id}`);
  await expect(italianBrowser.page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(italianBrowser.page.getByRole('heading', { level: 1, name: course.name_it || course.name })).toBeVisible();
  await expect(italianBrowser.page.getByRole('link', { name: 'Alla panoramica' })).toBeVisible();

  // German chosen on this device earlier (the web app's cookie) wins over the Italian browser.
  await italianBrowser.context.addCookies([{ name: 'summer-weeks.lang', value: 'de', url: baseURL! }]);
  await italianBrowser.page.goto('/');
  await expect(italianBrowser.page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(italianBrowser.page.getByRole('button', { name: 'Alle Kursarten' })).toBeVisible();
  await italianBrowser.context.close();
});

test('the code takes the rendered page over without rendering it again, and then answers', async ({ page, request }) => {
  const course = await firstCourse(request);
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  // The elements of the server's document, kept to see whether they are still the page's once the code ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { served: Element[] }).served = Array.from(document.querySelectorAll('#root *'));
    });
  });
  const replaced = () =>
    page.evaluate(() => (window as unknown as { served: Element[] }).served.filter((element) => !element.isConnected).map((element) => element.className));

  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('link', { name: 'Einloggen oder registrieren' })).toBeVisible();
  // Only the placeholder of the way in, which the server cannot know (the sign-in is stored on the phone).
  expect(await replaced()).toEqual([expect.stringMatching(/MuiSkeleton/)]);

  await page.goto(`/courseregistration/${course.id}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  expect(await replaced()).toEqual([]);
  expect(problems).toEqual([]);

  // Taken over: the language switch works on the rendered page.
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByRole('link', { name: 'Alla panoramica' })).toBeVisible();
});

test('a language stored on the phone before the server knew it is taken up after the takeover, not over it', async ({ page, request, context }) => {
  const course = await firstCourse(request);
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  // Italian chosen on this phone before the cookie existed: the server renders German.
  await page.addInitScript(() => {
    if (!document.cookie.includes('summer-weeks.lang')) localStorage.setItem('summer-weeks.lang', 'it');
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { served: Element[] }).served = Array.from(document.querySelectorAll('#main h1'));
    });
  });

  const response = await page.goto(`/courseregistration/${course.id}`, { waitUntil: 'networkidle' });
  expect(await response!.text()).toContain('<html lang="de">');
  await expect(page.getByRole('link', { name: 'Alla panoramica' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  // The heading the server sent is still the page's: the switch changed its words, it did not render anew.
  expect(await page.evaluate(() => (window as unknown as { served: Element[] }).served.every((element) => element.isConnected))).toBe(true);
  expect(problems).toEqual([]);
  // And the next page comes from the server in Italian.
  expect((await context.cookies()).find((cookie) => cookie.name === 'summer-weeks.lang')?.value).toBe('it');
});
