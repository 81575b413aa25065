import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { ensureSuperadmin } from '../db/seed/superadmin';
import { createSession } from '../repositories/sessions';
import { createTestApp, type TestContext } from '../../test/support/app';
import { documentedRoutes, sample, type DocumentedRoute, type JsonSchema, type Parameter } from '../../test/support/openapi';

/**
 * Every route of the OpenAPI document gets malformed input as a signed-in Superadmin: wrong types, NUL bytes,
 * huge strings, arrays for scalars, prototype keys, in the body, the query and the path. None may answer 5xx,
 * and a `null` body is refused like any other malformed form: 422 with its errors.
 * Routes are read from the document, so a route added later is fuzzed without touching this file.
 */

/** Calls that end the caller's own session; every route gets a fresh one anyway, these would only test that. */
const SKIPPED = new Set(['GET /api/logout']);
const HUGE = 'x'.repeat(100_000);
const NUL = 'a\u0000b';
/** How many body fields get their own NUL request; keeps a route's requests bounded. */
const MAX_FIELD_PROBES = 12;

/** Request bodies: the sample, then each field with a NUL byte, then every field of the wrong kind at once. */
function bodies(schema: JsonSchema | undefined): unknown[] {
  const base = sample(schema);
  if (!base || typeof base !== 'object' || Array.isArray(base)) return [base, null, NUL, [NUL], { x: HUGE }];
  const record = base as Record<string, unknown>;
  const keys = Object.keys(record);
  const everyField = (value: unknown) => Object.fromEntries(keys.map((key) => [key, value]));
  const nested = (value: unknown): unknown =>
    typeof value === 'string' ? NUL : Array.isArray(value) ? value.map(nested) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nested(v)])) : value;
  return [
    base,
    ...keys.slice(0, MAX_FIELD_PROBES).filter((key) => typeof record[key] !== 'string').map((key) => ({ ...record, [key]: nested(record[key]) })),
    everyField(HUGE),
    everyField([NUL, 1]),
    everyField({ __proto__: { admin: true }, constructor: { prototype: { admin: true } } }),
    everyField(-1e308),
    everyField(null),
    // A JSON text, so that the keys arrive as keys and not as the object's prototype.
    `{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}, ${JSON.stringify(keys[0] ?? 'x')}: ${JSON.stringify(NUL)}}`,
    [base],
    NUL,
  ];
}

const encode = (query: Record<string, string | string[]>) =>
  Object.entries(query)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((entry) => `${encodeURIComponent(key)}=${encodeURIComponent(entry)}`))
    .join('&');

function queries(parameters: Parameter[]): string[] {
  const names = parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  const every = (value: string | string[]) => encode(Object.fromEntries(names.map((name) => [name, value])));
  return [
    '',
    every(NUL),
    every(HUGE.slice(0, 20_000)),
    every(['1', NUL]),
    every('-1'),
    every('99999999999999999999'),
    '__proto__[admin]=1&constructor[prototype][admin]=1&search[]=x',
    ...names.map((name) => encode({ [name]: '%00\u0000\u001f\u009f' })),
  ];
}

const PATH_VALUES = ['abc', '\u0000', '0', '-1', '1.5', '99999999999999999999', 'x'.repeat(300), '__proto__', '1'];

let ctx: TestContext;
let operations: DocumentedRoute[];
let superadminId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await ensureSuperadmin(ctx.db, { email: 'fuzz-admin@example.org', password: 'fuzz-admin-password' });
  const [admin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'fuzz-admin@example.org'));
  superadminId = admin!.id;
  operations = (await documentedRoutes(ctx.app)).filter(({ method, path }) => !SKIPPED.has(`${method.toUpperCase()} ${path}`));
});
afterAll(() => ctx.close());

describe('fuzzing every route of the OpenAPI document', () => {
  // About 25 s of CPU on PGlite; the limit leaves room for a machine busy with other work.
  it('never answers 5xx, whatever the body, query or path holds', { timeout: 180_000 }, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    const unguarded: string[] = [];
    const nullBodies: string[] = [];
    let requests = 0;
    for (const { method, path, operation } of operations) {
      // A session of its own per route: a route that changes the password or rotates the token ends the
      // sessions it knows, and the next route should still be fuzzed as a signed-in user.
      const { token } = await createSession(ctx.db, superadminId, false, new Date());
      const headers = { authorization: `Bearer ${token}` };
      const parameters = operation.parameters ?? [];
      const pathNames = parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      const fill = (value: string) => pathNames.reduce((url, name) => url.replace(`{${name}}`, encodeURIComponent(value)), path);
      // Deleting record 1 (the Superadmin, its role) would only test the delete; malformed ids are the point.
      const pathValues = method === 'delete' ? PATH_VALUES.filter((value) => value !== '1') : PATH_VALUES;
      const urls = [
        ...(pathNames.length > 0 ? pathValues.map(fill) : [path]),
        ...queries(parameters).map((query) => `${fill('1')}${query ? `?${query}` : ''}`),
      ];
      const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
      const send = async (url: string, payload?: unknown) => {
        requests += 1;
        const response = await ctx.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload: typeof payload === 'string' && payload.startsWith('{') ? payload : JSON.stringify(payload) }),
        });
        if (response.statusCode >= 500) failures.push(`${method.toUpperCase()} ${url.slice(0, 120)} ${JSON.stringify(payload)?.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
      };
      for (const url of urls) await send(url, method === 'get' || method === 'delete' ? undefined : jsonSchema ? sample(jsonSchema) : {});
      if (method === 'post' || method === 'put') {
        for (const payload of bodies(jsonSchema)) await send(fill('1'), payload);
        if (jsonSchema?.type === 'object') {
          // JSON allows `null` as a whole body; a form's fields are then all missing, which is a 422 like any.
          const response = await ctx.app.inject({ method: method.toUpperCase() as 'POST', url: fill('1'), headers: { ...headers, 'content-type': 'application/json' }, payload: 'null' });
          requests += 1;
          const body = response.json();
          if (response.statusCode !== 422 || typeof body.message !== 'string' || !body.errors) nullBodies.push(`${method.toUpperCase()} ${path} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
        // A NUL byte in one text field of an otherwise plausible body is refused on that field, never stored.
        const base = sample(jsonSchema);
        const textFields = base && typeof base === 'object' && !Array.isArray(base) ? Object.entries(base).filter(([, value]) => typeof value === 'string') : [];
        for (const [field] of textFields.filter(([name]) => !name.includes('password')).slice(0, MAX_FIELD_PROBES)) {
          const response = await ctx.app.inject({ method: method.toUpperCase() as 'POST', url: fill('1'), headers, payload: { ...(base as object), [field]: NUL } });
          requests += 1;
          // Passed validation: only a password may hold any character (it is hashed, never stored or shown).
          if (response.statusCode < 400 || response.statusCode === 404 || response.statusCode === 409) unguarded.push(`${method.toUpperCase()} ${path} ${field} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(unguarded).toEqual([]);
    expect(nullBodies).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  });
});
