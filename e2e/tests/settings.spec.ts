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

test('the payment reminder tab: the deadline checked and saved, the Italian text previewed with a sample booking', async ({ adminPage: page }) => {
  await page.goto('/be/option?tab=reminder');
  const days = field(page, 'Zahlungsfrist (Tage nach der Bestätigung, 0 = keine Frist und keine Erinnerung)');
  const save = page.getByRole('button', { name: /^Speichern: Zahlungsfrist/ });
  await expect(days).toHaveValue('14');
  await days.fill('400');
  await save.click();
  await expect(page.getByText('Der Wert darf höchstens 365 sein.')).toBeVisible();
  await days.fill('21');
  await save.click();
  await expect(page.getByText('Die Einstellung ist gespeichert.')).toBeVisible();
  await page.reload();
  await expect(days).toHaveValue('21');
  await days.fill('14');
  await save.click();
  await expect(days).toHaveValue('14');

  await page.getByRole('button', { name: 'Vorschau: Zahlungserinnerung (italienisch)' }).click();
  const preview = page.getByRole('dialog', { name: 'Vorschau: Zahlungserinnerung (italienisch)' });
  const mail = preview.frameLocator('iframe');
  await expect(mail.getByText(/^Buongiorno Giulia Rossi/)).toBeVisible();
  await expect(mail.getByText(/Marco Rossi, .*: 150,00/)).toBeVisible();
  await preview.getByRole('button', { name: 'Schließen' }).click();
  await expect(preview).toBeHidden();
});
