import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { options } from '../db/schema';
import { createTestApp, type TestContext } from '../../test/support/app';
import { acceptedEncoding } from './compression';
import { PERMISSIONS_POLICY } from './web';

// A built web app as `vite build` leaves it: hashed assets with their .br and .gz beside them.
const script = `console.log(${JSON.stringify('the app '.repeat(400))});`;
const page = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;
let webDist: string;
let ctx: TestContext;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  for (const [file, content] of [['index.html', page], ['assets/index-Ab12Cd34.js', script]] as const) {
    fs.writeFileSync(path.join(webDist, file), content);
    fs.writeFileSync(path.join(webDist, `${file}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(webDist, `${file}.gz`), zlib.gzipSync(content));
  }
  ctx = await createTestApp({}, { webDist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static files of the web app', () => {
  it('sends a hashed asset brotli-compressed when the browser accepts it, cached for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    // Only what a script obeys: the document's policies are bytes for nothing on each of a page's files.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'etag', 'last-modified']) {
      expect(response.headers[name], name).toBeUndefined();
    }
    const document = await get('/', 'br');
    expect(document.headers['content-security-policy']).toContain("default-src 'self'");
    expect(document.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends gzip to a browser without brotli and the plain file to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html compressed and never cached stale, for the root and for any page of the app (no renderer built)', async () => {
    for (const url of ['/', '/courseregistration/12', '/be/course']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    }
  });

  it('sends pages with a Permissions-Policy that allows no camera, microphone or location', async () => {
    for (const url of ['/', '/be/course']) {
      expect((await get(url)).headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    expect((await get('/api/options')).headers['permissions-policy']).toBeUndefined();
  });
});

describe('API answers', () => {
  it('compresses JSON above the threshold according to Accept-Encoding', async () => {
    await ctx.db.update(options).set({ value: `<p>${'Willkommen im Sommer! '.repeat(100)}</p>` }).where(eq(options.key, 'app_intro'));
    const plain = await get('/api/options');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const brotli = await get('/api/options', 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzipped = await get('/api/options', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const response = await get('/api/userdata', 'br');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().message).toBeTruthy();
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, honours q=0 and the wildcard', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
