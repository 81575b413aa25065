import { ADMIN, expect, test } from '../fixtures';

test('/api/docs shows the OpenAPI description in Swagger UI', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Summer weeks API');
  // Every resource is listed, collapsed; opening one shows its calls.
  await expect(page.locator('.opblock-tag', { hasText: 'statements' })).toBeVisible();
  await page.locator('.opblock-tag', { hasText: 'options' }).first().click();
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/options' }).first()).toBeVisible();
});

test('an unknown page still gets the app, an unknown API path a JSON 404', async ({ page, request }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
  expect(await api.json()).toHaveProperty('message');

  // A missing file is not a page: no index.html in place of an image or an old script.
  expect((await request.get('/img/no-such-image.png')).status()).toBe(404);
  expect((await request.get('/assets/old-build.js')).status()).toBe(404);
});

test('the seeded admin can sign in through the API', async ({ request, adminToken }) => {
  const response = await request.get('/api/userdata', { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { email: string } };
  expect(data.email).toBe(ADMIN.email);
});
