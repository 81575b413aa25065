import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registrationPayload } from './support/factories';
import { runServerToExit, startServer, type ServerProcess } from './support/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-startup-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const admin = { ADMIN_EMAIL: 'Chef@Example.org', ADMIN_PASSWORD: 'first-admin-password' };

async function login(url: string, email: string, password: string) {
  return fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('the server on the embedded database', () => {
  it('starts, refuses a second server on the same data folder, and keeps data across a restart', async () => {
    const port = String(await freePort());
    const first = await startServer({ DATA_DIR: dataDir, PORT: port, SEED_DEMO: '0', ...admin });
    running.push(first);

    const adminLogin = await login(first.url, 'chef@example.org', admin.ADMIN_PASSWORD);
    expect(adminLogin.status).toBe(200);
    const { token } = (await adminLogin.json()) as { token: string };
    const userdata = await fetch(`${first.url}/api/userdata`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await userdata.json()) as { data: { roles: string[] } }).data.roles).toEqual(['Superadmin']);

    const parent = registrationPayload();
    const registered = await fetch(`${first.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(parent),
    });
    expect(registered.status).toBe(201);

    const second = await runServerToExit({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(`The data folder ${dataDir} is in use by another server (process ${first.child.pid})`);

    expect(await first.stop()).toBe(0);
    running.pop();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // A changed ADMIN_PASSWORD does not touch an existing database.
    const restarted = await startServer({ DATA_DIR: dataDir, PORT: port, SEED_DEMO: '0', ...admin, ADMIN_PASSWORD: 'changed-password' });
    running.push(restarted);
    expect((await login(restarted.url, parent.email, parent.password)).status).toBe(200);
    expect((await login(restarted.url, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD)).status).toBe(200);
    expect(restarted.output()).not.toContain('Superadmin created');
  });

  it('prints a generated Superadmin password once when none is configured', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-startup-'));
    try {
      const server = await startServer({ DATA_DIR: folder, PORT: String(await freePort()), SEED_DEMO: '0', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
      running.push(server);
      const match = /Superadmin created: (\S+) with the password (\S+) \(shown only this once/.exec(server.output());
      expect(match).not.toBeNull();
      expect((await login(server.url, match![1]!, match![2]!)).status).toBe(200);
      await server.stop();
      running.pop();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('takes over the lock of a server that died without releasing it', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-startup-'));
    try {
      // A pid that cannot be running: the highest one Linux can hand out is below 2^22.
      fs.writeFileSync(path.join(folder, 'server.lock'), '4194304');
      const server = await startServer({ DATA_DIR: folder, PORT: String(await freePort()), SEED_DEMO: '0', ...admin });
      running.push(server);
      expect(fs.readFileSync(path.join(folder, 'server.lock'), 'utf8')).toBe(String(server.child.pid));
      await server.stop();
      running.pop();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
