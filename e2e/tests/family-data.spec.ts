import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { field, signInThroughForm, signUpParent, uniqueTaxCode } from '../parents';

/**
 * Issue 26 part 3: on the family page a parent downloads the family's data (the JSON file and the readable
 * page) and deletes the account; the password is asked first, and afterwards it no longer signs in.
 */

/** Opens a page as the parent with this token (a full load reads the stored token; later loads do not set it again). */
async function openAs(page: Page, token: string, path: string) {
  await page.goto('/imprint');
  await page.evaluate((value) => localStorage.setItem('summer-weeks.token', value), token);
  await page.goto(path);
}

test('a parent downloads the family data, then deletes the account after the password and cannot sign in again', async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = await signUpParent(request);
  const token = await signIn(request, account);
  const childName = `Frida${Date.now().toString(36)}`;
  const child = await request.post('/api/my-family/children', {
    headers: { authorization: `Bearer ${token}` },
    data: { first_name: childName, last_name: 'Huber', tax: uniqueTaxCode(), lang: 'de', phone: '+39 333 1234567', school: 'gs_3' },
  });
  expect(child.status(), await child.text()).toBe(201);

  await openAs(page, token, '/my-family');
  const section = page.getByRole('region', { name: 'Meine Daten' });
  await expect(section).toBeVisible();

  const [json] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Daten herunterladen (JSON)' }).click()]);
  expect(json.suggestedFilename()).toMatch(/^Familiendaten_\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as { parent: { account: { email: string } }; children: { first_name: string }[] };
  expect(data.parent.account.email).toBe(account.email);
  expect(data.children.map((entry) => entry.first_name)).toEqual([childName]);

  const [html] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Daten zum Lesen herunterladen (HTML)' }).click()]);
  expect(html.suggestedFilename()).toMatch(/\.html$/);
  expect(await readFile((await html.path())!, 'utf8')).toContain(childName);

  // The password is asked first: a wrong one is refused on the field.
  await section.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto endgültig löschen?' });
  await field(dialog, 'Passwort zur Bestätigung').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Konto löschen' }).click();
  await expect(dialog.getByText('Das aktuelle Passwort ist nicht richtig.')).toBeVisible();

  await field(dialog, 'Passwort zur Bestätigung').fill(account.password);
  await dialog.getByRole('button', { name: 'Konto löschen' }).click();
  await expect(page.locator('[data-notification]').filter({ hasText: 'Ihr Konto wurde gelöscht.' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('summer-weeks.token'))).toBeNull();

  // Signed out for good: the address and password no longer sign in.
  await page.goto('/login');
  await signInThroughForm(page, account);
  await expect(page.getByText('Login-Daten ungültig', { exact: false })).toBeVisible();
});
