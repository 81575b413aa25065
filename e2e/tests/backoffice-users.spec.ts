import { expect, test } from '../fixtures';
import { field, signInThroughForm } from '../parents';

test('the Superadmin creates a Staff user, who signs in and finds no user management', async ({ adminPage: page, browser }, testInfo) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `staff-${suffix}@example.org`;
  const name = `E2E Staff ${suffix}`;
  await page.goto('/be/users/create');
  await field(page, 'Name').fill(name);
  await field(page, 'E-Mail').fill(email);
  await page.getByRole('combobox', { name: 'Rollen' }).click();
  await page.getByRole('option', { name: 'Staff', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();

  // No password typed: the server generated one, shown this once.
  const dialog = page.getByRole('dialog', { name: 'Erzeugtes Passwort' });
  const password = await dialog.getByLabel('Passwort').inputValue();
  expect(password.length).toBeGreaterThanOrEqual(12);
  await dialog.getByRole('button', { name: 'Fertig' }).click();
  await expect(page).toHaveURL(/\/be\/users$/);
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(email);
  // Other specs create Staff users too: the role is read on this user's own row.
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: email }) });
  await expect(row.getByRole('cell', { name: 'Staff', exact: true })).toBeVisible();

  // The role lists its users, each leading to the user form.
  await page.goto('/be/roles');
  await page.getByRole('link', { name: 'Bearbeiten: Staff' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/be\/users\/\d+$/);

  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const staff = await context.newPage();
  await staff.goto('/login?redirect=%2Fbe');
  await signInThroughForm(staff, { email, password });
  await expect(staff).toHaveURL(/\/be$/);
  const navigation = staff.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navigation.getByRole('link', { name: 'Kurse', exact: true })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Benutzer', exact: true })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Rollen', exact: true })).toHaveCount(0);
  await staff.goto('/be/users');
  await expect(staff).toHaveURL(/\/403$/);
  await staff.goto('/be/roles/create');
  await expect(staff).toHaveURL(/\/403$/);
  await context.close();
});
