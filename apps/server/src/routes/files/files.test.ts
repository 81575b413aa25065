import multipartPlugin from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, people } from '../../db/schema';
import { MAX_UPLOAD_BYTES } from '../../files/limits';
import { readUpload } from '../../files/read-upload';
import { HTML, JPEG, multipart, PDF, WEBP, type Part } from '../../../test/support/multipart';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../files/sniff';
import { errorsPlugin } from '../../plugins/errors';
import { i18nPlugin } from '../../plugins/i18n';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, createStaffUser, PNG_PIXEL, signIn, signUpParent } from '../../../test/support/factories';

let ctx: TestContext;
let staffToken: string;
let staffUserId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const staff = await createStaffUser(ctx.db, ['course.create']);
  staffUserId = staff.user.id;
  staffToken = await signIn(ctx.app, staff.email, staff.password);
});
afterAll(() => ctx.close());

const upload = (parts: Part[], headers: Record<string, string> = bearer(staffToken)) => {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/document/upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};
const uploadFile = (filename: string, data: Buffer, contentType?: string) =>
  upload([{ name: 'file', filename, data, contentType }]);
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const fileCount = async () => (await ctx.db.select({ id: files.id }).from(files)).length;

describe('POST /api/document/upload', () => {
  it('stores a PNG and serves it back byte for byte at its address', async () => {
    const response = await uploadFile('pixel.png', PNG_PIXEL, 'image/png');

    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'pixel.png',
      mime_type: 'image/png',
      size: PNG_PIXEL.length,
      url: `/api/files/${data.id}/pixel.png`,
    });
    const [row] = await ctx.db.select().from(files).where(eq(files.id, data.id));
    expect(row).toMatchObject({ is_public: true, created_by_user_id: staffUserId, mime_type: 'image/png' });

    const served = await get(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_PIXEL)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline; filename="pixel.png"');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Asked for with a token, a public file is still the same for everyone and keeps its public caching.
    expect((await get(data.url, bearer(staffToken))).headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const withoutName = await get(`/api/files/${data.id}`);
    expect(withoutName.statusCode).toBe(200);
    expect(withoutName.rawPayload.equals(PNG_PIXEL)).toBe(true);
    expect((await get(`/api/files/${data.id}/any-other-name.txt`)).rawPayload.equals(PNG_PIXEL)).toBe(true);
  });

  it('keeps a long name short enough that its address is served', async () => {
    const response = await uploadFile(`${'Größenangaben der Teilnehmer '.repeat(12)}.png`, PNG_PIXEL, 'image/png');
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(Array.from(data.name as string).length).toBeLessThanOrEqual(80);
    expect(data.url.split('/').pop().length).toBeLessThanOrEqual(80);
    const served = await get(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_PIXEL)).toBe(true);
  });

  it('stores a PDF and serves it as an application/pdf attachment, whatever type the browser claimed', async () => {
    const response = await uploadFile('Programm Sommer.pdf', PDF, 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.mime_type).toBe('application/pdf');
    expect(data.url).toBe(`/api/files/${data.id}/Programm-Sommer.pdf`);

    // Saved, not opened: the browser's viewer would run a PDF's JavaScript as a page of the app.
    for (const url of [data.url, `/api/files/${data.id}`]) {
      const served = await get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toBe('attachment; filename="Programm Sommer.pdf"');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it.each([
    ['JPEG', 'photo.jpeg', JPEG, 'image/jpeg'],
    ['WebP', 'photo.webp', WEBP, 'image/webp'],
  ])('accepts a %s image and serves it inline, as the pages show it', async (_type, filename, bytes, mimeType) => {
    const response = await uploadFile(filename, bytes);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ name: filename, mime_type: mimeType });
    expect((await get(data.url)).headers['content-disposition']).toBe(`inline; filename="${filename}"`);
  });

  it('sends a non-ASCII name as RFC 5987 filename* with an ASCII fallback', async () => {
    const { data } = (await uploadFile('Größe – Übersicht (2025).pdf', PDF)).json();
    expect(data.name).toBe('Größe – Übersicht (2025).pdf');
    expect(data.url).toBe(`/api/files/${data.id}/Grosse-Ubersicht-2025.pdf`);

    const served = await get(data.url);
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Grosse _ Ubersicht (2025).pdf"; filename*=UTF-8''Gr%C3%B6%C3%9Fe%20%E2%80%93%20%C3%9Cbersicht%20%282025%29.pdf`,
    );
  });

  it.each([
    ['a path', '../../etc/passwd.png', 'passwd.png'],
    ['a Windows path', 'C:\\Users\\maria\\logo.png', 'logo.png'],
    ['control and direction characters', 'lo\u0000go\u202egnp.png', 'logognp.png'],
    ['an extension that does not match the bytes', 'page.html', 'page.html.png'],
    ['a hidden-file name', '.htaccess', 'htaccess.png'],
    ['only dots', '..', 'file.png'],
    ['no name at all', '', 'file.png'],
    ['a very long name', `${'ä'.repeat(300)}.png`, `${'ä'.repeat(76)}.png`],
  ])('stores a safe name for %s', async (_case, filename, stored) => {
    const response = await uploadFile(filename, PNG_PIXEL);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.name).toBe(stored);
  });

  it('refuses an HTML file named .png and claimed as image/png with 422 on the field, storing nothing', async () => {
    const before = await fileCount();
    const de = await uploadFile('harmless.png', HTML, 'image/png');
    expect(de.statusCode).toBe(422);
    const message = 'Bitte ein Bild (PNG, JPEG oder WebP) oder ein PDF-Dokument hochladen.';
    expect(de.json()).toEqual({ message, errors: { file: [message] } });

    const italian = await upload([{ name: 'file', filename: 'harmless.png', contentType: 'image/png', data: HTML }], {
      ...bearer(staffToken),
      'api-lang': 'it',
    });
    expect(italian.statusCode).toBe(422);
    expect(italian.json().errors.file).toEqual(["Caricare un'immagine (PNG, JPEG o WebP) o un documento PDF."]);
    expect(await fileCount()).toBe(before);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const bytes = Buffer.alloc(MAX_UPLOAD_BYTES);
    PDF.copy(bytes);
    const response = await uploadFile('big.pdf', bytes);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.size).toBe(MAX_UPLOAD_BYTES);
  });

  it('refuses a file one byte over 10 MB with 422 file_too_large and stores nothing', async () => {
    const before = await fileCount();
    const bytes = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    PDF.copy(bytes);
    const response = await uploadFile('too-big.pdf', bytes);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['Die Datei ist zu groß (höchstens 10 MB).'] });
    expect(await fileCount()).toBe(before);
  });

  it('refuses a request whose declared length is clearly too large from that length alone, with the same 422', async () => {
    // Not even a multipart body: only Content-Length can have decided.
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/document/upload',
      payload: Buffer.alloc(MAX_UPLOAD_BYTES + 2 * 1024 * 1024),
      headers: { ...bearer(staffToken), 'content-type': 'multipart/form-data; boundary=none', 'api-lang': 'it' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['Il file è troppo grande (al massimo 10 MB).'] });
  });

  it.each([
    ['no file part', [{ name: 'title', data: 'Programm' }]],
    ['an empty file input', [{ name: 'file', filename: '', data: '' }]],
    ['a file in another field', [{ name: 'image', filename: 'pixel.png', data: PNG_PIXEL }]],
  ])('answers 422 file_missing on `file` for %s', async (_case, parts) => {
    const response = await upload(parts);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['Bitte eine Datei auswählen.'] });
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'hello'],
    ['with a part cut short', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx'],
  ])('answers 422 file_missing to a multipart body %s', async (_case, contentType, payload) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/document/upload',
      payload,
      headers: { ...bearer(staffToken), 'content-type': contentType },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['Bitte eine Datei auswählen.'] });
  });

  it('answers 422 file_missing to a body that is not multipart', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/document/upload',
      payload: { file: PNG_PIXEL.toString('base64') },
      headers: bearer(staffToken),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['Bitte eine Datei auswählen.'] });
  });

  it('answers 401 without a valid token and stores nothing', async () => {
    const before = await fileCount();
    expect((await upload([{ name: 'file', filename: 'a.png', data: PNG_PIXEL }], {})).statusCode).toBe(401);
    const unknown = await upload([{ name: 'file', filename: 'a.png', data: PNG_PIXEL }], bearer('made-up'));
    expect(unknown.statusCode).toBe(401);
    expect(await fileCount()).toBe(before);
  });

  it('answers 403 to a parent, who has none of the permissions', async () => {
    const { token } = await signUpParent(ctx.app);
    const before = await fileCount();
    const response = await upload([{ name: 'file', filename: 'a.png', data: PNG_PIXEL }], bearer(token));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Keine Berechtigung');
    expect(await fileCount()).toBe(before);
  });

  it.each(['course.update', 'option.update'])('accepts staff with only %s', async (permission) => {
    const staff = await createStaffUser(ctx.db, [permission]);
    const token = await signIn(ctx.app, staff.email, staff.password);
    expect((await upload([{ name: 'file', filename: 'a.png', data: PNG_PIXEL }], bearer(token))).statusCode).toBe(201);
  });
});

describe('GET /api/files/:id', () => {
  it('answers 404 to an unknown id and to a malformed one', async () => {
    const unknown = await get('/api/files/0b7c6a4e-3f0a-4c1e-9a7e-5d2f1c3b4a59');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Nicht gefunden.');
    expect((await get('/api/files/not-a-uuid')).statusCode).toBe(404);
    expect((await get('/api/files/not-a-uuid/name.png')).statusCode).toBe(404);
  });

  describe('a private file: the signature stored at registration', () => {
    let owner: string;
    let url: string;
    beforeAll(async () => {
      const parent = await signUpParent(ctx.app);
      owner = parent.token;
      const [person] = await ctx.db.select().from(people).where(eq(people.email, parent.payload.email));
      url = `/api/files/${person!.signature_file_id}`;
    });

    it('is hidden (404) from anonymous users, other parents and staff without person.view', async () => {
      const other = (await signUpParent(ctx.app)).token;
      const staff = await createStaffUser(ctx.db, ['course.create', 'person.index']);
      const staffToken = await signIn(ctx.app, staff.email, staff.password);

      for (const response of [
        await get(url),
        await get(`${url}/signature.png`),
        await get(url, bearer(other)),
        await get(`${url}?token=${other}`),
        await get(url, bearer(staffToken)),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Nicht gefunden.');
      }
    });

    it('is served to its owner, with the token in the header or in the query, and kept by no cache', async () => {
      for (const response of [await get(url, bearer(owner)), await get(`${url}/signature.png?token=${owner}`)]) {
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(PNG_PIXEL)).toBe(true);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-disposition']).toBe('inline; filename="signature.png"');
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
    });

    it('is served to staff with person.view', async () => {
      const staff = await createStaffUser(ctx.db, ['person.view']);
      const token = await signIn(ctx.app, staff.email, staff.password);
      const response = await get(url, bearer(token));
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG_PIXEL)).toBe(true);
    });
  });
});

describe('readUpload, as the other upload routes will use it', () => {
  // The helper alone behind the app's plugins, with fields like those of the course and option uploads.
  const helperApp = Fastify();
  beforeAll(async () => {
    await helperApp.register(i18nPlugin);
    await helperApp.register(errorsPlugin);
    await helperApp.register(multipartPlugin, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
    helperApp.post('/course', async (request) => {
      const { bytes, ...upload } = await readUpload(request, { image: IMAGE_TYPES, file: DOCUMENT_TYPES });
      return { ...upload, size: bytes.length };
    });
    helperApp.post('/option', (request) => readUpload(request, { background: IMAGE_TYPES, logo: DOCUMENT_TYPES }).then(() => ({})));
    await helperApp.ready();
  });
  afterAll(() => helperApp.close());

  const send = (url: string, parts: Part[]) => {
    const body = multipart(parts);
    return helperApp.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
  };

  it('returns the field the file came in, its safe name and the sniffed type', async () => {
    const response = await send('/course', [{ name: 'image', filename: 'a/b.jpg', contentType: 'image/jpeg', data: PNG_PIXEL }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ field: 'image', filename: 'b.jpg.png', mimeType: 'image/png', size: PNG_PIXEL.length });
  });

  it('refuses a type its field does not accept with the message for that kind of file, on the field used', async () => {
    const pdf = await send('/course', [{ name: 'image', filename: 'a.pdf', data: PDF }]);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors).toEqual({ image: ['Bitte ein Bild im Format PNG, JPEG oder WebP hochladen.'] });
    const picture = await send('/course', [{ name: 'file', filename: 'a.png', data: PNG_PIXEL }]);
    expect(picture.json().errors).toEqual({ file: ['Bitte ein PDF-Dokument hochladen.'] });

    const png = await send('/option', [{ name: 'logo', filename: 'a.png', data: PNG_PIXEL }]);
    expect(png.json().errors).toEqual({ logo: ['Bitte ein PDF-Dokument hochladen.'] });
  });

  it('reports a file over the limit on the field used', async () => {
    const response = await send('/course', [{ name: 'image', filename: 'big.png', data: Buffer.concat([PNG_PIXEL, Buffer.alloc(MAX_UPLOAD_BYTES)]) }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ image: ['Die Datei ist zu groß (höchstens 10 MB).'] });
  });

  it('reports a missing file on `file` when allowed, otherwise on the first allowed field', async () => {
    const onFile = await send('/course', [{ name: 'title', data: 'x' }]);
    expect(onFile.json().errors).toEqual({ file: ['Bitte eine Datei auswählen.'] });
    const onFirst = await send('/option', [{ name: 'footer', filename: 'a.pdf', data: PDF }]);
    expect(onFirst.statusCode).toBe(422);
    expect(onFirst.json().errors).toEqual({ background: ['Bitte eine Datei auswählen.'] });
  });
});
