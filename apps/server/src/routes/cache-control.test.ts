import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { ensureSuperadmin } from '../db/seed/superadmin';
import { createSession } from '../repositories/sessions';
import { createTestApp, type TestContext } from '../../test/support/app';
import { documentedRoutes, sample, type DocumentedRoute, type Parameter } from '../../test/support/openapi';

/**
 * Every route of the OpenAPI document that takes the bearer token, called as a signed-in Superadmin, answers
 * with a Cache-Control no cache keeps, whatever its status: the answer is that user's. Routes are read from the
 * document, so a route added later is checked without touching this file.
 */

let ctx: TestContext;
let routes: DocumentedRoute[];
let superadminId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await ensureSuperadmin(ctx.db, { email: 'cache-admin@example.org', password: 'cache-admin-password' });
  const [admin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'cache-admin@example.org'));
  superadminId = admin!.id;
  const signedIn = (await documentedRoutes(ctx.app)).filter(({ operation }) => operation.security?.some((scheme) => 'bearer' in scheme));
  // Reading first, deleting last: the Superadmin's own records (user and role 1) stay for the reads.
  const order = { get: 0, post: 1, put: 1, delete: 2 };
  routes = signedIn.sort((a, b) => order[a.method] - order[b.method]);
});
afterAll(() => ctx.close());

const pathValue = (parameter: Parameter) =>
  parameter.schema?.enum ? String(parameter.schema.enum[0]) : parameter.schema?.format === 'uuid' ? randomUUID() : '1';

function url({ path, operation }: DocumentedRoute): string {
  const parameters = operation.parameters ?? [];
  const filled = parameters
    .filter((parameter) => parameter.in === 'path')
    .reduce((result, parameter) => result.replace(`{${parameter.name}}`, encodeURIComponent(pathValue(parameter))), path);
  const required = parameters.filter((parameter) => parameter.in === 'query' && parameter.required);
  const query = new URLSearchParams(Object.fromEntries(required.map((parameter) => [parameter.name, String(sample(parameter.schema, parameter.name))]))).toString();
  return query ? `${filled}?${query}` : filled;
}

describe('Cache-Control of the answers to a signed-in user', () => {
  it('is no-store on every route that takes the bearer token, whatever the status', { timeout: 120_000 }, async () => {
    expect(routes.length).toBeGreaterThan(50);
    const cached: string[] = [];
    const statuses: number[] = [];
    for (const route of routes) {
      // A session of its own per route: logout, refresh and password changes end the one they were called with.
      const { token } = await createSession(ctx.db, superadminId, false, new Date());
      const body = route.operation.requestBody?.content?.['application/json']?.schema;
      const response = await ctx.app.inject({
        method: route.method.toUpperCase() as 'GET',
        url: url(route),
        headers: { authorization: `Bearer ${token}` },
        ...(body && (route.method === 'post' || route.method === 'put') ? { payload: sample(body) as object } : {}),
      });
      statuses.push(response.statusCode);
      const cacheControl = String(response.headers['cache-control'] ?? '');
      if (!cacheControl.includes('no-store')) cached.push(`${route.method.toUpperCase()} ${route.path} -> ${response.statusCode} ${cacheControl || '(none)'}`);
    }
    expect(cached).toEqual([]);
    // Both kinds of answer were checked: data, and refusals of what the sample requests got wrong.
    expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(15);
    expect(statuses.filter((status) => status >= 400).length).toBeGreaterThan(15);
  });

  it('is no-store on the 401 of a route behind sign-in, and a public answer keeps its own caching', async () => {
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/userdata' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');

    const { token } = await createSession(ctx.db, superadminId, false, new Date());
    const catalogue = await ctx.app.inject({ method: 'GET', url: '/api/frontend', headers: { authorization: `Bearer ${token}` } });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers['cache-control']).toBe('public, max-age=1');
  });
});
