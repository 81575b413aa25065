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

test('the payment reminder tab: the deadline checked, counted and saved, the next run shown, the Italian text previewed with a sample booking', async ({ adminPage: page }) => {
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

  // Before saving, the field says how many families the next run would remind with the typed deadline.
  const count = page.getByRole('status').filter({ hasText: /nächste Lauf|erinnert/ });
  await days.fill('3');
  await expect(count).toHaveText(/^Mit dieser Frist würde der nächste Lauf \(\d\d\.\d\d\.\d{4} \d\d:\d\d\) \d+ Familien? erinnern\./);
  await days.fill('0');
  await expect(count).toHaveText('Ohne Frist (0) wird niemand erinnert.');
  await days.fill('14');

  // The next run's e-mails: the demo's bookings were reminded when they were seeded, today's are not due yet.
  await page.getByRole('button', { name: 'E-Mails des nächsten Laufs ansehen' }).click();
  const nextRun = page.getByRole('dialog', { name: 'Nächster Lauf' });
  await expect(nextRun.getByText(/^Der nächste Lauf \(\d\d\.\d\d\.\d{4} \d\d:\d\d\) erinnert niemanden\.$/)).toBeVisible();
  await nextRun.getByRole('button', { name: 'Schließen' }).click();
  await expect(nextRun).toBeHidden();

  await page.getByRole('button', { name: 'Vorschau: Zahlungserinnerung (italienisch)' }).click();
  const preview = page.getByRole('dialog', { name: 'Vorschau: Zahlungserinnerung (italienisch)' });
  const mail = preview.frameLocator('iframe');
  await expect(mail.getByText(/^Buongiorno Giulia Rossi/)).toBeVisible();
  await expect(mail.getByText(/Marco Rossi, .*: 150,00/)).toBeVisible();
  await preview.getByRole('button', { name: 'Schließen' }).click();
  await expect(preview).toBeHidden();
});
