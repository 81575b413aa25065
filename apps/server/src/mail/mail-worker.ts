import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { emailLogs } from '../db/schema';
import { leaseEnd, whileRenewing } from '../lib/lease';
import { mailFailures, mailSent } from '../lib/metrics';
import { Poller } from '../lib/poller';
import { SECRET_PLACEHOLDER } from './outbox';
import { htmlToText } from './plain-text';

export interface MailWorkerOptions {
  db: Database;
  smtpUrl?: string;
  /** Without SMTP each e-mail is written here as an .eml file. */
  mailDir: string;
  from: string;
  retryBaseMs: number;
  pollMs: number;
  /** A claimed e-mail whose sender died (a crash, SIGKILL) is tried again this long after its claim was last renewed. */
  leaseMs: number;
  log?: FastifyBaseLogger;
}

type Email = typeof emailLogs.$inferSelect;

const BATCH = 20;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** About a day and a half of retries with the delay capped at an hour. */
const MAX_ATTEMPTS = 40;

/**
 * Sends queued e-mails from the e-mail log (the outbox). A row is claimed by moving its next attempt into
 * the future (renewed while its batch is being sent), sent outside any transaction, then marked sent or
 * scheduled again with a doubling delay, so an SMTP outage delays mail but loses none, and several server
 * replicas never send a row twice at once.
 */
/** An address to forget (an erased family's) leaves the log once nothing will send to it again. */
const forgottenTo = sql`CASE WHEN ${emailLogs.forget_to} THEN ${SECRET_PLACEHOLDER} ELSE ${emailLogs.to} END`;

export class MailWorker {
  private readonly transport: Transporter;
  private readonly toFile: boolean;
  private readonly poller: Poller<number>;
  private paused: () => boolean = () => false;
  private log: FastifyBaseLogger | undefined;

  constructor(private readonly options: MailWorkerOptions) {
    this.log = options.log;
    this.toFile = !options.smtpUrl;
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.poller = new Poller({
      everyMs: options.pollMs,
      round: () => this.round(),
      onError: (error) => this.log?.error({ err: error }, 'mail delivery failed'),
    });
  }

  /** `log`: the server's, which exists only once the app that is handed this worker was built. */
  start(log?: FastifyBaseLogger): void {
    this.log = log ?? this.log;
    this.poller.start();
  }

  async stop(): Promise<void> {
    await this.poller.stop();
    this.transport.close();
  }

  /**
   * Sends nothing while `busy()` holds: at the opening minute the bookings waiting for their turn need the
   * CPU, and their e-mails are safe in the outbox (decision 012). The kick of a booking finished once the
   * queue is empty, or the next poll, sends them.
   */
  pauseWhile(busy: () => boolean): void {
    this.paused = busy;
  }

  /** Asks for a delivery round soon, e.g. right after a transaction queued an e-mail. */
  kick(): void {
    this.poller.kick();
  }

  /** Sends every e-mail that is due in a round that starts after this call; resolves with how many were sent. */
  deliverDue(): Promise<number> {
    return this.poller.run();
  }

  private async round(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (this.paused()) return sent;
      const batch = await this.claim();
      if (batch.length > 0) sent += await this.sendClaimed(batch);
      if (batch.length < BATCH) return sent;
    }
  }

  private async claim() {
    const { db } = this.options;
    const due = db
      .select({ id: emailLogs.id })
      .from(emailLogs)
      .where(and(eq(emailLogs.status, 'queued'), lte(emailLogs.next_attempt_at, sql`now()`)))
      .orderBy(emailLogs.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(emailLogs)
      .set({ attempts: sql`${emailLogs.attempts} + 1`, next_attempt_at: leaseEnd(this.options.leaseMs) })
      .where(inArray(emailLogs.id, due))
      .returning();
  }

  /**
   * Sends a claimed batch one by one, renewing the claim of the rows not sent yet while it lasts: an SMTP server
   * that answers slowly must not let another replica send them too.
   */
  private async sendClaimed(batch: Email[]): Promise<number> {
    const { db, leaseMs } = this.options;
    const waiting = new Set(batch.map((email) => email.id));
    // One UPDATE claimed the batch, so all its rows hold the same end of the lease.
    let until = batch[0]!.next_attempt_at;
    const renew = async () => {
      if (waiting.size === 0) return true;
      const renewed = await db
        .update(emailLogs)
        .set({ next_attempt_at: leaseEnd(leaseMs) })
        .where(and(inArray(emailLogs.id, [...waiting]), eq(emailLogs.status, 'queued'), eq(emailLogs.next_attempt_at, until)))
        .returning({ until: emailLogs.next_attempt_at });
      if (renewed[0]?.until) until = renewed[0].until;
      return renewed.length > 0;
    };
    return whileRenewing({ ms: leaseMs, renew, what: 'e-mail batch', log: this.log }, async () => {
      let sent = 0;
      for (const email of batch) {
        if (await this.send(email)) sent++;
        waiting.delete(email.id);
      }
      return sent;
    });
  }

  private async send(email: Email): Promise<boolean> {
    const { db, from } = this.options;
    try {
      const html = email.secret === null ? email.body : email.body.replaceAll(SECRET_PLACEHOLDER, email.secret);
      const info = await this.transport.sendMail({
        from,
        to: email.to,
        cc: email.cc ?? undefined,
        bcc: email.bcc ?? undefined,
        subject: email.subject,
        html,
        // Made from the HTML with the secret in, so a reset link works from the text part too.
        text: htmlToText(html),
      });
      if (this.toFile) {
        // The files hold reset links and families' data: readable by the server's user only.
        await fs.mkdir(this.options.mailDir, { recursive: true, mode: 0o700 });
        await fs.chmod(this.options.mailDir, 0o700);
        await fs.writeFile(path.join(this.options.mailDir, `${email.id}.eml`), info.message as Buffer, { mode: 0o600 });
      }
      await db
        .update(emailLogs)
        // The secret has reached its owner: nothing keeps it any longer, and nothing can send it again.
        .set({ status: 'sent', sent_at: sql`now()`, last_error: null, secret: null, to: forgottenTo })
        .where(eq(emailLogs.id, email.id));
      mailSent.inc();
      return true;
    } catch (error) {
      const delay = Math.min(this.options.retryBaseMs * 2 ** (email.attempts - 1), MAX_RETRY_DELAY_MS);
      const gaveUp = email.attempts >= MAX_ATTEMPTS;
      this.log?.warn({ err: error, emailId: email.id, attempt: email.attempts }, 'e-mail not sent');
      mailFailures.inc({ gave_up: String(gaveUp) });
      await db
        .update(emailLogs)
        .set({
          status: gaveUp ? 'failed' : 'queued',
          ...(gaveUp ? { secret: null, to: forgottenTo } : {}),
          last_error: String((error as Error).message ?? error).slice(0, 1000),
          next_attempt_at: sql`now() + ${`${delay} milliseconds`}::interval`,
        })
        .where(eq(emailLogs.id, email.id));
      return false;
    }
  }
}
