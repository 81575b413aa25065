import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own security headers, over the application's (the mail preview stands alone in an iframe). */
    securityHeaders?: HelmetOptions;
  }
}

type SetHeaders = ReturnType<typeof helmet>;

/**
 * helmet's headers on every answer. helmet is set up once per configuration, when the first request of it comes:
 * @fastify/helmet, used before, set it up again for every request (its CSP directives parsed each time), a
 * twentieth of the server's time at the opening second (issue 34, part 2).
 */
export const securityHeadersPlugin = fp<HelmetOptions>(async (app, options) => {
  const everywhere = helmet(options);
  const ofRoutes = new WeakMap<HelmetOptions, SetHeaders>();
  const setHeadersOf = (own: HelmetOptions | undefined): SetHeaders => {
    if (!own) return everywhere;
    let setHeaders = ofRoutes.get(own);
    if (!setHeaders) ofRoutes.set(own, (setHeaders = helmet({ ...options, ...own } as HelmetOptions)));
    return setHeaders;
  };
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    setHeadersOf(request.routeOptions.config.securityHeaders)(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
});
