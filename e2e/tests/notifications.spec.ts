import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, signIn, test, useToken } from '../fixtures';
import { signUpParent, uniqueTaxCode } from '../parents';

/**
 * Issue 22: notifications were drawn about 276 px left of the screen from 600 px on, and a booking's answer
 * was cut to two lines and gone after five seconds on a phone. Every notification lies inside the viewport,
 * on a phone, a laptop and a wide screen; a result of several lines shows them all and stays until closed.
 */

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function call<T>(request: APIRequestContext, path: string, token: string, data?: unknown): Promise<T> {
  const response = await request.post(path, { headers: bearer(token), data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** An open course of this test with two weeks of ten places, to book a child into both. */
async function courseWithTwoWeeks(request: APIRequestContext, adminToken: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const { data: course } = await call<{ data: { id: number } }>(request, '/api/course', adminToken, {
    name: `Meldungswoche ${suffix}`,
    name_it: `Settimana avvisi ${suffix}`,
    year: new Date().getFullYear(),
    register_from: isoDay(-10),
    register_to: isoDay(30),
    from: isoDay(40),
    to: isoDay(60),
    max_participants: 10,
    waiting_list: 5,
    multiple_course_week_registration: true,
    bank_name: 'Raiffeisenkasse Bozen',
    bank_iban: 'IT60X0542811101000000123456',
  });
  await call(request, `/api/course/${course.id}/changeActive`, adminToken);
  const week = async (label: string, from: number) =>
    (
      await call<{ data: { id: number; name: string } }>(request, '/api/courseWeek', adminToken, {
        course_id: course.id,
        name: `${label} ${suffix}`,
        name_it: `${label} IT ${suffix}`,
        from: isoDay(from),
        to: isoDay(from + 4),
        max_participants: 10,
        waiting_list: 5,
        full_day: true,
        price: 90,
      })
    ).data;
  return { id: course.id, weeks: [await week('Woche A', 40), await week('Woche B', 47)] };
}

/** The notification's box, and each of its lines, lie inside the viewport. */
async function expectInsideViewport(page: Page, notification: Locator, lines: string[]) {
  const viewport = page.viewportSize()!;
  const inside = (box: { x: number; y: number; width: number; height: number } | null) =>
    box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
  // Measured once its entry animation has ended.
  await expect.poll(async () => inside(await notification.boundingBox()), { message: `${viewport.width} px: ${JSON.stringify(await notification.boundingBox())}` }).toBe(true);
  for (const line of lines) {
    const text = notification.getByText(line, { exact: true });
    await expect(text).toBeVisible();
    expect(inside(await text.boundingBox()), `${viewport.width} px: ${line}`).toBe(true);
  }
  // Nothing of it is cut off inside its box either.
  expect(await notification.locator('.MuiAlert-root').evaluate((alert) => alert.scrollHeight <= alert.clientHeight + 1)).toBe(true);
}

for (const [index, size] of SCREENS.entries()) {
  test(`notifications lie inside the viewport at ${size.width} px; a booking's lines all stay until closed`, async ({ page, request, adminToken }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the screen sizes are set here');
    await page.setViewportSize(size);
    // The first size also checks how long messages stay: its clock is moved on instead of waited for.
    if (index === 0) await page.clock.install();
    const course = await courseWithTwoWeeks(request, adminToken);
    const account = await signUpParent(request);
    const token = await signIn(request, account);
    const { data: child } = await call<{ data: { first_name: string; last_name: string } }>(request, '/api/my-family/children', token, {
      first_name: 'Lena',
      last_name: 'Huber',
      tax: uniqueTaxCode(),
      lang: 'de',
      phone: '+39 333 1234567',
      school: 'gs_3',
    });
    await useToken(page, token);

    await page.goto(`/courseregistration/${course.id}?book=1`);
    const line = page.getByRole('region', { name: 'Kind 1' });
    for (const week of course.weeks) await line.getByRole('group', { name: week.name }).getByRole('checkbox').first().check();
    await page.locator('#booking-emergency_contact1_phone').fill('+39 333 1111111');
    await page.locator('#booking-emergency_contact2_phone').fill('+39 333 2222222');
    await page.getByRole('button', { name: 'Verbindlich anmelden' }).click();
    await page.getByRole('button', { name: 'Ja', exact: true }).click();
    await expect(page).toHaveURL(/\/my-family$/);

    const notification = page.locator('[data-notification]');
    const lines = await Promise.all(
      course.weeks.map(async (week) => (await notification.getByText(week.name).textContent())!),
    );
    expect(lines).toHaveLength(2);
    expect(lines.every((text) => text.startsWith(`${child.first_name} ist für `))).toBe(true);
    await expectInsideViewport(page, notification, lines);
    await page.screenshot({ path: testInfo.outputPath(`booking-result-${size.width}.png`) });
    if (index === 0) {
      // Longer than a one-line message stays: the lines are still there to be read.
      await page.clock.fastForward(6_000);
      await expect(notification).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(notification).toBeHidden();

    // A one-line success, here the sign-out, goes by itself after a few seconds.
    await page.getByRole('button', { name: 'Ausloggen' }).click();
    await expect(notification).toContainText('Sie wurden ausgeloggt.');
    await expectInsideViewport(page, notification, ['Sie wurden ausgeloggt.']);
    if (index === 0) {
      await page.clock.fastForward(5_000);
      // Within a second of real time: by itself, not because the test waited as long.
      await expect(notification).toBeHidden({ timeout: 1_000 });
    }
  });
}
