import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { checkCharacter } from '../packages/domain/src/tax-code';
import { expect } from './fixtures';

let sequence = 0;

/** A valid tax code nobody else in this run has (the database refuses a second parent with the same). */
export function uniqueTaxCode(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const n = Math.floor(Math.random() * 26 ** 6);
  const name = Array.from({ length: 6 }, (_, i) => letters[Math.floor(n / 26 ** i) % 26]).join('');
  const body = `${name}85M63A952`;
  return body + checkCharacter(body);
}

export function uniqueEmail(): string {
  return `parent-${Date.now().toString(36)}-${(sequence++).toString(36)}@example.org`;
}

/** A 1x1 PNG: as the signature pad sends it, and as a picture to upload. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SIGNATURE = `data:image/png;base64,${PNG_BASE64}`;
export const PICTURE = { name: 'picture.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') };

/** Signs a parent up through the API (for tests that are about something else than the form). */
export async function signUpParent(request: APIRequestContext) {
  const account = { email: uniqueEmail(), password: 'first-password-1' };
  const response = await request.post('/api/register', {
    // Sign-ups are limited per client; the test server believes the forwarded address from loopback (TRUST_PROXY).
    headers: { 'x-forwarded-for': `10.${sequence++ % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    data: {
      first_name: 'Lena',
      last_name: 'Huber',
      tax: uniqueTaxCode(),
      plz: '39100',
      place: 'Bozen',
      address: 'Lauben 1',
      phone: '+39 333 1234567',
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
      privacy_agb: true,
      privacy_photo: 'no',
      signature: SIGNATURE,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** A form field by its label; a required field's label ends with MUI's asterisk. */
export function field(page: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}[\\s\u2009]*\\*?$`));
}

export async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await field(page, 'E-Mail').fill(account.email);
  await field(page, 'Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Einloggen', exact: true }).click();
}

/** Draws a stroke across the signature box with the mouse. */
export async function drawSignature(page: Page, boxName: string | RegExp) {
  const pad = page.getByRole('img', { name: boxName });
  // The mouse draws in the viewport: on a phone the pad may lie below the fold.
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature box not visible');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + 30 + step * ((box.width - 60) / 12), y + Math.sin(step) * 30, { steps: 2 });
  }
  await page.mouse.up();
}
