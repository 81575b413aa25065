import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';

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

test('the home page shows the title and the intro from the options', async ({ page, request }) => {
  const options = await publicOptions(request);
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(options.app_name!);
  await expect(page).toHaveTitle(options.app_name!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 2, name: 'Willkommen' })).toBeVisible();
  await expect(page.locator('.intro')).toHaveText(textOf(options.app_intro!));
  await expect(page.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
});

test('switching to Italian changes the text and the page language, and is remembered', async ({ page, request }) => {
  const options = await publicOptions(request);
  await page.goto('/');

  await page.getByRole('button', { name: 'Italiano' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 2, name: 'Benvenuti' })).toBeVisible();
  await expect(page.locator('.intro')).toHaveText(textOf(options.app_intro_it!));
  await expect(page.getByRole('link', { name: 'Documentazione API' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Lingua' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 2, name: 'Benvenuti' })).toBeVisible();
});

test('the language buttons are reachable with the keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Deutsch' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});
