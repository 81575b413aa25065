import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { bookingReference } from '../../packages/domain/src/booking-reference';
import { drawSignature, field, uniqueEmail, uniqueTaxCode } from '../parents';
import { backOfficeAreas, followLink } from '../backoffice';
import { openOffer } from '../offers';
import { camtStatement, uploadStatement } from '../statements';

// What a new user trips over (issue 15), on a laptop and on a phone: this spec runs in the desktop project
// at 1280x800 and in the phone project at 390x844.
test.beforeEach(async ({ page }, testInfo) => {
  await page.setViewportSize(testInfo.project.name === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 });
});

const notification = (page: Page) => page.locator('[data-notification]');

/** What keeps an open menu's entries from a user: an entry not wholly in the viewport, or covered where it is clicked. */
async function menuProblems(page: Page): Promise<string[]> {
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  // Measured once the menu has grown to its size: no animation runs on it any more. (Waiting for each animation's
  // `finished` failed with an AbortError when the transition was cancelled and started again.)
  await expect.poll(() => items.first().evaluate((item) => item.closest('[role="menu"]')!.parentElement!.getAnimations().length)).toBe(0);
  return items.evaluateAll((elements) =>
    elements.flatMap((item) => {
      const box = item.getBoundingClientRect();
      const name = `"${item.textContent}"`;
      if (box.width === 0 || box.height === 0) return [`${name}: not visible`];
      if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight) return [`${name}: not wholly in view`];
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit && item.contains(hit) ? [] : [`${name}: covered by ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`];
    }),
  );
}

/**
 * What keeps the first rows' actions from a user: an action outside the viewport or outside its row (cell or
 * card), or something else on top that would take its click. Checked in the page at once: one round trip per
 * list instead of five per button (the test took 68 s a project that way).
 */
function rowActionProblems(page: Page, rows: number): Promise<string[]> {
  return page.locator('[data-row-actions]').evaluateAll((groups, limit) => {
    const problems: string[] = [];
    groups.slice(0, limit).forEach((group, index) => {
      // The row is the table cell on a laptop, the card on a phone.
      const row = group.closest('td, .MuiCard-root');
      const actions = Array.from(group.querySelectorAll(':scope > a, :scope > button'));
      if (!row || actions.length === 0) problems.push(`row ${index + 1}: no row or no action`);
      for (const action of actions) {
        const name = `row ${index + 1} "${action.getAttribute('aria-label') ?? action.textContent}"`;
        action.scrollIntoView({ block: 'center', inline: 'nearest' });
        const box = action.getBoundingClientRect();
        const rowBox = row!.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) problems.push(`${name}: not visible`);
        if (box.left < Math.max(0, rowBox.left) - 0.5 || box.right > Math.min(window.innerWidth, rowBox.right) + 0.5) {
          problems.push(`${name}: outside its row or the viewport`);
        }
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !action.contains(hit)) problems.push(`${name}: covered by ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`);
      }
    });
    return problems;
  }, rows);
}

test('every row action of every back-office list is visible and clickable', async ({ adminPage: page, request, adminToken }, testInfo) => {
  // Every list of the menu, a dozen screens with their row actions, on a shared machine.
  test.setTimeout(180_000);
  // Every list has rows of this test's own, whatever ran before it. The health data log: an export that shows
  // the demo children's health data.
  const exported = await request.get('/excelExport/active', { headers: { authorization: `Bearer ${adminToken}` } });
  expect(exported.status()).toBe(200);
  // The bank statements: a transfer naming a booking of the demo family, open in the matched tab.
  const demoFamily = await request.get('/api/my-family', { headers: { authorization: `Bearer ${await signIn(request, { email: 'anna.gruber@example.org', password: 'demo-eltern-2025' })}` } });
  const { registrations } = ((await demoFamily.json()) as { data: { registrations: { booking_id: number }[] } }).data;
  const reference = bookingReference(registrations[0]!.booking_id);
  const transfer = { amount: '1.00', payer: 'Gruber Anna', text: reference, ref: `first-use-${testInfo.project.name}-${Date.now()}` };
  await uploadStatement(request, adminToken, 'first-use.xml', camtStatement([transfer]));
  // The offers: one open (the list opens on the open ones), whose e-mail is a row of the e-mail log.
  await openOffer(request, adminToken, `first-use-${testInfo.project.name}-${Date.now().toString(36)}`);
  const areas = await backOfficeAreas(page);
  await page.keyboard.press('Escape');
  let lists = 0;
  for (const href of areas) {
    if (href === '/be') continue;
    await followLink(page, href);
    // A list screen has the list's search; its rows follow.
    if ((await page.getByRole('searchbox', { name: 'Suchen' }).count()) === 0) continue;
    const rows = page.locator('[data-row-actions]');
    await expect(rows.first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`list${href.replace(/\//g, '-')}.png`) });
    lists++;
    expect(await rowActionProblems(page, 5), href).toEqual([]);
    // A row's menu opens with every entry in view and clickable: the first row's and the fifth's (or the last),
    // the two ends of what the check above covers (a menu opens below its button, or above it near the bottom).
    const menus = rows.locator(':scope > button[aria-haspopup="menu"]');
    const menuCount = Math.min(await menus.count(), 5);
    for (const index of menuCount === 0 ? [] : new Set([0, menuCount - 1])) {
      await menus.nth(index).click();
      expect(await menuProblems(page), `${href}, menu ${index + 1}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menuitem')).toHaveCount(0);
    }
  }
  // Locations, course types, course categories and courses have demo rows.
  expect(lists).toBeGreaterThanOrEqual(4);
});

test('two quick actions in a row: the message is about the second', async ({ adminPage: page, request, adminToken }) => {
  const headers = { authorization: `Bearer ${adminToken}` };
  const demo = (await (await request.get('/api/course?itemsPerPage=1', { headers })).json()).data[0];
  const copied = await request.post(`/api/course/${demo.id}/copy`, { headers });
  expect(copied.status()).toBe(201);
  const course = (await copied.json()).data as { id: number; name: string };

  await page.goto('/be/course');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Alle', exact: true }).click();
  // The search's answer re-draws the rows: act on them once it is there.
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/api/course?') && response.url().includes('search=')),
    page.getByRole('searchbox', { name: 'Suchen' }).fill(course.name),
  ]);
  const actions = page.locator('[data-row-actions]').filter({ has: page.locator(`a[href="/be/course/${course.id}"]`) });

  const choose = async (action: string) => {
    await actions.getByRole('button', { name: /^Weitere Aktionen/ }).click();
    await page.getByRole('menuitem', { name: action }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
  };
  await choose('Kopieren');
  await expect(notification(page)).toContainText('kopiert');
  await choose('Aktivieren');
  await expect(notification(page)).toContainText('Der Kurs ist jetzt aktiv.');
  await expect(notification(page)).not.toContainText('kopiert');
  await expect(notification(page)).toHaveCount(1);
});

async function fillSignUp(page: Page) {
  await field(page, 'Vorname').fill('Anna');
  await field(page, 'Nachname').fill('Rossi');
  await field(page, 'Steuernummer').fill(uniqueTaxCode());
  await field(page, 'PLZ').fill('39100');
  await field(page, 'Ort').fill('Bozen');
  await field(page, 'Straße und Hausnummer').fill('Lauben 12');
  await field(page, 'Telefon').fill('+39 333 7654321');
  await field(page, 'E-Mail').fill(uniqueEmail());
  await field(page, 'Passwort').fill('summer-password-1');
  await field(page, 'Passwort wiederholen').fill('summer-password-1');
  await page.getByLabel('Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.').check();
  await page.getByRole('radio', { name: 'Ja' }).check();
  await page.getByRole('img', { name: /unterschreiben Sie im schwarzen Feld/ }).scrollIntoViewIfNeeded();
  await drawSignature(page, /unterschreiben Sie im schwarzen Feld/);
}

test('a failed and then a successful sign-up shows no stale error', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(notification(page)).toContainText('Unterschrift fehlt');

  await fillSignUp(page);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/\/my-family$/);
  await expect(notification(page)).toContainText('Ihr Konto wurde erstellt.');
  await expect(page.getByText(/Unterschrift fehlt|Steuernummer ungültig/)).toHaveCount(0);
});

test('after a failed sign-up the message covers neither the signature pad nor the submit button', async ({ page }, testInfo) => {
  await page.goto('/register');
  const submit = page.getByRole('button', { name: 'Konto erstellen' });
  await submit.click();
  await expect(notification(page)).toBeVisible();
  const pad = page.getByRole('img', { name: /unterschreiben Sie im schwarzen Feld/ });
  for (const target of [pad, submit]) {
    // Wherever the user scrolls it to, the message is not over it.
    for (const block of ['start', 'center', 'end'] as const) {
      await target.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
      const box = (await target.boundingBox())!;
      const message = (await notification(page).boundingBox())!;
      const overlaps = box.x < message.x + message.width && message.x < box.x + box.width && box.y < message.y + message.height && message.y < box.y + box.height;
      expect(overlaps, `${block}: ${JSON.stringify({ box, message })}`).toBe(false);
    }
  }
  await pad.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('sign-up-after-failed-send.png') });
});

test('the consent links to the privacy document, which a click saves', async ({ page, request }) => {
  await page.goto('/register');
  const link = page.getByRole('link', { name: /^Datenschutzerklärung/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href'))!;
  const document = await request.get(href);
  expect(document.status()).toBe(200);
  expect(document.headers()['content-type']).toContain('application/pdf');
  expect(document.headers()['content-disposition']).toMatch(/^attachment;/);
  expect((await document.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // An uploaded PDF may carry JavaScript: the browser saves it instead of opening it as a page of the app.
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(new URL(download.url()).pathname).toBe(href);
});

test('a staff account finds the back office on the home page; the 403 page speaks German', async ({ adminPage: page }, testInfo) => {
  await page.goto('/');
  const toBackOffice = page.getByRole('link', { name: 'Zur Verwaltung' });
  await expect(toBackOffice).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meine Familie' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('home-staff.png') });
  await toBackOffice.click();
  await expect(page).toHaveURL(/\/be$/);
  await page.goto('/403');
  await expect(page.getByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeVisible();
});

test('the course show page and the family page have no sideways scroll at 1280 px: every column and row action in view', async ({ adminPage: page, request, browser }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the width of a laptop');
  /** No table scrolls sideways, and every button of an actions cell lies inside the window. */
  async function expectTablesFit(target: Page, label: string) {
    const tables = target.locator('table');
    await expect(tables.first()).toBeVisible();
    for (let index = 0; index < (await tables.count()); index++) {
      const overflow = await tables.nth(index).evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
      expect(overflow, `${label}: table ${index}`).toBeLessThanOrEqual(1);
    }
    const width = target.viewportSize()!.width;
    const buttons = target.locator('[data-actions-cell] button');
    expect(await buttons.count(), label).toBeGreaterThan(0);
    for (const box of await buttons.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.x + box.width, label).toBeLessThanOrEqual(width);
    }
  }
  const { data: courses } = (await (await request.get('/api/frontend')).json()) as { data: { id: number; name: string }[] };
  // The demo's football camp has participants in every week.
  const course = courses.find((entry) => entry.name === 'Fußball-Camp') ?? courses[0]!;
  await page.goto(`/be/course/${course.id}/show`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectTablesFit(page, 'course show');
  await page.screenshot({ path: testInfo.outputPath('course-show-1280.png'), fullPage: true });

  const family = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await family.goto('/login');
  await field(family, 'E-Mail').fill('anna.gruber@example.org');
  await field(family, 'Passwort').fill('demo-eltern-2025');
  await family.getByRole('button', { name: 'Einloggen', exact: true }).click();
  await expect(family).toHaveURL(/\/my-family$/);
  await expect(family.getByRole('heading', { level: 1, name: 'Meine Familie' })).toBeVisible();
  await expectTablesFit(family, 'family page');
  await family.screenshot({ path: testInfo.outputPath('family-1280.png'), fullPage: true });
  await family.close();
});
