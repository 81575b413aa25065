import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of `npm start`, without type declarations
import { buildReason } from '../../../scripts/build-reason.mjs';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function checkout() {
  const root = mkdtempSync(join(tmpdir(), 'build-reason-'));
  folders.push(root);
  return root;
}
function write(root: string, path: string, secondsAgo: number) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, at, at);
}

describe('npm start builds the web app and the server when a build is missing or older than its sources', () => {
  it('builds on the first start, not again while nothing changed, and again after a pull changed a source', () => {
    const root = checkout();
    write(root, 'apps/web/src/main.tsx', 300);
    write(root, 'packages/domain/src/i18n/sections/home.ts', 300);
    expect(buildReason(root)).toMatch(/^First start/);

    write(root, 'apps/web/dist/index.html', 200);
    write(root, 'apps/web/dist-server/entry-server.js', 200);
    // The server's build is still missing.
    expect(buildReason(root)).toMatch(/^First start/);
    write(root, 'apps/server/dist/main.js', 200);
    write(root, 'apps/server/dist/document-worker.mjs', 200);
    expect(buildReason(root)).toBeUndefined();

    // An edited server file is newer than the build.
    write(root, 'apps/server/src/routes/health/index.ts', 100);
    expect(buildReason(root)).toMatch(/sources changed/);
    // `npm run build` builds both again.
    for (const built of ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js', 'apps/server/dist/main.js', 'apps/server/dist/document-worker.mjs']) write(root, built, 50);
    expect(buildReason(root)).toBeUndefined();

    // A pulled text of the domain, deep in a folder, is newer than the build.
    write(root, 'packages/domain/src/i18n/sections/home.ts', 10);
    expect(buildReason(root)).toMatch(/sources changed/);
  });
});
