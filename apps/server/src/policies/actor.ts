import type { Permission } from '@app/domain';

/**
 * Who is asking: a signed-in user with the linked person (a parent's family) and the permissions of their
 * roles. `null` is a visitor who is not signed in. Every policy takes the actor first.
 */
export interface Actor {
  id: number;
  personId: number | null;
  permissions: ReadonlySet<string>;
}

/** Whether the actor holds the permission, or any of several. */
export function can(actor: Actor | null | undefined, permission: Permission | readonly Permission[]): boolean {
  if (!actor) return false;
  const wanted: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  return wanted.some((name) => actor.permissions.has(name));
}

/**
 * Whether the actor holds every one of these permissions. Nobody hands out, or takes over an account with, a
 * permission they do not hold themselves (decision 017); the Superadmin holds all, so only it is unbounded.
 */
export function holdsAll(actor: Actor | null | undefined, permissions: Iterable<string>): boolean {
  if (!actor) return false;
  for (const permission of permissions) if (!actor.permissions.has(permission)) return false;
  return true;
}
