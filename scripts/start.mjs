// `npm start`: the whole application in one process, after building the web app when its build is missing or
// older than its sources (a pull, an edit), so a newcomer never serves yesterday's pages.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildReason } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const reason = buildReason(root);
if (reason) {
  console.log(`${reason} the web app (apps/web/dist) and its renderer of the public pages (apps/web/dist-server) ...`);
  const build = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('Building the web app failed; the server was not started.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });

// The server closes its database cleanly on these; this process waits for it and leaves with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0));
});
