import { expect, test } from '../fixtures';
import { field } from '../parents';

test('a new application name saved on the options page shows in the toolbar at once', async ({ adminPage: page }) => {
  await page.goto('/be/option');
  const nameField = field(page, 'Name der Anwendung');
  const original = await nameField.inputValue();
  const renamed = `Sommer ${Date.now().toString(36)}`;
  await nameField.fill(renamed);
  await page.getByRole('button', { name: 'Speichern: Name der Anwendung' }).click();
  await expect(page.getByRole('banner').getByText(renamed)).toBeVisible();

  await nameField.fill(original);
  await page.getByRole('button', { name: 'Speichern: Name der Anwendung' }).click();
  await expect(page.getByRole('banner').getByText(original, { exact: true })).toBeVisible();
});
