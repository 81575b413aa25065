import { messageSchema, userProfileSchema, userSchema } from '@app/domain';
import { z } from 'zod';
import { presentUser } from '../../presenters/user';
import { findUser } from '../../services/account/find-user';
import { updateUserProfile } from '../../services/account/update-user-profile';
import type { RoutePlugin } from '../types';

const tags = ['users'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const config = { permission: ['user.update', 'user.updateOwn'] } as const;

/**
 * The user resource, so far its profile part (public specification, /user-profile; back-office user form):
 * user.updateOwn reaches the own account, user.update every account (policies/user.ts).
 */
export const userRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/user/:id', {
    config,
    schema: { tags, security, params, response: { 200: z.object({ data: userSchema }) } },
    handler: async (request) => ({ data: presentUser(await findUser(db, { actor: request.auth!.user, userId: request.params.id })) }),
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
      const { user: actor, sessionId } = request.auth!;
      const userId = request.params.id;
      await updateUserProfile(db, { actor, now: request.clock.now, sessionId, userId, changes: request.body });
      const data = presentUser(await findUser(db, { actor, userId }));
      return { success: true, message: request.t('account.profile.saved'), data };
    },
  });
};
