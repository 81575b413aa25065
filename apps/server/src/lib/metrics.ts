import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What this process counts for Prometheus (issue 39, GET /metrics): one registry per process, since a scrape
 * reads a process. The counters are bumped where things happen (a booking decided, an e-mail failed, a job
 * run); what is a state (the outbox's backlog, the pool's connections) is read when a scrape asks.
 * `deploy/grafana-dashboard.json` draws these names; a test keeps the two in step.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const registers = [registry];

export const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request to its answer, by route (the template, not the address) and status class.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const bookingDecisions = new Counter({
  name: 'booking_decisions_total',
  help: 'Bookings decided: confirmed (every child a place), waiting (a child on a waiting list), refused.',
  labelNames: ['outcome'] as const,
  registers,
});

export const bookingBatchSize = new Histogram({
  name: 'booking_batch_size',
  help: 'Bookings decided together in one transaction (decision 012).',
  buckets: [1, 2, 5, 10, 20, 50, 100],
  registers,
});

export const bookingTurnedAway = new Counter({
  name: 'booking_admission_turned_away_total',
  help: 'Bookings answered "try again" without being worked on: the admission queue was full or the wait too long.',
  registers,
});

/** The admission queues of this process (one per app; tests build several in one process). */
const admissionQueues = new Set<() => number>();
new Gauge({
  name: 'booking_admission_queue',
  help: 'Bookings waiting for their turn in this process.',
  registers,
  collect() {
    this.set([...admissionQueues].reduce((sum, queued) => sum + queued(), 0));
  },
});
/** Counts a queue in the gauge until the returned function is called (the app closes). */
export function countAdmissionQueue(queued: () => number): () => void {
  admissionQueues.add(queued);
  return () => admissionQueues.delete(queued);
}

export const mailSent = new Counter({ name: 'mail_sent_total', help: 'E-mails handed to the mail server.', registers });
export const mailFailures = new Counter({
  name: 'mail_failures_total',
  help: 'Failed attempts to send an e-mail; gave_up: the last attempt, the e-mail is marked failed.',
  labelNames: ['gave_up'] as const,
  registers,
});
export const mailBacklog = new Gauge({
  name: 'mail_outbox_backlog',
  help: 'E-mails queued and not sent yet (due now or waiting for a retry), read at the scrape.',
  registers,
});

export const jobRuns = new Counter({
  name: 'scheduled_job_runs_total',
  help: 'Runs of the scheduled jobs in this process, by job and outcome (done, failed).',
  labelNames: ['job', 'outcome'] as const,
  registers,
});

export const databaseConnections = new Gauge({
  name: 'database_pool_connections',
  help: "The PostgreSQL pool's connections by state (total, idle, waiting requests), read at the scrape.",
  labelNames: ['state'] as const,
  registers,
});

export const clientErrors = new Counter({
  name: 'client_errors_total',
  help: 'Errors the web app reported from browsers (POST /api/client-errors), by kind.',
  labelNames: ['kind'] as const,
  registers,
});
