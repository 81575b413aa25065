import { defineConfig } from 'vitest/config';
import { texts } from './apps/web/vite/texts.ts';

export default defineConfig({
  test: {
    // Vitest's default leaves one of the machine's two cores idle in a run.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'domain', environment: 'node', include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          // Tests of the PostgreSQL server's own behaviour (connections) run only in the PostgreSQL pass; tests
          // that open no database run once, in server-unit, not in both passes.
          exclude: ['**/*.unit.test.ts', ...(process.env.TEST_DATABASE === 'postgres' ? [] : ['**/*.postgres.test.ts'])],
          // Each file copies the database migrated once for the run.
          globalSetup: ['apps/server/test/support/database-template.ts'],
          // Each file builds its own app on its own database: the modules are loaded once per worker, not per file.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The server's code that needs no database (parsers, workers, policies): the same on either database.
        test: { name: 'server-unit', environment: 'node', include: ['apps/server/src/**/*.unit.test.ts'], testTimeout: 60_000 },
      },
      {
        // Real server processes on the embedded database (lock, restart, first start): run once, not per database.
        test: {
          name: 'server-process',
          environment: 'node',
          // On the embedded database the start, lock and restart; on PostgreSQL only what needs a server.
          include: process.env.TEST_DATABASE === 'postgres' ? ['apps/server/test/**/*.postgres.test.ts'] : ['apps/server/test/**/*.test.ts'],
          exclude: process.env.TEST_DATABASE === 'postgres' ? ['apps/server/test/deploy/**'] : ['**/*.postgres.test.ts', 'apps/server/test/deploy/**'],
          globalSetup: ['apps/server/test/support/database-template.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The deploy recipe (deploy/) with the built server, two replicas behind nginx on PostgreSQL: after the build.
        test: { name: 'deploy', environment: 'node', include: ['apps/server/test/deploy/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000 },
      },
      {
        // Screens are typed into like a user would; on a busy machine that takes longer than the default 5 s.
        plugins: [texts()],
        test: {
          name: 'web',
          // happy-dom, not jsdom: the same 226 tests in 134 s instead of 193 s (decision 027).
          environment: 'happy-dom',
          // A screen no test sizes is a phone's, the size parents use (a test of the back office's table stubs a wider one).
          environmentOptions: { happyDOM: { width: 390, height: 844 } },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['apps/web/src/**/*.server.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // One DOM and one module graph per worker, not per file: setup.ts resets what a file leaves behind.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        // The web app's renderer of the public pages, as the server runs it: in Node, without a DOM.
        plugins: [texts()],
        test: { name: 'web-server', environment: 'node', include: ['apps/web/src/**/*.server.test.{ts,tsx}'], testTimeout: 20_000 },
      },
    ],
  },
});
