import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, PoolUse } from './db/client';
import { DocumentWorkers } from './documents/document-workers';
import { MAX_UPLOAD_BYTES } from './files/limits';
import type { MailWorker } from './mail/mail-worker';
import { authPlugin } from './plugins/auth';
import { clockPlugin } from './plugins/clock';
import { errorsPlugin } from './plugins/errors';
import { healthGatePlugin } from './plugins/health-gate';
import { i18nPlugin } from './plugins/i18n';
import { loggerOptions, OneLinePerRequest, type LogSettings } from './plugins/logging';
import { metricsPlugin } from './plugins/metrics';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webPlugin } from './plugins/web';
import { confirmationRoutes } from './routes/confirmation';
import { apiRoutes } from './routes';
import { signUpRoutes } from './routes/auth';
import { exportRoutes } from './routes/exports';
import { mailPreviewRoutes } from './routes/mail-preview';

export interface AppDependencies {
  config: Config;
  db: Database;
  mailer: MailWorker;
  /** Folder of the built web app; the app serves no pages when it is absent (API-only tests). */
  webDist?: string;
  /** The web app's renderer of the public pages (apps/web/dist-server); without it the phone renders every page. */
  webRenderer?: string;
  /** Absent: no log (tests). */
  logger?: LogSettings;
  /** The PostgreSQL pool's connections, for the metrics (absent on the embedded database). */
  databasePool?: () => PoolUse;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
    /** Spreadsheets and PDFs are built by these threads, never on the one that answers requests. */
    documents: DocumentWorkers;
  }
}

export type App = FastifyInstance;

export async function buildApp(deps: AppDependencies) {
  const app = Fastify({
    logger: deps.logger ? loggerOptions(deps.logger) : false,
    logController: new OneLinePerRequest(),
    // X-Forwarded-For is believed only from the proxies the operator names (TRUST_PROXY, loopback by
    // default), so a client that reaches the server directly cannot pick its address to escape the limits.
    trustProxy: deps.config.trustProxy,
    // Uploads are limited separately (multipart); JSON bodies carry at most a signature image.
    bodyLimit: 2 * 1024 * 1024,
    // A replica that is stopping (SIGTERM, a rolling restart) still answers what reaches it on a connection it
    // had, instead of a 503 the parent would see; its answers close their connection (below), so the proxy
    // sends the next request to another replica.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('documents', new DocumentWorkers(deps.config.documentWorkers, deps.config.documentTimeoutMs));
  app.addHook('onClose', () => app.documents.close());
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(clockPlugin, { timeZone: deps.config.timezone });
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  // Before the routes, so that every answer is timed.
  await app.register(metricsPlugin, { db: deps.db, token: deps.config.metricsToken, databasePool: deps.databasePool });
  await app.register(authPlugin, { db: deps.db });
  await app.register(healthGatePlugin, { db: deps.db });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Summer weeks API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Tags start collapsed: with every operation open (about 135), Swagger UI 5 stops rendering after the first
  // few sections, and a reader looks for one resource anyway.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'none' } });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(signUpRoutes, { prefix: '/auth' });
  // Opened by the browser (an iframe in the course form) with the token in the query, like downloads.
  await app.register(mailPreviewRoutes, { prefix: '/mail-preview' });
  // Downloads opened by the browser with the token in the query: spreadsheets and payment confirmations.
  await app.register(exportRoutes);
  await app.register(confirmationRoutes, { prefix: '/confirmation' });
  await app.register(webPlugin, { webDist: deps.webDist, webRenderer: deps.webRenderer });
  return app;
}
