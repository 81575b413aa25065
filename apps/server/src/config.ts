import path from 'node:path';
import { z } from 'zod';

/** Every setting comes from the environment; all are optional (README, "Configuration"). */
const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  APP_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sommerprojektwochen <no-reply@localhost>'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  APP_TIMEZONE: z.string().default('Europe/Rome'),
  LOG_LEVEL: z.string().default('info'),
  TRUST_PROXY: z.string().default('loopback'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  timezone: string;
  logLevel: string;
  /**
   * The proxies whose X-Forwarded-For is believed (fastify's trustProxy: addresses, CIDR ranges, `loopback`...);
   * false: none. Anyone else could name any address and so escape the per-client rate limits.
   */
  trustProxy: string | false;
  /** Milliseconds before the first retry of a failed e-mail; doubles on every further attempt. */
  mailRetryBaseMs: number;
  mailPollMs: number;
  /** How long a token keeps working after it was rotated by a refresh. */
  tokenGraceMs: number;
}

function parseTrustProxy(value: string): string | false {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length === 0 || entries.includes('none') ? false : entries.join(',');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.parse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    appUrl: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    adminEmail: parsed.ADMIN_EMAIL?.trim().toLowerCase(),
    adminPassword: parsed.ADMIN_PASSWORD,
    // The demo catalogue is for trying things out: on by default only on the embedded database.
    seedDemo: parsed.SEED_DEMO ? parsed.SEED_DEMO === '1' : !parsed.DATABASE_URL,
    timezone: parsed.APP_TIMEZONE,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    mailRetryBaseMs: 30_000,
    mailPollMs: 5_000,
    tokenGraceMs: 60_000,
  };
}
