import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './fixtures';

/** A port nothing listens on now, asked of the system: a fixed one fails whenever something else has it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Workers load this file again and inherit the environment: the runner picks the port once and passes it on.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// Workers load this file again and inherit the environment: only the runner creates the folder. It is removed
// when the runner exits, because a globalTeardown runs before Playwright stops the webServer that still uses it.
function createDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-weeks-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const dataDir = process.env.E2E_DATA_DIR ?? createDataDir();

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  // Two browsers at once: one kept 1.3 of the 2 cores busy (the rest was waiting on the server and on timers),
  // two keep 1.8 busy and the stage beside the PostgreSQL checks took 6m 39s instead of 8m 19s (decision 027).
  workers: 2,
  // A test then takes up to twice as long as alone: a back-office journey 26 s on a quiet day, and twice that on
  // a busy one. The budgets catch a test that hangs; what it checks fails on its own assertion.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  // A flaky test is fixed, not retried (issue 34): a retry hides what a parent would meet.
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    // The trace of a failed test keeps its DOM snapshots; the screencast beside them cost a third of the run's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // Debian's build of Chromium's headless shell, the browser Playwright itself runs headless (no browser
      // download is possible on these machines): the same engine as Chromium, with 40 % less processor time than
      // the full browser in its headless mode (decision 027).
      executablePath: '/usr/lib/chromium/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // The JavaScript budget is measured where it matters, on the phone.
      testIgnore: /settings\.spec|performance\.spec/,
    },
    // Parents use phones; the back office is desktop work and is tested there.
    { name: 'phone', use: { ...devices['Pixel 7'] }, testIgnore: /backoffice|settings\.spec/ },
    // Changes options every other spec reads (the name in the toolbar): runs alone, after them.
    {
      name: 'settings',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: /settings\.spec/,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    // The real start script, as a first-time user runs it: builds the web app when it is missing.
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/options`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      // Empty values count as unset: a developer's own database or mail server must never be touched.
      DATABASE_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
  },
});
