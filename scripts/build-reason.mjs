// Whether `npm start` must build first: the build of the web app or of the server is missing, or older than
// what goes into it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js', 'apps/server/dist/main.js', 'apps/server/dist/document-worker.mjs'];
// Both apps, the domain they import (schemas, texts), the builds' settings and the installed packages.
const SOURCES = [
  'apps/web/src',
  'apps/web/vite',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/build.mjs',
  'packages/domain/src',
  'package-lock.json',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Files only: a folder's time changes when anything is added or removed in it, a build's output too.
  const files = readdirSync(path, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Math.max(0, ...files.map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs));
}

/**
 * Why the application has to be built before the server starts, or undefined when its build is current. A pull
 * or an edit gives the changed files a newer time than the build, so yesterday's code is never served.
 * @param {string} root the repository's folder
 * @returns {string | undefined}
 */
export function buildReason(root) {
  const built = BUILT.map((path) => join(root, path));
  if (!built.every((path) => existsSync(path))) return 'First start: building';
  const builtAt = Math.min(...built.map((path) => statSync(path).mtimeMs));
  return SOURCES.some((path) => newestChange(join(root, path)) > builtAt) ? 'The sources changed since the last build: rebuilding' : undefined;
}
