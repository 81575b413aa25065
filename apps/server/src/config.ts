import path from 'node:path';
import { z } from 'zod';

/**
 * A scheduled job's claim: renewed every third of it while the run lasts (decision 021), so it only bounds how
 * long a job whose process died waits for another replica, not how long a run may take.
 */
const JOB_LEASE_MS = 2 * 60_000;

/** Every setting comes from the environment; all are optional (README, "Configuration"). */
const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // The owner of the tables, for the migrations only: the application then runs as DATABASE_URL's role, which
  // may read and write rows but not change tables (nor switch off the health log's append-only trigger).
  MIGRATION_DATABASE_URL: z.string().optional(),
  APP_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sommerprojektwochen <no-reply@localhost>'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  APP_TIMEZONE: z.string().default('Europe/Rome'),
  LOG_LEVEL: z.string().default('info'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  BOOKING_CONCURRENCY: z.coerce.number().int().min(1).max(1000).optional(),
  BOOKING_QUEUE: z.coerce.number().int().min(0).max(100_000).default(2000),
  BOOKING_RETRY_AFTER: z.coerce.number().int().min(1).max(600).default(2),
  BOOKING_MAX_WAIT: z.coerce.number().min(0).max(600).default(10),
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  TRUST_PROXY: z.string().default('loopback'),
  DOCUMENT_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  DOCUMENT_TIMEOUT_SECONDS: z.coerce.number().min(0.001).max(3600).default(120),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.05).max(3600).default(60),
  JOBS_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(0).max(1000).default(7),
  // A secret a scraper sends as a bearer token; a short one could be guessed.
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must have at least 16 characters').optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Who runs the migrations when not DATABASE_URL's role (PostgreSQL only). */
  migrationDatabaseUrl: string | undefined;
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
  /** PostgreSQL connections of this process. */
  databasePoolSize: number;
  /** Bookings of this process that run at once, and how many more may wait for a turn before 503 (issue 12). */
  booking: { concurrency: number; queue: number; maxWaitMs: number; retryAfterSeconds: number };
  /** An e-mail claimed by a process that died is sent by another (or after a restart) this long after the claim. */
  mailLeaseMs: number;
  /**
   * Threads that build spreadsheets and PDFs beside the one that answers requests (issue 24): one leaves the
   * second core of a 2-core machine to the requests and the database.
   */
  documentWorkers: number;
  /** A document build that runs longer is stopped and answered 503 (document-workers.ts). */
  documentTimeoutMs: number;
  /** Scheduled jobs (decision 021): how often a replica looks for due ones, and the hour daily ones run at. */
  jobs: { pollMs: number; leaseMs: number; dailyHour: number };
  /** The embedded database's daily backup: its folder and how many of its files are kept (0: no daily backup). */
  backup: { dir: string; keep: number };
  /** The bearer token GET /metrics asks for; without one the route answers 404 (issue 39). */
  metricsToken: string | undefined;
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
    migrationDatabaseUrl: parsed.DATABASE_URL ? parsed.MIGRATION_DATABASE_URL : undefined,
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
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    // The bookings admitted together read their sessions and families in one query each (decision 012), so
    // five per connection hold at most two connections at once and leave the rest to pages and batches.
    booking: {
      concurrency: parsed.BOOKING_CONCURRENCY ?? parsed.DATABASE_POOL_SIZE * 5,
      queue: parsed.BOOKING_QUEUE,
      maxWaitMs: parsed.BOOKING_MAX_WAIT * 1000,
      retryAfterSeconds: parsed.BOOKING_RETRY_AFTER,
    },
    mailLeaseMs: parsed.MAIL_LEASE_SECONDS * 1000,
    documentWorkers: parsed.DOCUMENT_WORKERS,
    documentTimeoutMs: parsed.DOCUMENT_TIMEOUT_SECONDS * 1000,
    jobs: { pollMs: parsed.JOBS_POLL_SECONDS * 1000, leaseMs: JOB_LEASE_MS, dailyHour: parsed.JOBS_HOUR },
    backup: { dir: path.resolve(parsed.BACKUP_DIR ?? path.join(parsed.DATA_DIR, 'backups')), keep: parsed.BACKUP_KEEP },
    metricsToken: parsed.METRICS_TOKEN,
  };
}
