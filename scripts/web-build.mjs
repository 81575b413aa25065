// Whether `npm start` must build the web app first: its build is missing, or older than what goes into it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'];
// The web app, the domain it imports (schemas, texts), the build's settings and the installed packages.
const SOURCES = ['apps/web/src', 'apps/web/vite', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Files only: a folder's time changes when anything is added or removed in it, a build's output too.
  const files = readdirSync(path, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Math.max(0, ...files.map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs));
}

/**
 * Why the web app has to be built before the server starts, or undefined when its build is current. A pull or
 * an edit gives the changed files a newer time than the build, so yesterday's pages are never served.
 * @param {string} root the repository's folder
 * @returns {string | undefined}
 */
export function buildReason(root) {
  const built = BUILT.map((path) => join(root, path));
  if (!built.every((path) => existsSync(path))) return 'First start: building';
  const builtAt = Math.min(...built.map((path) => statSync(path).mtimeMs));
  return SOURCES.some((path) => newestChange(join(root, path)) > builtAt) ? 'The sources changed since the last build: rebuilding' : undefined;
}
