import type { Permission } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { forbidden, unauthenticated } from '../lib/errors';
import { can } from '../policies/actor';
import { findSessionUser, type LiveSession } from '../repositories/sessions';
import type { AuthUser } from '../repositories/users';

/** A signed-in request: the user (the actor every policy takes) and the session its token belongs to. */
export interface Auth {
  user: AuthUser;
  session: LiveSession;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'required': a valid token or 401. 'optional': read the token when there is one. */
    auth?: 'required' | 'optional';
    /** Permission name(s) the user needs, any of them; implies auth 'required'. */
    permission?: Permission | readonly Permission[];
    /** Download links opened by the browser carry the token as `?token=`; only these routes accept it. */
    queryToken?: boolean;
    /**
     * The route reads the session itself, with `request.authenticate()`, before it reads anything of the actor
     * (which answers 401 until then): the booking first refuses what memory already knows is full and waits for
     * its turn at the admission gate, so the session of a request that is refused or shed is never read
     * (decision 012). For small JSON bodies only: an anonymous request is read before its 401.
     */
    deferAuth?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user and session; null for a visitor (a public route, or optional sign-in without a valid token). */
    auth: Auth | null;
    /**
     * Who asks on a route behind sign-in (`auth: 'required'` or a permission), as the policies take it. Reading
     * it on a request without a session answers 401, so guarded routes need no `!`; a route with optional
     * sign-in reads `request.auth?.user ?? null` instead.
     */
    readonly actor: AuthUser;
    /** The session of a route behind sign-in (sign-out, refresh, a password change); 401 without one, like `actor`. */
    readonly session: LiveSession;
    /** What the guard does before a route's handler, for a `deferAuth` route to run at its moment. */
    authenticate(): Promise<void>;
  }
}

function tokenOf(request: FastifyRequest, acceptQuery: boolean): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  if (acceptQuery) {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token === 'string' && token) return token;
  }
  return undefined;
}

/**
 * Authentication and the permission guard run before the body is read, so an anonymous upload is refused
 * without being received (`deferAuth` routes: when the route asks). Routes declare what they need in their config.
 */
export const authPlugin = fp<{ db: Database }>(async (app, { db }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('actor', {
    getter(this: FastifyRequest): AuthUser {
      if (!this.auth) throw unauthenticated();
      return this.auth.user;
    },
  });
  app.decorateRequest('session', {
    getter(this: FastifyRequest): LiveSession {
      if (!this.auth) throw unauthenticated();
      return this.auth.session;
    },
  });
  const authenticate = async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    const required = config.auth === 'required' || config.permission !== undefined;
    if (!required && config.auth !== 'optional') return;

    const token = tokenOf(request, config.queryToken === true);
    const found = token ? await findSessionUser(db, token) : undefined;
    request.auth = found ? { user: found.user, session: found.session } : null;

    if (required && !request.auth) throw unauthenticated();
    if (config.permission !== undefined && !can(request.auth?.user, config.permission)) throw forbidden();
  };
  app.decorateRequest('authenticate', function (this: FastifyRequest) {
    return authenticate(this);
  });
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.deferAuth !== true) await authenticate(request);
  });

  // Answers of a signed-in request, and every answer of a route behind sign-in (its 401 and 403 too), are
  // personal: no shared proxy, and no browser cache a later user of the same computer could read, keeps them.
  // A route that chose its own caching keeps it (a public file is the same for everyone).
  app.addHook('onSend', async (request, reply) => {
    const config = request.routeOptions.config;
    const signedIn = request.auth !== null || config.auth === 'required' || config.permission !== undefined;
    if (signedIn && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'private, no-store');
  });
});
