import { checkCharacter } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A valid tax code for a birth date and gender, different for every call (varying name letters). */
export function makeTaxCode(options: { birth?: string; gender?: 'm' | 'f' } = {}): string {
  const [year, month, day] = (options.birth ?? '1985-04-12').split('-').map(Number) as [number, number, number];
  const n = sequence++;
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const name = Array.from({ length: 6 }, (_, i) => letters[Math.floor(n / 26 ** i) % 26]).join('');
  const dayField = options.gender === 'f' ? day + 40 : day;
  const body = `${name}${String(year % 100).padStart(2, '0')}${'ABCDEHLMPRST'[month - 1]}${String(dayField).padStart(2, '0')}A952`;
  return body + checkCharacter(body);
}

/** A tiny but real PNG (1x1 pixel), as the signature pad would send it. */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const SIGNATURE = `data:image/png;base64,${PNG_PIXEL.toString('base64')}`;

export function registrationPayload(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    first_name: 'Maria',
    last_name: 'Rossi',
    tax: makeTaxCode({ gender: 'f', birth: '1986-07-23' }),
    plz: '39100',
    place: 'Bozen',
    address: 'Museumstraße 1',
    phone: '+39 0471 123456',
    email: `parent-${id}@example.org`,
    password: 'secret-password',
    password_confirmation: 'secret-password',
    privacy_agb: true,
    privacy_photo: 'yes',
    signature: SIGNATURE,
    ...overrides,
  };
}

/**
 * A client address of its own (from 10.0.0.0/8), so that a file's many sign-ups are not throttled as if one
 * client made them all.
 */
export const newClientAddress = () => `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence++ & 255}`;

/** Registers a parent through the API and signs in; returns the token and what was sent. */
export async function signUpParent(app: App, overrides: Record<string, unknown> = {}) {
  const payload = registrationPayload(overrides);
  const registered = await app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress: newClientAddress() });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const token = await signIn(app, payload.email, payload.password);
  return { token, payload };
}

export async function signIn(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** A back-office account whose only role grants exactly the given permissions. */
export async function createStaffUser(db: Database, granted: string[], password = 'staff-password') {
  const id = unique();
  const [role] = await db.insert(roles).values({ name: `role-${id}` }).returning();
  for (const name of granted) {
    const [permission] = await db.select().from(permissions).where(eq(permissions.name, name));
    if (!permission) throw new Error(`unknown permission ${name}`);
    await db.insert(rolePermissions).values({ role_id: role!.id, permission_id: permission.id });
  }
  const email = `staff-${id}@example.org`;
  const [user] = await db
    .insert(users)
    .values({ name: `Staff ${id}`, email, password_hash: await hashPassword(password) })
    .returning();
  await db.insert(userRoles).values({ user_id: user!.id, role_id: role!.id });
  return { user: user!, email, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The permissions of every action on one resource (`location.index` ... `location.delete`). */
export const allActionsOn = (resource: string) => ['index', 'view', 'create', 'update', 'delete'].map((action) => `${resource}.${action}`);

/** Authorization headers of a back-office user whose role grants exactly these permissions. */
export async function staffHeaders(app: App, db: Database, permissions: string[]) {
  const user = await createStaffUser(db, permissions);
  return bearer(await signIn(app, user.email, user.password));
}

/** Authorization headers of a newly registered parent. */
export async function parentHeaders(app: App) {
  return bearer((await signUpParent(app)).token);
}
