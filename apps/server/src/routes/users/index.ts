import {
  createdUserSchema,
  listAnswerSchema,
  messageSchema,
  recordParamsSchema as params,
  userCreateSchema,
  userListQuerySchema,
  userSchema,
  userUpdateSchema,
} from '@app/domain';
import { z } from 'zod';
import { presentUser } from '../../presenters/user';
import { createUser } from '../../services/users/create-user';
import { deleteUser } from '../../services/users/delete-user';
import { findUser } from '../../services/users/find-user';
import { listUsers } from '../../services/users/list-users';
import { sendPasswordReset } from '../../services/users/send-password-reset';
import { updateUser } from '../../services/users/update-user';
import type { RoutePlugin } from '../types';

const tags = ['users'];
const security = [{ bearer: [] }];
const ownOrAny = { permission: ['user.update', 'user.updateOwn'] } as const;

/**
 * The user resource (back-office specification, sections 2, 3 and 7; the public profile page uses GET and
 * PUT of one account): user.updateOwn reaches the own account, user.update every account (policies/user).
 */
export const userRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/user', {
    config: { permission: 'user.index' },
    schema: { tags, security, querystring: userListQuerySchema, response: { 200: listAnswerSchema(userSchema) } },
    handler: async (request) => {
      const list = await listUsers(db, { query: request.query });
      return { data: list.data.map(presentUser), meta: list.meta };
    },
  });

  app.get('/user/:id', {
    config: ownOrAny,
    schema: { tags, security, params, response: { 200: z.object({ data: userSchema }) } },
    handler: async (request) => ({ data: presentUser(await findUser(db, { actor: request.actor, userId: request.params.id })) }),
  });

  app.post('/user', {
    config: { permission: 'user.create' },
    schema: {
      tags,
      security,
      body: userCreateSchema,
      description: 'Without a password one is generated and answered once in data.password.',
      response: { 201: messageSchema.extend({ data: createdUserSchema }) },
    },
    handler: async (request, reply) => {
      const { user, generatedPassword } = await createUser(db, { actor: request.actor, now: request.clock.now, values: request.body });
      reply.status(201);
      const data = { ...presentUser(user), ...(generatedPassword ? { password: generatedPassword } : {}) };
      return { success: true, message: request.t('catalogue.saved'), data };
    },
  });

  app.put('/user/:id', {
    config: ownOrAny,
    schema: {
      tags,
      security,
      params,
      body: userUpdateSchema,
      description:
        "Name, and a new password of one's own account (with current_password); another account's password is never set here (403): send it a reset link. E-mail and roles other than the stored ones need user.create (else 403); roles only within the caller's own permissions (422 on roles). An account with permissions the caller lacks answers 403.",
      response: { 200: messageSchema.extend({ data: userSchema }) },
    },
    handler: async (request) => {
      const { actor } = request;
      const userId = request.params.id;
      await updateUser(db, { actor, now: request.clock.now, sessionId: request.session.id, userId, changes: request.body });
      const data = presentUser(await findUser(db, { actor, userId }));
      return { success: true, message: request.t('account.profile.saved'), data };
    },
  });

  app.post('/user/:id/password-reset', {
    config: { permission: 'user.update' },
    schema: {
      tags,
      security,
      params,
      description: "Sends the account a link to set a new password (valid 60 minutes, once), in the account's language. 429: a link went to that address less than a minute ago.",
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      const email = await sendPasswordReset(db, { actor: request.actor, now: request.clock.now, userId: request.params.id, appUrl: app.deps.config.appUrl });
      app.deps.mailer.kick();
      return { success: true, message: request.t('users.reset_sent', { email }) };
    },
  });

  app.delete('/user/:id', {
    config: { permission: 'user.delete' },
    schema: { tags, security, params, response: { 200: messageSchema } },
    handler: async (request) => {
      await deleteUser(db, { actor: request.actor, id: request.params.id });
      return { success: true, message: request.t('catalogue.deleted') };
    },
  });
};
