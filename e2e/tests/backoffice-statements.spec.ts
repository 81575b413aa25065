import { bookingReference } from '../../packages/domain/src/booking-reference';
import type { Page } from '@playwright/test';
import { call, expect, signIn, test } from '../fixtures';
import { signUpParent, uniqueTaxCode } from '../parents';
import { camtStatement } from '../statements';

/**
 * Issue 25 part 3: a family books, the office uploads the bank's CAMT.053 statement naming the booking's
 * reference and amount, finds the line matched, books it, and the family page shows the week paid. Issue 38:
 * a transfer nobody can place is set aside with its reason, which stays with the line.
 */

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Opens a page as the account with this token (a full load reads the stored token). */
async function openAs(page: Page, token: string, path: string) {
  await page.goto('/imprint');
  await page.evaluate((value) => localStorage.setItem('summer-weeks.token', value), token);
  await page.goto(path);
}


test('the office imports a statement, finds the transfer matched, books it, and the family sees the week paid', async ({ page, request, adminToken }) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const { data: course } = await call<{ data: { id: number } }>(request, 'post', '/api/course', adminToken, {
    name: `Bankwoche ${suffix}`,
    name_it: `Settimana banca ${suffix}`,
    year: new Date().getFullYear(),
    register_from: isoDay(-10),
    register_to: isoDay(30),
    max_participants: 10,
    bank_name: 'Raiffeisenkasse Bozen',
    bank_iban: 'IT60 X054 2811 1010 0000 0123 456',
  });
  await call(request, 'post', `/api/course/${course.id}/changeActive`, adminToken);
  const { data: week } = await call<{ data: { id: number } }>(request, 'post', '/api/courseWeek', adminToken, {
    course_id: course.id,
    name: `Woche ${suffix}`,
    name_it: `Settimana ${suffix}`,
    from: isoDay(40),
    to: isoDay(44),
    max_participants: 10,
    waiting_list: 2,
    full_day: true,
    price: 135.5,
  });

  // The family books through the API, as the booking dialog sends it.
  const account = await signUpParent(request);
  const token = await signIn(request, account);
  const { data: child } = await call<{ data: { id: number } }>(request, 'post', '/api/my-family/children', token, {
    first_name: 'Mia',
    last_name: 'Huber',
    tax: uniqueTaxCode(),
    lang: 'de',
    phone: '+39 333 1234567',
    school: 'gs_3',
  });
  await call(request, 'post', `/api/send-registration/${course.id}`, token, {
    bookedChildren: [{ children: child.id, courseWeeks: [{ courseWeek: week.id, dayType: 'full_day' }] }],
    emergency_contact1_phone: '+39 333 1111111',
    emergency_contact2_phone: '+39 333 2222222',
  });
  const { data: family } = await call<{ data: { registrations: { booking_id: number; courseWeek: { id: number } }[] } }>(request, 'get', '/api/my-family', token);
  const reference = bookingReference(family.registrations.find((registration) => registration.courseWeek.id === week.id)!.booking_id);

  // The bank's statement: the transfer, its reference typed the way people do.
  const payer = `Huber Lena ${suffix}`;
  const donor = `Spender ${suffix}`;
  const statement = camtStatement([
    { amount: '135.50', payer, text: `Sommerwoche Mia ${reference.toLowerCase().replace(/-/g, ' ')}`, ref: `E2E-${suffix}` },
    { amount: '25.00', payer: donor, text: 'Fuer das Sommerfest', ref: `E2E-D-${suffix}` },
  ]);
  await openAs(page, adminToken, '/be/statements');
  await expect(page.getByRole('heading', { name: 'Kontoauszüge', level: 1 })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: `juli-${suffix}.xml`, mimeType: 'application/xml', buffer: Buffer.from(statement) });
  await expect(page.getByText(`juli-${suffix}.xml: 2 Gutschriften, davon 2 neu (1 mit Referenz`)).toBeVisible();

  // Review: the line is in the matched tab, with the booking it names.
  await expect(page.getByRole('tab', { name: 'Zugeordnet' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(suffix);
  const row = page.getByRole('row', { name: new RegExp(payer) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('135,50 €');
  await expect(row).toContainText(`${reference}: Mia Huber, offen 135,50 €`);
  await row.getByRole('button', { name: 'Buchen' }).click();
  await expect(page.getByText('1 Zahlungen gebucht.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Gebucht' }).click();
  await expect(page.getByRole('row', { name: new RegExp(payer) })).toContainText(`${reference}: Mia Huber, offen 0,00 €`);

  // The donation is no booking's: set aside, only with a reason, which the set-aside tab shows.
  await page.getByRole('tab', { name: 'Ohne Zuordnung' }).click();
  const donation = page.getByRole('row', { name: new RegExp(donor) });
  await donation.getByRole('button', { name: /Beiseitelegen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Zeile beiseitelegen' });
  await dialog.getByRole('button', { name: 'Beiseitelegen' }).click();
  await expect(dialog.getByText('Dieses Feld ist erforderlich.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Grund/ }).fill('Spende für das Sommerfest');
  await dialog.getByRole('button', { name: 'Beiseitelegen' }).click();
  await expect(page.getByText('Die Zeile ist beiseitegelegt.')).toBeVisible();
  await page.getByRole('tab', { name: 'Beiseitegelegt' }).click();
  await expect(page.getByRole('row', { name: new RegExp(donor) })).toContainText('Grund: Spende für das Sommerfest');

  // The family page: the week is paid, nothing is open.
  await openAs(page, token, '/my-family');
  const current = page.getByRole('region', { name: 'Aktuelle Anmeldungen' });
  const registration = current.getByRole('row', { name: /Mia Huber/ });
  // Price and paid 135,50 €, open 0,00 €, and no transfer left to make.
  await expect(registration).toContainText(/135,50\s€.*135,50\s€.*0,00\s€/);
  await expect(current.getByRole('button', { name: /bezahlen/ })).toHaveCount(0);
});
