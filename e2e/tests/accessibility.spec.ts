import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from '../accessibility';
import { backOfficeAreas, followLink } from '../backoffice';
import { expect, openHomePage, signIn, test, useToken } from '../fixtures';
import { field, signUpParent, uniqueEmail, uniqueTaxCode } from '../parents';

async function expectAccessible(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page), path).toEqual([]);
}

for (const path of ['/', '/login', '/register', '/password/forgot', '/imprint', '/privacy-notice', '/no/such/page']) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await expectAccessible(page, path);
  });
}

test('the language buttons are named by what they show', async ({ page }) => {
  await openHomePage(page);
  const languages = page.getByRole('group', { name: 'Sprache' });
  await expect(languages.getByRole('button', { name: /^DE\b/ })).toHaveAttribute('aria-pressed', 'true');
  await languages.getByRole('button', { name: /^IT\b/ }).click();
  await expect(page.getByRole('group', { name: 'Lingua' }).getByRole('button', { name: /^IT\b/ })).toHaveAttribute('aria-pressed', 'true');
});

test('a course page has no serious accessibility violation, with every state of a week shown', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/frontend')).json()) as { data: { id: number }[] };
  const courses = await Promise.all(
    data.map(async ({ id }) => ((await (await request.get(`/api/frontend/${id}`)).json()) as { data: { id: number; courseWeeks: unknown[] } }).data),
  );
  // The course with the most weeks shows the most availability chips (open, waiting list, full).
  const course = courses.sort((a, b) => b.courseWeeks.length - a.courseWeeks.length)[0]!;
  await page.goto(`/courseregistration/${course.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a parent's pages have no serious accessibility violation", async ({ page, request }) => {
  const token = await signIn(request, await signUpParent(request));
  await useToken(page, token);
  for (const path of ['/my-family', '/confirmations', '/user-profile']) await expectAccessible(page, path);
});

test('every back-office page, its menu and a form have no serious accessibility violation', async ({ adminPage: page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the back office is desktop work');
  const areas = await backOfficeAreas(page);
  expect(areas.length).toBeGreaterThan(5);
  const forms = ['/be/course/create', '/be/person/create', '/be/child/create', '/be/users/create'];
  // The budget grows with the menu: a page takes 1-4 s alone (axe's check is most of it) and three times that
  // while the PostgreSQL checks run beside; a fixed 120 s ran out at the 15th of 16 areas once the menu had grown.
  test.setTimeout(30_000 + 15_000 * (areas.length + forms.length));
  // The menu with the dashboard, then every area through the menu, and the forms through their lists' buttons.
  expect(await seriousViolations(page)).toEqual([]);
  for (const href of areas.filter((area) => area !== '/be')) {
    await followLink(page, href);
    expect(await seriousViolations(page), href).toEqual([]);
    const form = forms.find((path) => path === `${href}/create`);
    if (!form) continue;
    await followLink(page, form, async () => page.locator(`main a[href="${form}"]`));
    expect(await seriousViolations(page), form).toEqual([]);
    forms.splice(forms.indexOf(form), 1);
  }
  expect(forms, 'forms the menu led to').toEqual([]);
});

test("a parent's page with children and a course's page with its registrations have no serious accessibility violation", async ({ adminPage: page, request, adminToken }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the back office is desktop work');
  // The demo's family with two children (the chips), and the football camp with paid, partly paid and unpaid places.
  await expectAccessible(page, `/be/person/${await personId(request, adminToken, 'anna.gruber@example.org')}/show`);
  await expect(page.getByRole('link', { name: 'Lena Gruber' })).toBeVisible();
  const { data: courses } = (await (await request.get('/api/frontend')).json()) as { data: { id: number; name: string }[] };
  await expectAccessible(page, `/be/course/${courses.find((course) => course.name === 'Fußball-Camp')!.id}/show`);
  await expect(page.getByRole('img', { name: /^Teilweise bezahlt: / }).first()).toBeVisible();
});

test('the back-office menu fits beside the content at 1280 x 800; on a lower window it scrolls under a shadow, every entry reached with the keyboard', async ({ adminPage: page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the permanent menu of a desktop');
  const links = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link');
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' }).locator('..');
  await backOfficeAreas(page);
  const last = await links.last().boundingBox();
  expect(last!.y + last!.height).toBeLessThanOrEqual(800);

  await page.setViewportSize({ width: 1280, height: 560 });
  expect(await menu.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
  // The shadow that shows entries below the edge: browsers that hide scrollbars until one scrolls give no other sign.
  expect(await menu.evaluate((box) => getComputedStyle(box).backgroundImage)).toContain('radial-gradient');
  await links.first().focus();
  for (let count = await links.count(); count > 1; count--) await page.keyboard.press('Tab');
  await expect(links.last()).toBeFocused();
  await expect(links.last()).toBeInViewport({ ratio: 1 });
});

test('the back-office menu on a phone is a well-formed list in its drawer', async ({ adminPage: page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'sets the phone size itself: once is enough');
  await page.setViewportSize({ width: 390, height: 844 });
  await backOfficeAreas(page);
  const drawer = page.locator('.MuiDrawer-paper');
  // Every menu link sits in a list item of the menu's list.
  const stray = await drawer.locator('a').evaluateAll((links) => links.filter((link) => link.parentElement?.tagName !== 'LI' || link.closest('ul') === null).length);
  expect(stray).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});

async function personId(request: APIRequestContext, adminToken: string, email: string): Promise<number> {
  const response = await request.get(`/api/parent?search=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${adminToken}` } });
  const { data } = (await response.json()) as { data: { id: number }[] };
  return data[0]!.id;
}

test('a parent signs up with the keyboard alone, typing the full name as signature, which the office sees', async ({ page, request, adminToken }, testInfo) => {
  const email = uniqueEmail();
  await page.goto('/register');
  const type = async (label: string, text: string) => {
    await field(page, label).focus();
    await page.keyboard.type(text);
  };
  await type('Vorname', 'Anna Maria');
  await type('Nachname', 'Rossi');
  await type('Steuernummer', uniqueTaxCode());
  await type('PLZ', '39100');
  await type('Ort', 'Bozen');
  await type('Straße und Hausnummer', 'Lauben 12');
  await type('Telefon', '+39 333 7654321');
  await type('E-Mail', email);
  await type('Passwort', 'summer-password-1');
  await type('Passwort wiederholen', 'summer-password-1');
  await page.getByLabel('Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.').focus();
  await page.keyboard.press('Space');
  await page.getByRole('radio', { name: 'Nein' }).focus();
  await page.keyboard.press('Space');

  // The way to sign: from the pad to the typed name with an arrow key, as radio buttons go.
  const ways = page.getByRole('group', { name: 'Unterschrift' });
  await ways.getByRole('radio', { name: 'Im Feld unterschreiben (Maus oder Finger)' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(ways.getByRole('radio', { name: 'Namen eintippen (etwa mit der Tastatur)' })).toBeChecked();
  await expect(page.getByRole('img', { name: /unterschreiben Sie im schwarzen Feld/ })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(field(page, 'Ihr vollständiger Name als Unterschrift')).toBeFocused();
  await page.keyboard.type('Anna Maria Rossi');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('typed-signature.png'), fullPage: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-family$/);

  await useToken(page, adminToken);
  await page.goto(`/be/person/${await personId(request, adminToken, email)}/show`);
  await expect(page.getByRole('heading', { level: 1, name: 'Anna Maria Rossi' })).toBeVisible();
  await expect(page.getByText('Anna Maria Rossi', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('(als Name eingetippt)')).toBeVisible();
});
