import { ADMIN, closeNotification, expect, test } from '../fixtures';
import { latestMailTo, linkFor } from '../mail';
import { drawSignature, field, signUpParent, signInThroughForm, uniqueEmail, uniqueTaxCode } from '../parents';

const INVALID_LOGIN = 'Login-Daten ungültig - Email und Password prüfen';

test('a visitor signs up through the form, lands on the family page, signs out and in again', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/register');
  await field(page, 'Vorname').fill('Anna');
  await field(page, 'Nachname').fill('Rossi');
  await field(page, 'Steuernummer').fill(uniqueTaxCode().toLowerCase());
  await expect(field(page, 'Geburtsdatum')).toHaveValue('23.08.1985');
  await expect(field(page, 'Geschlecht')).toHaveValue('weiblich');
  await field(page, 'PLZ').fill('39100');
  await field(page, 'Ort').fill('Bozen');
  await field(page, 'Straße und Hausnummer').fill('Lauben 12');
  await field(page, 'Telefon').fill('+39 333 7654321');
  await field(page, 'E-Mail').fill(email);
  await field(page, 'Passwort').fill('summer-password-1');
  await field(page, 'Passwort wiederholen').fill('summer-password-1');
  await page.getByLabel('Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.').check();
  await page.getByRole('radio', { name: 'Ja' }).check();
  await drawSignature(page, /unterschreiben Sie im schwarzen Feld/);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();

  await expect(page).toHaveURL(/\/my-family$/);
  await expect(page.getByText('Ihr Konto wurde erstellt. Willkommen!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Familie' })).toBeVisible();
  // The family page starts at its top, not where the long form was left.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  await closeNotification(page);
  await page.getByRole('button', { name: 'Ausloggen' }).click();
  await expect(page.getByRole('link', { name: 'Einloggen', exact: true })).toBeVisible();

  await page.goto('/login');
  await signInThroughForm(page, { email, password: 'a-wrong-password' });
  await expect(page.getByText(INVALID_LOGIN)).toBeVisible();
  await signInThroughForm(page, { email, password: 'summer-password-1' });
  await expect(page).toHaveURL(/\/my-family$/);
  await expect(page.getByRole('button', { name: 'Ausloggen' })).toBeVisible();
});

test('the sign-up refuses a missing signature, privacy acceptance and an invalid tax code; a valid code fills birth and gender', async ({ page }) => {
  await page.goto('/register');
  await field(page, 'Steuernummer').fill('VRNGNY07D68C351V');
  await expect(field(page, 'Geburtsdatum')).toHaveValue('28.04.2007');
  await expect(field(page, 'Geschlecht')).toHaveValue('weiblich');

  await field(page, 'Steuernummer').fill('VRNGNY07D68C351K');
  await expect(field(page, 'Geburtsdatum')).toHaveValue('');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();

  await expect(page.getByText('Bitte die eingegebene Steuernummer prüfen, sie scheint ungültig zu sein.').first()).toBeVisible();
  await expect(page.getByText('Bitte die Datenschutzbestimmungen akzeptieren.')).toBeVisible();
  await expect(
    page.getByText('Unterschrift fehlt! Bitte im Bereich Datenschutz im schwarzen Feld unterschreiben oder Ihren vollen Namen eintippen.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('forgot and reset: the link from the e-mail sets a new password once', async ({ page, request }) => {
  const account = await signUpParent(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  // The login page stays visible while the next page's code loads: type only once that page is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible();
  await field(page, 'E-Mail').fill(account.email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page).toHaveURL(/\/login$/);

  let link: string | undefined;
  await expect.poll(() => (link = linkFor(account.email)), { timeout: 15_000 }).toBeTruthy();
  await page.goto(link!);
  await field(page, 'Neues Passwort').fill('second-password-2');
  await field(page, 'Neues Passwort wiederholen').fill('second-password-2');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, { email: account.email, password: account.password });
  await expect(page.getByText(INVALID_LOGIN)).toBeVisible();
  await signInThroughForm(page, { email: account.email, password: 'second-password-2' });
  await expect(page.getByRole('button', { name: 'Ausloggen' })).toBeVisible();
  await closeNotification(page);
  await page.getByRole('button', { name: 'Ausloggen' }).click();

  await page.goto(link!);
  await field(page, 'Neues Passwort').fill('third-password-3');
  await field(page, 'Neues Passwort wiederholen').fill('third-password-3');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Dieser Link wurde bereits verwendet.')).toBeVisible();
});

test('a parent moves the sign-in address: the password, then the link opened signed in; the old address is told', async ({ page, request }) => {
  const account = await signUpParent(request);
  await page.goto('/login');
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/my-family$/);
  await page.getByRole('button', { name: 'Elterndaten bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Elterndaten bearbeiten' });
  const newEmail = uniqueEmail();
  await field(dialog, 'E-Mail').fill(newEmail);
  await field(dialog, 'Aktuelles Passwort').fill(account.password);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Neue Login-Adresse ${newEmail}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: account.email })).toBeVisible();

  let link: string | undefined;
  await expect.poll(() => (link = linkFor(newEmail, '/confirm-email')), { timeout: 15_000 }).toBeTruthy();
  // Opened where nobody is signed in: the page asks for the sign-in first and comes back to the link.
  await closeNotification(page);
  await page.getByRole('button', { name: 'Ausloggen' }).click();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInThroughForm(page, account);
  // The page says what the link does; only the button does it.
  await expect(page.getByText(`${newEmail} als neue Login-Adresse übernehmen?`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText(`Ihre Login-Adresse ist jetzt ${newEmail}. Andere Geräte wurden ausgeloggt.`)).toBeVisible();
  await page.getByRole('link', { name: 'Zu meiner Familie' }).click();
  await expect(page.getByRole('cell', { name: newEmail })).toBeVisible();
  await expect.poll(() => latestMailTo(account.email)?.html.includes(newEmail), { timeout: 15_000 }).toBe(true);
});

test('in Italian the page and the server messages are Italian', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accesso' })).toBeVisible();
  await field(page, 'E-mail').fill('nobody@example.org');
  await field(page, 'Password').fill('whatever-password');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText('Dati di accesso non validi - controllare e-mail e password')).toBeVisible();
});

test('staff signing in land on the back-office dashboard, not on the public start page', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/be$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // On a phone the menu is a drawer behind its button.
  const openMenu = page.getByRole('button', { name: 'Menü öffnen' });
  if (await openMenu.isVisible()) await openMenu.click();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Übersicht', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('guards: guests are sent to the login and back, signed-in users past it, parents away from the back office', async ({ page, request }) => {
  const account = await signUpParent(request);

  await page.goto('/my-family');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-family$/);
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/my-family$/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/my-family$/);

  await page.goto('/be');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
});
