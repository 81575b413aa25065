import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The back office's menu, as its users reach it: a drawer behind a button on a phone, always there on a laptop. */

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

/** Opens the menu where it is a drawer and leaves it where it is always there. */
export async function showMenu(page: Page) {
  const openMenu = page.getByRole('button', { name: 'Menü öffnen' });
  if (await openMenu.isVisible()) await openMenu.click();
  await expect(mainNavigation(page).getByRole('link').first()).toBeVisible();
}

/** The areas the menu offers (it is built from the one area table), the menu left open. */
export async function backOfficeAreas(page: Page): Promise<string[]> {
  await page.goto('/be');
  // The toolbar is there once the page is: only then does a missing menu button mean a wide screen.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await showMenu(page);
  return mainNavigation(page).getByRole('link').evaluateAll((elements) => elements.map((element) => element.getAttribute('href')!));
}

/**
 * Follows a link of the loaded app (the menu's when `link` is not given) and waits for the new page's heading.
 * A page load costs a second each time; a link inside the app a third of that.
 */
export async function followLink(page: Page, href: string, link = async () => (await showMenu(page), mainNavigation(page).locator(`a[href="${href}"]`))) {
  const heading = page.getByRole('heading', { level: 1 });
  const previous = await heading.textContent();
  await (await link()).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The route renders once its code is there: until then the previous page's heading stays.
  await expect(heading).not.toHaveText(previous ?? '', { timeout: 15_000 });
  await expect(heading).toBeVisible();
}
