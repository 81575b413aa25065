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
import { rateLimitClient } from '../../lib/rate-limit-client';
import { presentToken, presentUserData } from '../../presenters/user';
import { revokeSession, rotateSession } from '../../repositories/sessions';
import { loadUserData } from '../../services/account/load-user-data';
import { logIn } from '../../services/auth/log-in';
import { signUpParent } from '../../services/auth/sign-up-parent';
import { requestPasswordReset } from '../../services/auth/request-password-reset';
import { resetPassword } from '../../services/auth/reset-password';
import type { RoutePlugin } from '../types';
import { deviceOf, keepDevice } from './device-cookie';

const tags = ['auth'];
const bearer = [{ bearer: [] }];

/** Sign-in and accounts: the calls table of the public specification, section 7. */
export const authRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;
  const secureCookies = app.deps.config.appUrl.startsWith('https:');

  app.post('/login', {
    schema: { tags, body: loginSchema, response: { 200: tokenSchema } },
    handler: async (request, reply) => {
      const { device, ...issued } = await logIn(db, { now: request.clock.now, ...request.body, ip: rateLimitClient(request.ip), device: deviceOf(request) });
      keepDevice(reply, device, secureCookies);
      return presentToken(issued);
    },
  });

  app.get('/logout', {
    config: { auth: 'required' },
    schema: { tags, security: bearer, response: { 200: messageSchema } },
    handler: async (request) => {
      await revokeSession(db, request.session.id);
      return { success: true, message: request.t('auth.logged_out') };
    },
  });

  app.get('/userdata', {
    config: { auth: 'required' },
    schema: { tags, security: bearer, response: { 200: z.object({ data: userDataSchema }) } },
    handler: async (request) => ({ data: presentUserData(await loadUserData(db, { userId: request.actor.id })) }),
  });

  app.get('/refresh', {
    config: { auth: 'required' },
    schema: { tags, security: bearer, response: { 200: tokenSchema } },
    handler: async (request) => presentToken(await rotateSession(db, request.session, app.deps.config.tokenGraceMs, request.clock.now)),
  });

  app.post('/password/forgot', {
    schema: { tags, body: forgotPasswordSchema, response: { 200: messageSchema } },
    handler: async (request) => {
      const { queued } = await requestPasswordReset(db, {
        now: request.clock.now,
        email: request.body.email,
        ip: rateLimitClient(request.ip),
        lang: request.lang,
        appUrl: app.deps.config.appUrl,
      });
      if (queued) app.deps.mailer.kick();
      return { success: true, message: request.t('auth.reset_link_sent') };
    },
  });

  app.post('/password/reset', {
    schema: { tags, body: resetPasswordSchema, response: { 200: messageSchema } },
    handler: async (request, reply) => {
      const { device } = await resetPassword(db, { now: request.clock.now, ...request.body, ip: rateLimitClient(request.ip), device: deviceOf(request) });
      keepDevice(reply, device, secureCookies);
      return { success: true, message: request.t('auth.password_changed') };
    },
  });
};

/**
 * A parent's account sign-up. The specification names the call /api/register and /auth/register; in the code
 * it is "sign-up", because a registration is a child's place in a course week.
 */
export const signUpRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.post('/register', {
    schema: { tags, body: registerSchema, response: { 201: messageSchema.extend({ data: userDataSchema }) } },
    handler: async (request, reply) => {
      const { userId } = await signUpParent(db, { now: request.clock.now, ...request.body, lang: request.lang, ip: rateLimitClient(request.ip), appUrl: app.deps.config.appUrl });
      // A sign-up with the address of a person the office keeps sends that address a link.
      app.deps.mailer.kick();
      reply.status(201);
      return { success: true, message: request.t('auth.registered'), data: presentUserData(await loadUserData(db, { userId })) };
    },
  });
};
