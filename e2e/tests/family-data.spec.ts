import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { field, signInThroughForm, signUpParent, uniqueTaxCode } from '../parents';

/**
 * Issue 26 part 3: on the family page a parent downloads the family's data (the JSON file and the readable
 * page) and deletes the account; the password is asked first, and afterwards it no longer signs in. Issue 38:
 * a paid place of a week to come is asked about (the children still attend, or the place is given up and the
 * office finds the refund on its start page), and the office types the family's name before erasing it.
 */

/** Opens a page as the parent with this token (a full load reads the stored token; later loads do not set it again). */
async function openAs(page: Page, token: string, path: string) {
  await page.goto('/imprint');
  await page.evaluate((value) => localStorage.setItem('summer-weeks.token', value), token);
  await page.goto(path);
}

test('a parent downloads the family data, then deletes the account after the password and cannot sign in again', async ({ page, request }) => {
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

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface DemoCourse {
  id: number;
  name: string;
  custom_field: boolean;
  custom_field_2: boolean;
  custom_field_3: boolean;
  courseWeeks: { id: number; name: string; name_it: string | null; state: string; full: boolean; free_places: number; full_day: boolean }[];
  booking: { possible: boolean };
}

/**
 * A family whose child has a paid place in a week to come: booked into an open week of the demo through the
 * API, and booked as paid by the office.
 */
async function familyWithPaidPlace(request: APIRequestContext, adminToken: string, lastName: string) {
  const account = await signUpParent(request);
  const token = await signIn(request, account);
  const child = await request.post('/api/my-family/children', {
    headers: bearer(token),
    data: { first_name: 'Frida', last_name: lastName, tax: uniqueTaxCode(), lang: 'de', phone: '+39 333 1234567', school: 'gs_3' },
  });
  expect(child.status(), await child.text()).toBe(201);
  const childId = ((await child.json()) as { data: { id: number } }).data.id;
  const list = (await (await request.get('/api/frontend')).json()) as { data: { id: number }[] };
  for (const { id } of list.data) {
    const { data: course } = (await (await request.get(`/api/frontend/${id}`)).json()) as { data: DemoCourse };
    if (!course.booking.possible || course.custom_field || course.custom_field_2 || course.custom_field_3) continue;
    const week = course.courseWeeks.find((candidate) => candidate.state === 'open' && candidate.free_places > 1 && candidate.full_day);
    if (!week) continue;
    const booked = await request.post(`/api/send-registration/${course.id}`, {
      headers: bearer(token),
      data: {
        bookedChildren: [{ children: childId, courseWeeks: [{ courseWeek: week.id, dayType: 'full_day' }] }],
        emergency_contact1_phone: '+39 333 1111111',
        emergency_contact2_phone: '+39 333 2222222',
      },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const family = (await (await request.get('/api/my-family', { headers: bearer(token) })).json()) as { data: { registrations: { id: number; booking_id: number }[] } };
    const [registration] = family.data.registrations;
    const paid = await request.post('/api/peopleCourseWeekRegistration/setPayed', { headers: bearer(adminToken), data: { data: [registration!.id] } });
    expect(paid.status(), await paid.text()).toBe(200);
    return { account, token, week, bookingId: registration!.booking_id };
  }
  throw new Error('the demo data has no open week with free places');
}

const TEXTS = {
  de: {
    deleteButton: 'Konto löschen',
    dialog: 'Konto endgültig löschen?',
    question: /Bezahlte Plätze in kommenden Wochen/,
    release: /^Nein, die Plätze freigeben/,
    password: 'Passwort zur Bestätigung',
    deleted: 'Ihr Konto wurde gelöscht.',
  },
  it: {
    deleteButton: 'Elimina account',
    dialog: "Eliminare definitivamente l'account?",
    question: /Posti pagati nelle prossime settimane/,
    release: /^No, liberare i posti/,
    password: 'Password per conferma',
    deleted: 'Il vostro account è stato eliminato.',
  },
} as const;

for (const lang of ['de', 'it'] as const) {
  test(`a parent with a paid week to come gives the place up when deleting the account, and the office finds the refund (${lang})`, async ({ page, request, adminToken }, testInfo) => {
    const text = TEXTS[lang];
    const { account, token, week, bookingId } = await familyWithPaidPlace(request, adminToken, `Paid${Date.now().toString(36)}`);
    await page.addInitScript((value) => localStorage.setItem('summer-weeks.lang', value), lang);
    await openAs(page, token, '/my-family');
    await page.getByRole('button', { name: text.deleteButton }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    const question = dialog.getByRole('radiogroup', { name: text.question });
    await expect(question).toBeVisible();
    await expect(dialog.getByText(lang === 'it' && week.name_it ? week.name_it : week.name, { exact: false })).toBeVisible();
    await question.getByRole('radio', { name: text.release }).check();
    await field(dialog, text.password).fill(account.password);
    await dialog.getByRole('button', { name: text.deleteButton }).click();
    await expect(page.locator('[data-notification]').filter({ hasText: text.deleted })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The office's to-do holds the refund of the booking; the back office is desktop work.
    const refunds = (await (await request.get('/api/refunds', { headers: bearer(adminToken) })).json()) as { data: { reference: string; amount: number }[] };
    const reference = `SPW-${bookingId}-${String(98 - ((bookingId * 100) % 97)).padStart(2, '0')}`;
    expect(refunds.data.find((refund) => refund.reference === reference)?.amount).toBeGreaterThan(0);
    if (testInfo.project.name !== 'desktop') return;
    await page.evaluate((value) => localStorage.setItem('summer-weeks.token', value), adminToken);
    await page.goto('/be');
    const todo = page.getByRole('region', { name: lang === 'de' ? 'Rückerstattungen' : 'Rimborsi' });
    await expect(todo.getByText(reference, { exact: false })).toBeVisible();
  });
}

test('the office erases a family from the people page after typing its name, keeping its paid place', async ({ page, request, adminToken }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the back office is desktop work');
  const { account } = await familyWithPaidPlace(request, adminToken, `Keep${Date.now().toString(36)}`);
  const people = (await (await request.get(`/api/parent?search=${encodeURIComponent(account.email)}`, { headers: bearer(adminToken) })).json()) as {
    data: { id: number; last_name: string }[];
  };
  const [person] = people.data;
  expect(person).toBeDefined();
  await openAs(page, adminToken, `/be/person/${person!.id}/show`);
  await page.getByRole('button', { name: 'Familie löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daten dieser Familie löschen?' });
  await dialog.getByRole('radiogroup', { name: /Bezahlte Plätze in kommenden Wochen/ }).getByRole('radio', { name: /^Ja, die Kinder nehmen teil/ }).check();
  await field(dialog, 'Familienname zur Bestätigung').fill('Someone else');
  await dialog.getByRole('button', { name: 'Familie löschen' }).click();
  await expect(dialog.getByText('Das ist nicht der Familienname dieser Person.')).toBeVisible();
  await field(dialog, 'Familienname zur Bestätigung').fill(person!.last_name);
  await dialog.getByRole('button', { name: 'Familie löschen' }).click();
  await expect(page.locator('[data-notification]').filter({ hasText: 'Die Daten der Familie wurden gelöscht.' })).toBeVisible();
  await expect(page).toHaveURL(/\/be\/person$/);
});
