// `npm run build -w @app/server`: the server as plain JavaScript for `node` (issue 39), in apps/server/dist.
//
// One bundle per entry, so that Node runs it without TypeScript at run time: main.js (the process),
// document-worker.mjs (the PDF and spreadsheet thread, found beside the code that starts it, as in src/),
// backup.js (the backup and restore commands) and migrate.js (the migrations alone). The server's own
// dependencies stay packages (installed with it, loaded by Node); everything else, the domain package and what it needs, is compiled in. The migrations are
// copied beside the bundle, where the code looks for them (`./migrations` next to it). Source maps point errors
// at the TypeScript lines (`--enable-source-maps`).
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const out = `${here}dist`;
const installed = new Set(Object.keys(JSON.parse(fs.readFileSync(`${here}package.json`, 'utf8')).dependencies).filter((name) => !name.startsWith('@app/')));
const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

const dependenciesStayPackages = {
  name: 'dependencies-stay-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      installed.has(packageName(path)) || path.startsWith('node:') || builtinModules.includes(path) ? { external: true } : undefined,
    );
  },
};

fs.rmSync(out, { recursive: true, force: true });
const startedAt = performance.now();
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [dependenciesStayPackages],
  // A CommonJS module compiled in (the tax code library) may `require` what Node has built in.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
};
await build({ ...common, entryPoints: { main: `${here}src/main.ts` }, outdir: out });
// `node apps/server/dist/backup.js backup|restore FILE`: backups without the TypeScript tools (README, "Backups").
await build({ ...common, entryPoints: { backup: `${here}src/backup/cli.ts` }, outdir: out });
// `node apps/server/dist/migrate.js`: the migrations alone, as the systemd unit runs them before a replica.
await build({ ...common, entryPoints: { migrate: `${here}src/db/migrate-cli.ts` }, outdir: out });
// The code starts its worker at './document-worker.mjs' (in src/, a plain-JavaScript shim that loads the TypeScript).
await build({ ...common, entryPoints: { 'document-worker': `${here}src/documents/document-worker.ts` }, outdir: out, outExtension: { '.js': '.mjs' } });
fs.cpSync(`${here}src/db/migrations`, `${out}/migrations`, { recursive: true });
console.log(`Built the server in ${Math.round(performance.now() - startedAt)} ms: ${out}`);
