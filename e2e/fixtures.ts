import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** The account the e2e server seeds on its empty database (playwright.config.ts passes these on). */
export const ADMIN = { email: 'admin@example.org', password: 'e2e-Admin-password-1' } as const;

/** Signs in through the API, as the web app will, and returns the bearer token. */
export async function signIn(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A call of the API as `token` that must succeed (any 2xx): its JSON answer. */
export async function call<T>(request: APIRequestContext, method: 'get' | 'post' | 'put' | 'delete', path: string, token: string, data?: unknown): Promise<T> {
  const response = await request[method](path, { headers: bearer(token), data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * Closes the message at the top with Escape, as a user does who wants what lies under it: on a phone it spans the
 * toolbar (menu, language, sign-out) until it goes by itself, after 5 s or more for a long line.
 */
export async function closeNotification(page: Page): Promise<void> {
  const notification = page.locator('[data-notification]');
  await expect(notification).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notification).toBeHidden();
}

/**
 * Opens the home page and waits until its code has taken it over: only then do its buttons answer. The document's
 * load does not wait for that: main.tsx takes the page over in a task after the code has been set up (decision
 * 015). The home page's way in, which only the phone knows, replaces its placeholder then (the toolbar's sign-in
 * link is in the server's page already, so a course page has no such sign).
 */
export async function openHomePage(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Einloggen oder registrieren' })).toBeVisible();
}

/** Puts a token where the web app keeps it, before any page script runs. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('summer-weeks.token', value), token);
}

export const test = base.extend<{ adminToken: string; adminPage: Page }>({
  adminToken: async ({ request }, provide) => {
    await provide(await signIn(request, ADMIN));
  },
  /** A page of the Superadmin, signed in. */
  adminPage: async ({ page, adminToken }, provide) => {
    await useToken(page, adminToken);
    await provide(page);
  },
});

export { expect };
