// `npm start`: the whole application in one process, the built server run by plain Node, after building the
// web app and the server when a build is missing or older than its sources (a pull, an edit), so a newcomer
// never serves yesterday's code.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildReason } from './build-reason.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const reason = buildReason(root);
if (reason) {
  console.log(`${reason} the web app (apps/web/dist, apps/web/dist-server) and the server (apps/server/dist) ...`);
  // The build's own output (a few hundred lines of file sizes) would bury the lines a newcomer needs; it is
  // shown only when the build fails, for its error. `npm run build` shows it every time.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], encoding: 'utf8' });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error(`Building failed${build.error ? ` (${build.error.message})` : ''}; the server was not started.`);
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });

// The server closes its database cleanly on these; this process waits for it and leaves with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0));
});
