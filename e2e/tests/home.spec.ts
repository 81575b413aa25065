import type { APIRequestContext } from '@playwright/test';
import { expect, openHomePage, test } from '../fixtures';

async function publicOptions(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/api/options');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { key: string; value: string }[] };
  return Object.fromEntries(data.map(({ key, value }) => [key, value]));
}

/** The visible text of the stored intro, which the page renders as HTML. */
function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

test('the home page shows the name, the intro and the way in for parents', async ({ page, request }) => {
  const options = await publicOptions(request);
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(options.app_name!);
  await expect(page).toHaveTitle(options.app_name!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText(textOf(options.app_intro!).slice(0, 60))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Einloggen oder registrieren' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
});

test('switching to Italian changes the text and the page language, and is remembered', async ({ page, request }) => {
  const options = await publicOptions(request);
  await openHomePage(page);

  await page.getByRole('button', { name: 'Italiano' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByText(textOf(options.app_intro_it!).slice(0, 60))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accedi o registrati' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Note legali' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('link', { name: 'Accedi o registrati' })).toBeVisible();
});

test('the keyboard reaches the skip link, the home link and the language switch', async ({ page }) => {
  await openHomePage(page);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /Startseite/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Deutsch' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});

test('the imprint shows the legal text in the current language', async ({ page }) => {
  await page.goto('/imprint');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Note legali' })).toBeVisible();
});

test('a course opened from far down the list starts at its top', async ({ page }) => {
  await page.goto('/');
  const more = page.getByRole('link', { name: /^Mehr erfahren: / });
  await expect(more.first()).toBeVisible();
  const last = more.last();
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const course = (await last.getAttribute('aria-label'))?.replace(/^Mehr erfahren: /, '') ?? (await last.textContent())!;
  await last.click();
  await expect(page).toHaveURL(/\/courseregistration\/\d+$/);
  // The list stays on screen until the course page is ready (a transition): wait for the course's own heading.
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
