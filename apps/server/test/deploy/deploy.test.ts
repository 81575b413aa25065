import { and, eq, sql, type SQL } from 'drizzle-orm';
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { courseWeeks, registrations } from '../../src/db/schema';
import { insertFamily, insertOpenCourse } from '../support/families';
import { startServerCommand, type ServerProcess } from '../support/server-process';
import { freePort } from '../support/smtp';

/**
 * The deploy recipe of deploy/ run on this machine (issue 39): two replicas of the built server, started as the
 * systemd unit starts them with the environment file's settings, on a PostgreSQL database of their own, behind
 * nginx with the recipe's locations; then what a parent and an operator meet through nginx. Runs after
 * `npm run build` (scripts/test.mjs); needs nginx with the brotli module (.ci/run installs it).
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const deploy = (file: string) => path.join(root, 'deploy', file);
const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const METRICS_TOKEN = 'deploy-check-metrics-token';

/** `KEY=VALUE` lines of an environment file example, comments left out. */
function environmentExample(file = 'summer-weeks.env.example'): Record<string, string> {
  const lines = fs.readFileSync(deploy(file), 'utf8').split('\n');
  return Object.fromEntries(lines.filter((line) => /^[A-Z_]+=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/**
 * What the systemd unit runs: its migrations as root first (ExecStartPre, "+", with the owner's file, here this
 * test's copy of its example), then the replica, both with node as this machine has it, in the unit's working
 * folder (this test's installation).
 */
function unitCommand(): { migrations: string[]; command: string[]; cwd: string; environmentFile: string } {
  const unit = fs.readFileSync(deploy('systemd/summer-weeks@.service'), 'utf8');
  const value = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(unit)?.[1] ?? '';
  const [node, ...args] = value('ExecStart').split(' ');
  expect(node).toBe('/usr/bin/node');
  const [preNode, ...preArgs] = value('ExecStartPre').split(' ');
  expect(preNode).toBe('+/usr/bin/node');
  expect(preArgs[0]).toBe('--env-file=/etc/summer-weeks/migrations.env');
  const ownersFile = path.join(folder, 'migrations.env');
  fs.writeFileSync(ownersFile, `MIGRATION_DATABASE_URL=${databaseUrl(ownerRole)}\n`, { mode: 0o600 });
  expect(value('Environment')).toBe('PORT=%i');
  return {
    migrations: [process.execPath, `--env-file=${ownersFile}`, ...preArgs.slice(1)],
    command: [process.execPath, ...args],
    cwd: value('WorkingDirectory').replace('/opt/summer-weeks', installation),
    environmentFile: value('EnvironmentFile'),
  };
}

function request(url: string, options: http.RequestOptions & { body?: string | Buffer } = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent: false, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-deploy-'));
/** The installation as the README lays it out in /opt/summer-weeks: releases/NAME, `current` and `previous`. */
const installation = path.join(folder, 'opt');
const dbName = `deploy_check_${process.pid}_${randomBytes(3).toString('hex')}`;
// The two roles of deploy/postgresql-roles.sql, named for this run (roles belong to the whole server).
const ownerRole = `${dbName}_owner`;
const appRole = `${dbName}_app`;
/** A database of this test (`name`) as `role` (the server trusts local connections in CI), or as the administrator. */
function databaseUrl(role?: string, name = dbName): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (role) url.username = role;
  return url.toString();
}
const replicas: ServerProcess[] = [];
let nginx: ChildProcess | undefined;
let database: DatabaseHandle;
let site: string;

/** nginx's configuration around `http` content, every path in this test's folder. */
function nginxConfig(http: string): string {
  // nginx's workers run as another user than its master: they write large request bodies into these.
  fs.chmodSync(folder, 0o755);
  const kinds = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const kind of kinds) {
    fs.mkdirSync(path.join(folder, kind), { recursive: true });
    fs.chmodSync(path.join(folder, kind), 0o777);
  }
  const temp = kinds.map((kind) => `${kind}_temp_path ${folder}/${kind};`).join('\n  ');
  return `include /etc/nginx/modules-enabled/*.conf;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${temp}
  ${http}
}
`;
}

/**
 * A release folder as `npm ci && npm run build` leaves it, made from this checkout's build: what the replicas and
 * nginx read of it copied (a new release is a new folder), the installed packages and deploy/ linked.
 */
function makeRelease(name: string): string {
  const release = path.join(installation, 'releases', name);
  for (const part of ['package.json', 'apps/server/package.json', 'apps/server/dist', 'apps/web/dist', 'apps/web/dist-server']) {
    fs.cpSync(path.join(root, part), path.join(release, part), { recursive: true });
  }
  for (const part of ['node_modules', 'apps/server/node_modules', 'apps/web/node_modules', 'deploy']) fs.symlinkSync(path.join(root, part), path.join(release, part));
  return release;
}

/** deploy/switch-release.sh on the installation; what it printed. */
function switchRelease(name: string): string {
  return execFileSync(deploy('switch-release.sh'), [installation, name], { encoding: 'utf8' });
}

/** A database `name` as the README prepares one: owned by the owner's role, deploy/postgresql-roles.sql run in it. */
async function createDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} owner ${ownerRole}`);
  await admin.end();
  const roles = fs
    .readFileSync(deploy('postgresql-roles.sql'), 'utf8')
    .replaceAll('summer_weeks_app', appRole)
    .replaceAll('summer_weeks', ownerRole)
    .replaceAll(`ON DATABASE ${ownerRole} `, `ON DATABASE ${name} `);
  const inDatabase = new pg.Client({ connectionString: databaseUrl(undefined, name) });
  await inDatabase.connect();
  await inDatabase.query(roles);
  await inDatabase.end();
}

/** A replica on `port`, started as systemd starts `summer-weeks@<port>`: its migrations, then the replica. */
async function startReplica(port: number): Promise<ServerProcess> {
  const unit = unitCommand();
  expect(unit.environmentFile).toBe('/etc/summer-weeks/summer-weeks.env');
  const dataDir = path.join(folder, `replica-${port}`);
  const env = {
    ...environmentExample(),
    PORT: String(port),
    DATABASE_URL: databaseUrl(appRole),
    DATA_DIR: dataDir,
    BACKUP_DIR: path.join(dataDir, 'backups'),
    APP_URL: site,
    SMTP_URL: '',
    ADMIN_PASSWORD: 'deploy-check-admin-password',
    METRICS_TOKEN,
  };
  const migrated = await promisify(execFile)(unit.migrations[0]!, unit.migrations.slice(1), { cwd: unit.cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  expect(migrated.stdout).toContain(`Migrations current (as ${ownerRole}).`);
  return startServerCommand(unit.command, unit.cwd, env);
}

beforeAll(async () => {
  const missing = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length > 0) throw new Error(`Build first (npm run build): ${missing.join(', ')} missing`);
  if (!fs.existsSync('/usr/sbin/nginx')) throw new Error('nginx is not installed (Debian: apt-get install nginx-light libnginx-mod-http-brotli-static)');

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create role ${ownerRole} login`);
  await admin.query(`create role ${appRole} login`);
  await admin.end();
  await createDatabase(dbName);

  makeRelease('a');
  expect(switchRelease('a')).toContain('Current release: releases/a.');
  const [nginxPort, ...ports] = await Promise.all([freePort(), freePort(), freePort()]);
  site = `http://127.0.0.1:${nginxPort}`;
  // Together, as a reboot starts them: one migrates and seeds, the other waits for its lock and finds it done.
  replicas.push(...(await Promise.all(ports.map((port) => startReplica(port)))));
  database = await openDatabase({ url: databaseUrl(), poolSize: 4 });

  // The site (summer-weeks.conf) without TLS: its upstream with this machine's ports, its releases' folders and
  // the locations it includes, in this test's installation.
  const siteFile = fs.readFileSync(deploy('nginx/summer-weeks.conf'), 'utf8');
  const upstream = /upstream summer_weeks \{([^}]*)\}/.exec(siteFile)![1]!.replace('127.0.0.1:3001', `127.0.0.1:${ports[0]}`).replace('127.0.0.1:3002', `127.0.0.1:${ports[1]}`);
  const releaseLines = siteFile.match(/^ *(root|set \$previous_release_root|include) \/opt\/summer-weeks\/.*;$/gm)!;
  expect(releaseLines).toHaveLength(3);
  fs.writeFileSync(
    path.join(folder, 'nginx.conf'),
    nginxConfig(`upstream summer_weeks { ${upstream} }
  server { listen 127.0.0.1:${nginxPort}; ${releaseLines.join(' ').replaceAll('/opt/summer-weeks', installation)} }`),
  );
  nginx = spawn('/usr/sbin/nginx', ['-c', path.join(folder, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await request(`${site}/api/health`)).status === 200) break;
    } catch (error) {
      if (attempt > 100) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 180_000);

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await Promise.all(replicas.map((replica) => replica.stop()));
  await database?.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of [dbName, `${dbName}_restored`]) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`drop role if exists ${appRole}`);
  await admin.query(`drop role if exists ${ownerRole}`);
  await admin.end();
  // The links into this checkout go first, so that nothing below could ever reach through them.
  for (const release of fs.readdirSync(path.join(installation, 'releases'))) {
    for (const part of ['node_modules', 'apps/server/node_modules', 'apps/web/node_modules', 'deploy']) fs.rmSync(path.join(installation, 'releases', release, part), { force: true });
  }
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the recipe of deploy/', () => {
  it('has every setting of the README in its environment file example', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## ', readme.indexOf('## Configuration') + 3));
    const settings = [...table.matchAll(/^\| ([^|]+) \|/gm)].flatMap(([, cell]) => [...cell!.matchAll(/`([A-Z_]+)`/g)].map(([, name]) => name!));
    expect(settings.length).toBeGreaterThan(20);
    // The port is the unit's instance.
    const examples = { ...environmentExample(), ...environmentExample('summer-weeks-migrations.env.example') };
    expect(settings.filter((name) => name !== 'PORT' && !(name in examples))).toEqual([]);
  });

  it("lets the application's role change rows but not tables: the health log stays append-only", async () => {
    // The replicas never had the owner's URL.
    for (const replica of replicas) expect(fs.readFileSync(`/proc/${replica.child.pid}/environ`, 'utf8').split('\0').filter((line) => line.startsWith('MIGRATION_'))).toEqual([]);
    const app = new pg.Client({ connectionString: databaseUrl(appRole) });
    await app.connect();
    try {
      // The owner migrated; the application reads what it created.
      expect((await app.query('select count(*)::int as count from drizzle.__drizzle_migrations')).rows[0].count).toBeGreaterThan(10);
      const refused = async (statement: string) => (await app.query(statement).then(() => null, (error: { code?: string }) => error.code)) ?? 'allowed';
      expect(await refused('alter table health_access_log disable trigger health_access_log_append_only')).toBe('42501');
      expect(await refused('delete from health_access_log')).toBe('42501');
      expect(await refused('create table intruder (id int)')).toBe('42501');
      expect(await refused('drop table registrations')).toBe('42501');
    } finally {
      await app.end();
    }
  });

  it('backs up and restores the installation with its two roles: the restored rows are the application role\'s to use, its tables not', async () => {
    const restored = `${dbName}_restored`;
    const file = path.join(folder, 'installation.swbak');
    // The built release's command, with the replicas' settings: as the owner (MIGRATION_DATABASE_URL).
    const backupCommand = (command: 'backup' | 'restore', name: string) =>
      execFileSync(process.execPath, ['apps/server/dist/backup.js', command, file], {
        cwd: path.join(installation, 'current'),
        env: { ...process.env, ...environmentExample(), DATABASE_URL: databaseUrl(appRole, name), MIGRATION_DATABASE_URL: databaseUrl(ownerRole, name), DATA_DIR: folder },
        encoding: 'utf8',
      });
    expect(backupCommand('backup', dbName)).toContain('Backed up the PostgreSQL database');
    await createDatabase(restored);
    expect(backupCommand('restore', restored)).toContain('Restored');

    const count = async (url: string, table: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(`select count(*)::int as count from ${table}`)).rows[0].count as number;
      } finally {
        await client.end();
      }
    };
    for (const table of ['users', 'registrations', 'drizzle.__drizzle_migrations']) {
      expect(await count(databaseUrl(appRole, restored), table), table).toBe(await count(databaseUrl(), table));
    }
    const app = new pg.Client({ connectionString: databaseUrl(appRole, restored) });
    await app.connect();
    try {
      const refused = async (statement: string) => (await app.query(statement).then(() => null, (error: { code?: string }) => error.code)) ?? 'allowed';
      expect(await refused(`update options set value = value where key = 'app_url'`)).toBe('allowed');
      expect(await refused('alter table health_access_log disable trigger health_access_log_append_only')).toBe('42501');
    } finally {
      await app.end();
    }
  });

  it("has a TLS site that nginx accepts, with a host's certificate", () => {
    const key = path.join(folder, 'site.key');
    const certificate = path.join(folder, 'site.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=anmeldung.example.org', '-keyout', key, '-out', certificate], { stdio: 'ignore' });
    const rendered = fs
      .readFileSync(deploy('nginx/summer-weeks.conf'), 'utf8')
      .replace('/etc/letsencrypt/live/anmeldung.example.org/fullchain.pem', certificate)
      .replace('/etc/letsencrypt/live/anmeldung.example.org/privkey.pem', key)
      .replaceAll('/opt/summer-weeks/', `${installation}/`);
    fs.writeFileSync(path.join(folder, 'site.conf'), rendered);
    fs.writeFileSync(path.join(folder, 'site-test.conf'), nginxConfig(`include ${path.join(folder, 'site.conf')};`));
    execFileSync('/usr/sbin/nginx', ['-t', '-q', '-c', path.join(folder, 'site-test.conf')], { stdio: 'pipe' });
  });
});

describe('through nginx', () => {
  it('serves the hashed assets from the build, precompressed and cached for a year', async () => {
    const assets = path.join(root, 'apps/web/dist/assets');
    const script = fs.readdirSync(assets).find((name) => name.endsWith('.js') && fs.existsSync(path.join(assets, `${name}.br`)))!;
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await request(`${site}/assets/${script}`, { headers: { 'accept-encoding': encoding } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.equals(fs.readFileSync(path.join(assets, `${script}.${encoding === 'br' ? 'br' : 'gz'}`)))).toBe(true);
    }
    const missing = await request(`${site}/assets/no-such-file.js`);
    expect(missing.status).toBe(404);
    // Not cached: a file of that name may come with the next release.
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('passes pages and the API to both replicas, ready on a migrated database', async () => {
    const ready = await request(`${site}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body.toString())).toEqual({ status: 'ready', database: 'ok', migrations: 'current' });
    const home = await request(`${site}/`, { headers: { 'accept-language': 'it' } });
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    for (let index = 0; index < 10; index++) expect((await request(`${site}/api/options`)).status).toBe(200);
    // Each replica answered some of them (nginx takes turns), as its own metrics say.
    for (const replica of replicas) {
      const metrics = (await request(`${replica.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body.toString();
      expect(Number(/^http_request_duration_seconds_count\{method="GET",route="\/api\/options",status="2xx"\} (\d+)$/m.exec(metrics)?.[1] ?? 0)).toBeGreaterThan(0);
    }
  });

  it("refuses a body above the application's limit with the application's message, not nginx's page", async () => {
    const body = JSON.stringify({ email: 'x@example.org', password: 'x'.repeat(3 * 1024 * 1024) });
    const answer = await request(`${site}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, body });
    expect(answer.status, answer.body.toString()).toBe(413);
    expect(answer.headers['content-type']).toContain('application/json');
  });

  it('decides an instant rush of 300 parents exactly: 50 places, 100 waiting, the rest refused, no 5xx', async () => {
    const { week, families, book } = await rush({ places: 50, waiting: 100, parents: 300 });
    const answers = await Promise.all(families.map((family) => book(family)));
    expect(answers.flatMap((answer) => answer.statuses).filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(150);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(150);
    expect(await weekCounts(week.id)).toEqual({ confirmed: 50, waiting: 100, counters: [50, 100] });
  });

  it('restarts each replica in turn while parents book: nobody sees an error, every booking answered is stored', async () => {
    const { week, families, book } = await rush({ places: 400, waiting: 0, parents: 240 });
    // The parents press send spread over 4 s; meanwhile each replica is stopped (SIGTERM) and started again.
    const booked = Promise.all(families.map((family, index) => book(family, (index / families.length) * 4_000)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const restarting = { from: Date.now(), to: 0 };
    for (const [index, replica] of replicas.entries()) {
      const port = Number(new URL(replica.url).port);
      expect(await replica.stop()).toBe(0);
      replicas[index] = await startReplica(port);
    }
    restarting.to = Date.now();
    const answers = await booked;
    // The restarts were in the middle of the rush.
    expect(answers.filter((answer) => answer.sentAt >= restarting.from && answer.sentAt <= restarting.to).length).toBeGreaterThan(40);
    expect(answers.flatMap((answer) => answer.statuses).filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(answers.map((answer) => answer.status)).toEqual(families.map(() => 200));
    expect(await weekCounts(week.id)).toEqual({ confirmed: 240, waiting: 0, counters: [240, 0] });
  });

  it("upgrades release by release: the new migration runs once, the old replica's pages keep their assets", async () => {
    // Release b: a build whose scripts are named anew (one of release a's is not in it, one is new) and that
    // brings a migration.
    const page = (await request(`${site}/`)).body.toString();
    const oldScript = [...page.matchAll(/\/assets\/([\w.-]+\.js)"/g)].map(([, name]) => name!).find((name) => fs.existsSync(path.join(root, 'apps/web/dist/assets', `${name}.br`)))!;
    const b = makeRelease('b');
    for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(b, 'apps/web/dist/assets', `${oldScript}${suffix}`));
    fs.writeFileSync(path.join(b, 'apps/web/dist/assets', 'only-in-release-b.js'), 'export {};\n');
    const journalFile = path.join(b, 'apps/server/dist/migrations/meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    journal.entries.push({ ...journal.entries.at(-1)!, idx: journal.entries.length, when: Date.now(), tag: '9999_release_b' });
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    fs.writeFileSync(path.join(b, 'apps/server/dist/migrations/9999_release_b.sql'), 'CREATE TABLE "release_b" ("id" integer);\n');
    const query = async <T>(statement: SQL) => ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
    const applied = async () => (await query<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`))[0]!.count;
    const before = await applied();

    expect(switchRelease('b')).toContain('Current release: releases/b (previous: releases/a).');
    // Both replicas still run release a, whose page names the script b does not have: nginx finds it in a.
    const script = await request(`${site}/assets/${oldScript}`, { headers: { 'accept-encoding': 'br' } });
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body.equals(fs.readFileSync(path.join(root, 'apps/web/dist/assets', `${oldScript}.br`)))).toBe(true);
    expect((await request(`${site}/assets/only-in-release-b.js`)).status).toBe(200);

    const releaseOf = (replica: ServerProcess) => fs.realpathSync(`/proc/${replica.child.pid}/cwd`);
    const ready = async (replica: ServerProcess) => (await request(`${replica.url}/api/health/ready`)).status;
    for (const [index, replica] of replicas.entries()) {
      expect(releaseOf(replica)).toBe(fs.realpathSync(path.join(installation, 'releases/a')));
      expect(await replica.stop()).toBe(0);
      replicas[index] = await startReplica(Number(new URL(replica.url).port));
      expect(releaseOf(replicas[index]!)).toBe(fs.realpathSync(b));
      // The replica of release a beside it serves on: the database is ahead of its release, not behind.
      for (const running of replicas) expect(await ready(running)).toBe(200);
    }
    expect(await applied()).toBe(before + 1);
    expect(await query(sql`select to_regclass('release_b')::text as name`)).toEqual([{ name: 'release_b' }]);
    expect((await request(`${site}/api/options`)).status).toBe(200);
  });
});

type Family = Awaited<ReturnType<typeof insertFamily>>;

/**
 * A course with one week and `parents` families with a child each, and how one of them books it through nginx as
 * the web app does: on a connection of its own, again after a 503's Retry-After with the same Idempotency-Key.
 */
async function rush(options: { places: number; waiting: number; parents: number }) {
  const { course, weeks } = await insertOpenCourse(database.db, [{ max_participants: options.places, waiting_list: options.waiting }]);
  const week = weeks[0]!;
  const families: Family[] = [];
  for (let index = 0; index < options.parents; index++) families.push(await insertFamily(database.db, { children: ['Lena'] }));
  const book = async (family: Family, delayMs = 0): Promise<{ status: number; statuses: number[]; sentAt: number }> => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const sentAt = Date.now();
    const body = JSON.stringify({
      bookedChildren: [{ children: family.children[0]!.id, courseWeeks: [{ courseWeek: week.id, dayType: 'full_day' }] }],
      emergency_contact1_phone: '+39 347 1111111',
      emergency_contact2_phone: '+39 347 2222222',
    });
    const idempotencyKey = randomBytes(12).toString('hex');
    const statuses: number[] = [];
    for (;;) {
      const answer = await request(`${site}/api/send-registration/${course.id}`, {
        method: 'POST',
        headers: { ...family.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'idempotency-key': idempotencyKey },
        body,
      });
      statuses.push(answer.status);
      if (answer.status !== 503 || answer.headers['retry-after'] === undefined) return { status: answer.status, statuses, sentAt };
      await new Promise((resolve) => setTimeout(resolve, Number(answer.headers['retry-after']) * 1000));
    }
  };
  return { week, families, book };
}

/** The week's registrations that stand, by place, and its counters. */
async function weekCounts(weekId: number) {
  const counted = await database.db
    .select({ waiting: registrations.is_waiting, count: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.course_week_id, weekId), sql`${registrations.deleted_at} is null`))
    .groupBy(registrations.is_waiting);
  const [counters] = await database.db.select().from(courseWeeks).where(eq(courseWeeks.id, weekId));
  return {
    confirmed: counted.find((row) => !row.waiting)?.count ?? 0,
    waiting: counted.find((row) => row.waiting)?.count ?? 0,
    counters: [counters!.confirmed_count, counters!.waiting_count],
  };
}
