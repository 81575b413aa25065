import { messageSchema, userProfileSchema, userSchema } from '@app/domain';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { hasPermission, type Auth } from '../../plugins/auth';
import { loadAuthUser } from '../../repositories/users';
import { updateUserProfile } from '../../services/account/update-user-profile';
import type { RoutePlugin } from '../types';

const tags = ['users'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const config = { permission: ['user.update', 'user.updateOwn'] } as const;

/** The account of another user is hidden from whoever may only edit their own: it answers 404. */
async function loadVisibleUser(db: Database, auth: Auth, id: number) {
  if (id !== auth.user.id && !hasPermission(auth, 'user.update')) throw notFound();
  const user = await loadAuthUser(db, id);
  if (!user) throw notFound();
  return { id: user.id, name: user.name, email: user.email, roles: user.roles };
}

/**
 * The user resource, so far its profile part (public specification, /user-profile; back-office user form):
 * user.updateOwn reaches the own account, user.update every account.
 */
export const userRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/user/:id', {
    config,
    schema: { tags, security, params, response: { 200: z.object({ data: userSchema }) } },
    handler: async (request) => ({ data: await loadVisibleUser(db, request.auth!, request.params.id) }),
  });

  app.put('/user/:id', {
    config,
    schema: {
      tags,
      security,
      params,
      body: userProfileSchema,
      description: 'Name, e-mail (only with user.create, else 403 when it differs) and an optional new password.',
      response: { 200: messageSchema.extend({ data: userSchema }) },
    },
    handler: async (request) => {
      await updateUserProfile(db, { actor: request.auth!, userId: request.params.id, changes: request.body });
      const data = await loadVisibleUser(db, request.auth!, request.params.id);
      return { success: true, message: request.t('account.profile.saved'), data };
    },
  });
};
