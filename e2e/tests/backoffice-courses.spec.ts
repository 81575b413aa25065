import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { field, PICTURE } from '../parents';

/** The list's status select ("Aktive", "Inaktive", "Alle") and the search narrowed to one course. */
async function showInList(page: Page, name: string, status: 'Aktive' | 'Inaktive' | 'Alle') {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(name);
}

/** A course row's action from its "more" menu (edit and show are the row's buttons). */
async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Weitere Aktionen: ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function typeDate(page: Page, label: string, date: string) {
  await page.getByRole('dialog').getByRole('group', { name: new RegExp(`^${label}`) }).click();
  await page.keyboard.type(date.replaceAll('.', ''));
}

async function addWeek(page: Page, week: { name: string; from: string; to: string; halfDay?: string; fullDay?: string }) {
  await page.getByRole('button', { name: 'Neue Woche' }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Name (deutsch)').fill(week.name);
  await field(dialog, 'Name (italienisch)').fill(`${week.name} IT`);
  await typeDate(page, 'Von', week.from);
  await typeDate(page, 'Bis', week.to);
  const halfDay = dialog.getByRole('checkbox', { name: 'Halbtags' });
  const fullDay = dialog.getByRole('checkbox', { name: 'Ganztags' });
  if (week.halfDay) {
    await halfDay.check();
    await field(dialog, 'Preis (Halbtags)').fill(week.halfDay);
  } else {
    await halfDay.uncheck();
  }
  if (week.fullDay) {
    await fullDay.check();
    await field(dialog, 'Preis (Ganztags)').fill(week.fullDay);
  } else {
    await fullDay.uncheck();
  }
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
}

test('staff builds a course with two weeks and an image, copies it and switches it inactive', async ({ adminPage: page }) => {
  const name = `E2E Kletterwoche ${Date.now().toString(36)}`;
  await page.goto('/be/course/create');
  await field(page, 'Name (deutsch)').fill(name);
  await field(page, 'Name (italienisch)').fill(`${name} IT`);
  await page.getByRole('tab', { name: /Anmeldung/ }).click();
  await field(page, 'Maximale Teilnehmerzahl').fill('12');
  await page.getByRole('tab', { name: /Texte/ }).click();
  await page.getByLabel('Bild', { exact: true }).setInputFiles(PICTURE);
  await expect(page.getByRole('img', { name: PICTURE.name })).toBeVisible();
  await page.getByRole('tab', { name: /Zahlung/ }).click();
  await field(page, 'Bank').fill('Raiffeisenkasse Bozen');
  await field(page, 'IBAN').fill('IT60 X054 2811 1010 0000 0123 456');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page).toHaveURL(/\/be\/course$/);

  // New courses start inactive.
  await showInList(page, name, 'Inaktive');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Bearbeiten: ${name}` }).click();
  await expect(page.getByRole('tab', { name: /Texte/ })).toBeVisible();
  await page.getByRole('tab', { name: /Texte/ }).click();
  await expect(page.getByRole('img', { name: PICTURE.name })).toBeVisible();

  await page.getByRole('tab', { name: /Wochen/ }).click();
  await addWeek(page, { name: 'Woche 1', from: '05.07.2027', to: '09.07.2027', halfDay: '80', fullDay: '140' });
  await addWeek(page, { name: 'Woche 2', from: '12.07.2027', to: '16.07.2027', fullDay: '150' });
  await expect(page.getByRole('cell', { name: '80,00 €' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '150,00 €' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'nicht angeboten' })).toBeVisible();

  await page.goto('/be/course');
  await showInList(page, name, 'Inaktive');
  await rowAction(page, name, 'Aktivieren');
  await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
  await showInList(page, name, 'Aktive');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  await rowAction(page, name, 'Kopieren');
  await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
  await showInList(page, `${name} (Kopie)`, 'Inaktive');
  await expect(page.getByRole('link', { name: `${name} (Kopie)`, exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Bearbeiten: ${name} (Kopie)` }).click();
  await page.getByRole('tab', { name: /Wochen/ }).click();
  await expect(page.getByRole('cell', { name: 'Woche 2', exact: true })).toBeVisible();

  await page.goto('/be/course');
  await showInList(page, name, 'Aktive');
  await rowAction(page, name, 'Deaktivieren');
  await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Keine Daten vorhanden')).toBeVisible();
  await showInList(page, name, 'Alle');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
});
