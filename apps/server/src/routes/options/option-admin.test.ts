import { OPTION_DEFINITIONS, OPTION_KEYS, PUBLIC_OPTION_KEYS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, options, people, users } from '../../db/schema';
import { storeFile } from '../../repositories/files';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, createStaffUser, PNG_PIXEL, signIn, signUpParent } from '../../../test/support/factories';
import { HTML, JPEG, multipart, PDF, WEBP } from '../../../test/support/multipart';

let ctx: TestContext;
let admin: Record<string, string>;
let reader: Record<string, string>;
let parent: Record<string, string>;
let parentToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const adminUser = await createStaffUser(ctx.db, ['option.index', 'option.update']);
  admin = bearer(await signIn(ctx.app, adminUser.email, adminUser.password));
  const readerUser = await createStaffUser(ctx.db, ['option.index']);
  reader = bearer(await signIn(ctx.app, readerUser.email, readerUser.password));
  parentToken = (await signUpParent(ctx.app)).token;
  parent = bearer(parentToken);
});
afterAll(() => ctx.close());

interface Option {
  id: number;
  key: string;
  value: string;
}

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const save = (key: string, value: unknown, headers = admin) => call('POST', '/api/option', headers, { id: null, key, value });

async function saved(key: string, value: unknown): Promise<Option> {
  const response = await save(key, value);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function refused(key: string, value: unknown, lang = 'de'): Promise<Record<string, string[]>> {
  const response = await call('POST', '/api/option', { ...admin, 'api-lang': lang }, { key, value });
  expect(response.statusCode, response.body).toBe(422);
  return response.json().errors;
}

const stored = async (key: string) => (await ctx.db.select().from(options).where(eq(options.key, key)))[0]!.value;
const publicOptions = async () =>
  (await call('GET', '/api/options')).json().data as { key: string; value: string }[];

describe('access', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/option'],
    ['GET', '/api/option/1'],
    ['POST', '/api/option'],
    ['DELETE', '/api/option/1'],
    ['POST', '/api/option/privacy-check-date'],
    ['POST', '/api/option/upload'],
  ];

  it.each(routes)('%s %s answers 401 without sign-in and 403 for a parent', async (method, url) => {
    const body = url === '/api/option' ? { key: 'app_name', value: 'X' } : undefined;
    expect((await call(method, url, {}, body)).statusCode).toBe(401);
    expect((await call(method, url, parent, body)).statusCode).toBe(403);
  });

  it('lets option.index read but not change', async () => {
    expect((await call('GET', '/api/option', reader)).statusCode).toBe(200);
    expect((await save('app_name', 'Nur lesen', reader)).statusCode).toBe(403);
    expect((await call('POST', '/api/option/privacy-check-date', reader)).statusCode).toBe(403);
  });
});

describe('GET /api/option', () => {
  it('lists every key with id and value, the internal ones included', async () => {
    const response = await call('GET', '/api/option', admin);
    expect(response.statusCode).toBe(200);
    const data: Option[] = response.json().data;
    expect(data.map((option) => option.key)).toEqual(OPTION_KEYS);
    expect(data.find((option) => option.key === 'email_footer')).toEqual({
      id: expect.any(Number),
      key: 'email_footer',
      value: OPTION_DEFINITIONS.email_footer.default,
    });
  });

  it('reads one option by id; an unknown or malformed id is 404', async () => {
    const [row] = await ctx.db.select().from(options).where(eq(options.key, 'payment_place'));
    const response = await call('GET', `/api/option/${row!.id}`, reader);
    expect(response.json()).toEqual({ data: { id: row!.id, key: 'payment_place', value: row!.value } });
    expect((await call('GET', '/api/option/999999', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/option/abc', admin)).statusCode).toBe(404);
  });
});

describe('POST /api/option', () => {
  it('saves a key, answers the row, and the public options show the new name', async () => {
    const response = await save('app_name', '  Sommer in Bozen  ');
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.db.select().from(options).where(eq(options.key, 'app_name'));
    expect(response.json()).toEqual({
      success: true,
      message: 'Die Einstellung ist gespeichert.',
      data: { id: row!.id, key: 'app_name', value: 'Sommer in Bozen' },
    });
    expect((await publicOptions()).find((option) => option.key === 'app_name')?.value).toBe('Sommer in Bozen');

    const italian = await call('POST', '/api/option', { ...admin, 'api-lang': 'it' }, { key: 'app_name', value: 'Estate' });
    expect(italian.json().message).toBe("L'impostazione è stata salvata.");
  });

  it('refuses an unknown key and the privacy date on `key`', async () => {
    expect(await refused('app_secret', 'x')).toEqual({ key: ['Bitte einen der angebotenen Werte wählen.'] });
    expect(await refused('app_privacy_check_date_update', '2020-01-01T00:00:00Z')).toEqual({
      key: ['Bitte einen der angebotenen Werte wählen.'],
    });
  });

  it('takes a colour as #rgb or #rrggbb only', async () => {
    for (const bad of ['red', '#ab', '#abcd', '#gggggg', 'faa61a']) {
      expect(await refused('app_color', bad), bad).toEqual({ value: ['Der Wert ist ungültig.'] });
    }
    expect(await refused('app_color', '', 'it')).toEqual({ value: ['Questo campo è obbligatorio.'] });
    expect((await saved('app_color', '#0A7')).value).toBe('#0A7');
    expect((await saved('app_color', '#1565c0')).value).toBe('#1565c0');
    expect((await publicOptions()).find((option) => option.key === 'app_color')?.value).toBe('#1565c0');
  });

  it('refuses required keys left empty, also rich text that is empty once cleaned', async () => {
    for (const key of ['app_name', 'app_url', 'app_intro', 'email_footer', 'payment_outro_it', 'imprint_jd_de', 'photo_privacy']) {
      expect(await refused(key, '  '), key).toEqual({ value: ['Dieses Feld ist erforderlich.'] });
    }
    expect(await refused('app_name', null)).toEqual({ value: ['Dieses Feld ist erforderlich.'] });
    expect(await refused('imprint_de', '<p> </p><p>&nbsp;</p>')).toEqual({ value: ['Dieses Feld ist erforderlich.'] });
    expect(await refused('imprint_de', '<script>alert(1)</script>')).toEqual({ value: ['Dieses Feld ist erforderlich.'] });
    expect(await stored('imprint_de')).toBe(OPTION_DEFINITIONS.imprint_de.default);
  });

  it('takes an http(s) address as app_url, without a trailing slash', async () => {
    for (const bad of ['ftp://example.org', 'javascript:alert(1)', 'example.org', 'https://']) {
      expect(await refused('app_url', bad), bad).toEqual({ value: ['Der Wert ist ungültig.'] });
    }
    expect((await saved('app_url', 'https://sommer.example.org/')).value).toBe('https://sommer.example.org');
  });

  it('takes photo_privacy as 1 or 0', async () => {
    expect(await refused('photo_privacy', 'yes')).toEqual({ value: ['Bitte einen der angebotenen Werte wählen.'] });
    expect((await saved('photo_privacy', '0')).value).toBe('0');
    expect((await saved('photo_privacy', '1')).value).toBe('1');
  });

  it('takes the retention periods as whole numbers within their bounds, in the user\'s language (decision 024)', async () => {
    expect(await refused('health_retention_months', '0')).toEqual({ value: ['Der Wert muss mindestens 1 sein.'] });
    expect(await refused('health_retention_months', '121', 'it')).toEqual({ value: ['Il valore può essere al massimo 120.'] });
    expect(await refused('account_retention_years', '11')).toEqual({ value: ['Der Wert darf höchstens 10 sein.'] });
    expect(await refused('account_retention_years', '2.5', 'it')).toEqual({ value: ['Inserire un numero intero.'] });
    expect(await refused('account_retention_years', '')).toEqual({ value: ['Dieses Feld ist erforderlich.'] });
    expect((await saved('health_retention_months', ' 06 ')).value).toBe('6');
    expect(await stored('health_retention_months')).toBe('6');
    expect((await publicOptions()).find((option) => option.key === 'health_retention_months')?.value).toBe('6');
    expect((await saved('account_retention_years', '10')).value).toBe('10');
  });

  it('refuses an over-long text', async () => {
    expect(await refused('payment_place', 'x'.repeat(501))).toEqual({ value: ['Bitte höchstens 500 Zeichen eingeben.'] });
  });

  it('stores rich text without scripts, event handlers or javascript: links', async () => {
    const value =
      '<h1>Willkommen</h1><p onclick="steal()">Hallo<script>alert(1)</script><img src=x onerror="alert(1)">' +
      '<a href="javascript:alert(1)">Trick</a> <a href="https://example.org">Info</a></p>';
    const option = await saved('app_intro', value);
    for (const text of [option.value, await stored('app_intro')]) {
      expect(text).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
      expect(text).toContain('<h1>Willkommen</h1>');
      expect(text).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">Info</a>');
    }
    expect((await publicOptions()).find((option) => option.key === 'app_intro')?.value).toBe(option.value);
  });

  it('never shows internal keys publicly, whatever they hold', async () => {
    await saved('email_footer', '<p>Ihr Sommerteam, Tel. 0471 000000</p>');
    await saved('payment_address', 'Musterstraße 1\n39100 Bozen');
    const keys = (await publicOptions()).map((option) => option.key);
    expect(keys.sort()).toEqual([...PUBLIC_OPTION_KEYS].sort());
    expect(keys).not.toContain('email_footer');
    expect(keys).not.toContain('payment_address');
    expect(await stored('payment_address')).toBe('Musterstraße 1\n39100 Bozen');
  });

  it('accepts on file keys only an upload of ours of the right type, nothing, or the default', async () => {
    const image = await storeFile(ctx.db, { name: 'logo.png', mimeType: 'image/png', data: PNG_PIXEL, isPublic: true, createdByUserId: null });
    const pdf = await storeFile(ctx.db, { name: 'privacy.pdf', mimeType: 'application/pdf', data: PDF, isPublic: true, createdByUserId: null });
    const signature = await storeFile(ctx.db, { name: 'signature.png', mimeType: 'image/png', data: PNG_PIXEL, isPublic: false, createdByUserId: null });

    expect((await saved('app_logo', `/api/files/${image.id}/logo.png`)).value).toBe(`/api/files/${image.id}/logo.png`);
    expect((await saved('app_privacy', `/api/files/${pdf.id}`)).value).toBe(`/api/files/${pdf.id}`);
    expect((await saved('app_footer', '')).value).toBe('');
    expect((await saved('app_background', '/img/background.jpg')).value).toBe('/img/background.jpg');

    for (const outside of ['https://evil.example/logo.png', '/img/other.jpg', `/api/files/${image.id}/../../x`]) {
      expect(await refused('app_logo', outside), outside).toEqual({ value: ['Der Wert ist ungültig.'] });
    }
    const notOurs = { value: ['Bitte die Datei über die Schaltfläche „Hochladen“ dieses Feldes hochladen.'] };
    expect(await refused('app_logo', '/api/files/00000000-0000-4000-8000-000000000000/x.png')).toEqual(notOurs);
    expect(await refused('app_logo', `/api/files/${pdf.id}/privacy.pdf`)).toEqual(notOurs);
    expect(await refused('app_privacy', `/api/files/${image.id}/logo.png`)).toEqual(notOurs);
    expect(await refused('app_footer_1', `/api/files/${signature.id}/signature.png`)).toEqual(notOurs);
  });
});

describe('DELETE /api/option/:id', () => {
  it('resets the key to its default', async () => {
    const option = await saved('imprint_it', '<p>Note legali nuove</p>');
    const response = await call('DELETE', `/api/option/${option.id}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Die Einstellung ist auf den Standardwert zurückgesetzt.',
      data: { id: option.id, key: 'imprint_it', value: OPTION_DEFINITIONS.imprint_it.default },
    });
    expect(await stored('imprint_it')).toBe(OPTION_DEFINITIONS.imprint_it.default);
    expect((await call('DELETE', '/api/option/999999', admin)).statusCode).toBe(404);
  });
});

describe('POST /api/option/privacy-check-date', () => {
  it('sets the date to now, so a parent who accepted before must confirm again', async () => {
    const userdata = async () =>
      (await call('GET', '/api/userdata', bearer(parentToken))).json().data.privacy_verification_needed as boolean;
    expect(await userdata()).toBe(false);

    const before = Date.now();
    const response = await call('POST', '/api/option/privacy-check-date', admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, data: { key: 'app_privacy_check_date_update' } });
    expect(body.message).toBe('Alle Eltern müssen die Datenschutzbestimmungen beim nächsten Login erneut bestätigen.');
    const setAt = new Date(body.data.value).getTime();
    expect(setAt).toBeGreaterThanOrEqual(before);
    expect(setAt).toBeLessThanOrEqual(Date.now());
    expect(body.data.value).toBe(new Date(setAt).toISOString());
    expect(await stored('app_privacy_check_date_update')).toBe(body.data.value);

    expect(await userdata()).toBe(true);
  });

  it('does not touch a parent who accepted afterwards', async () => {
    await call('POST', '/api/option/privacy-check-date', admin);
    const { token, payload } = await signUpParent(ctx.app);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, payload.email));
    const [person] = await ctx.db.select().from(people).where(eq(people.id, user!.person_id!));
    expect(person!.privacy_agb_at!.getTime()).toBeGreaterThanOrEqual(new Date(await stored('app_privacy_check_date_update')).getTime());
    expect((await call('GET', '/api/userdata', bearer(token))).json().data.privacy_verification_needed).toBe(false);
  });
});

describe('POST /api/option/upload', () => {
  const upload = (field: string, filename: string, data: Buffer, headers = admin) => {
    const body = multipart([{ name: field, filename, data }]);
    return ctx.app.inject({ method: 'POST', url: '/api/option/upload', payload: body.payload, headers: { ...body.headers, ...headers } });
  };

  it.each([
    ['background', 'hintergrund.png', PNG_PIXEL, 'image/png'],
    ['logo', 'logo.jpg', JPEG, 'image/jpeg'],
    ['footer', 'sponsor.webp', WEBP, 'image/webp'],
    ['footer1', 'land.png', PNG_PIXEL, 'image/png'],
    ['file', 'Datenschutz 2026.pdf', PDF, 'application/pdf'],
  ])('stores %s as a public file and answers its address', async (field, filename, data, mimeType) => {
    const response = await upload(field, filename, data);
    expect(response.statusCode, response.body).toBe(201);
    const url: string = response.json().data;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/[\w.-]+$/);
    const id = url.split('/')[3]!;
    const [row] = await ctx.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ is_public: true, mime_type: mimeType });

    const served = await call('GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(data)).toBe(true);
  });

  it('gives the uploaded address to the option of its field', async () => {
    const url: string = (await upload('logo', 'logo.png', PNG_PIXEL)).json().data;
    expect((await saved('app_logo', url)).value).toBe(url);
    expect((await publicOptions()).find((option) => option.key === 'app_logo')?.value).toBe(url);
  });

  it('refuses what the field does not take, with the message on that field', async () => {
    const image = 'Bitte ein Bild im Format PNG, JPEG oder WebP hochladen.';
    const document = 'Bitte ein PDF-Dokument hochladen.';
    const cases: [string, string, Buffer, string][] = [
      ['logo', 'logo.png', HTML, image],
      ['background', 'bild.png', PDF, image],
      ['footer1', 'x.pdf', PDF, image],
      ['file', 'privacy.pdf', HTML, document],
      ['file', 'privacy.png', PNG_PIXEL, document],
    ];
    const before = (await ctx.db.select({ id: files.id }).from(files)).length;
    for (const [field, filename, data, message] of cases) {
      const response = await upload(field, filename, data);
      expect(response.statusCode, `${field} ${filename}`).toBe(422);
      expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
    }
    expect((await ctx.db.select({ id: files.id }).from(files)).length).toBe(before);
  });

  it('refuses a file in another field or no file at all', async () => {
    const response = await upload('image', 'logo.png', PNG_PIXEL);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['Bitte eine Datei auswählen.'] });
  });

  it('needs option.update', async () => {
    expect((await upload('logo', 'logo.png', PNG_PIXEL, reader)).statusCode).toBe(403);
  });
});
