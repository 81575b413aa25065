import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const path of ['/', '/login', '/register']) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

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
