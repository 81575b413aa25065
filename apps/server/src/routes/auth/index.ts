import {
  forgotPasswordSchema,
  loginSchema,
  messageSchema,
  registerSchema,
  resetPasswordSchema,
  tokenSchema,
  userDataSchema,
} from '@app/domain';
import { z } from 'zod';
import { presentUserData } from '../../presenters/user';
import { revokeSession, rotateSession } from '../../repositories/sessions';
import { loadAuthUser } from '../../repositories/users';
import { logIn } from '../../services/auth/log-in';
import { registerParent } from '../../services/auth/register-parent';
import { requestPasswordReset } from '../../services/auth/request-password-reset';
import { resetPassword } from '../../services/auth/reset-password';
import type { RoutePlugin } from '../types';

const presentToken = (issued: { token: string; expiresAt: Date }) => ({
  token: issued.token,
  token_type: 'Bearer' as const,
  expires_at: issued.expiresAt.toISOString(),
});

const tags = ['auth'];
const bearer = [{ bearer: [] }];

/** Sign-in and accounts: the calls table of the public specification, section 7. */
export const authRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.post('/login', {
    schema: { tags, body: loginSchema, response: { 200: tokenSchema } },
    handler: async (request) => presentToken(await logIn(db, { ...request.body, ip: request.ip })),
  });

  app.get('/logout', {
    config: { auth: 'required' },
    schema: { tags, security: bearer, response: { 200: messageSchema } },
    handler: async (request) => {
      await revokeSession(db, request.auth!.sessionId);
      return { success: true, message: request.t('auth.logged_out') };
    },
  });

  app.get('/userdata', {
    config: { auth: 'required' },
    schema: { tags, security: bearer, response: { 200: z.object({ data: userDataSchema }) } },
    handler: async (request) => ({ data: await presentUserData(db, request.auth!.user) }),
  });

  app.get('/refresh', {
    config: { auth: 'required' },
    schema: { tags, security: bearer, response: { 200: tokenSchema } },
    handler: async (request) => presentToken(await rotateSession(db, request.auth!.session, app.deps.config.tokenGraceMs)),
  });

  app.post('/password/forgot', {
    schema: { tags, body: forgotPasswordSchema, response: { 200: messageSchema } },
    handler: async (request) => {
      const { queued } = await requestPasswordReset(db, {
        email: request.body.email,
        ip: request.ip,
        lang: request.lang,
        appUrl: app.deps.config.appUrl,
      });
      if (queued) app.deps.mailer.kick();
      return { success: true, message: request.t('auth.reset_link_sent') };
    },
  });

  app.post('/password/reset', {
    schema: { tags, body: resetPasswordSchema, response: { 200: messageSchema } },
    handler: async (request) => {
      await resetPassword(db, { ...request.body, ip: request.ip });
      return { success: true, message: request.t('auth.password_changed') };
    },
  });
};

/** Parent self-registration; the specification names it at /api/register and at /auth/register. */
export const registrationRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.post('/register', {
    schema: { tags, body: registerSchema, response: { 201: messageSchema.extend({ data: userDataSchema }) } },
    handler: async (request, reply) => {
      const { userId } = await registerParent(db, { ...request.body, lang: request.lang });
      const user = await loadAuthUser(db, userId);
      reply.status(201);
      return { success: true, message: request.t('auth.registered'), data: await presentUserData(db, user!) };
    },
  });
};
