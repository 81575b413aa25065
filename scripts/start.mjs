// `npm start`: the whole application in one process, after building the web app on the first run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(`${root}apps/web/dist/index.html`) || !existsSync(`${root}apps/web/dist-server/entry-server.js`)) {
  console.log('First start: building the web app (apps/web/dist) and its renderer of the public pages (apps/web/dist-server) ...');
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
