import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingReference, OPTION_DEFINITIONS } from '@app/domain';
import { transaction } from '../db/client';
import { emailLogs, options, registrations } from '../db/schema';
import { createTestApp, type TestContext } from '../../test/support/app';
import { signUpParent } from '../../test/support/factories';
import { insertFamily, insertOpenCourse } from '../../test/support/families';
import { freePort, startSmtpServer } from '../../test/support/smtp';
import { MailWorker } from './mail-worker';
import { queueEmail } from './outbox';

let ctx: TestContext | undefined;
let closeSmtp: (() => Promise<void>) | undefined;
afterEach(async () => {
  await ctx?.close();
  await closeSmtp?.();
  ctx = undefined;
  closeSmtp = undefined;
});

async function forgot(email: string, lang = 'de') {
  const response = await ctx!.app.inject({
    method: 'POST',
    url: '/api/password/forgot',
    payload: { email },
    headers: { 'api-lang': lang },
  });
  expect(response.statusCode).toBe(200);
}

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('e-mail delivery', () => {
  it('delivers the reset e-mail to a real SMTP server and logs it as sent', async () => {
    const smtp = await startSmtpServer();
    closeSmtp = smtp.close;
    ctx = await createTestApp({ smtpUrl: smtp.url });
    const { payload } = await signUpParent(ctx.app);

    await forgot(payload.email, 'it');
    expect(await ctx.mailer.deliverDue()).toBeGreaterThanOrEqual(0);
    const mail = await until(async () => smtp.received[0]);

    expect(mail.to).toBe(payload.email);
    expect(mail.subject).toBe('Reimpostare la password');
    // The e-mail carries the live token; the log keeps the link without it, and nothing keeps the token (decision 017).
    const link = new RegExp(`http://app\\.test/password/reset\\?email=${encodeURIComponent(payload.email).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&amp;lang=it&amp;token=([A-Za-z0-9_-]{43})"`);
    expect(mail.html).toMatch(link);
    const [logged] = await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, payload.email));
    expect(logged).toMatchObject({ status: 'sent', subject: 'Reimpostare la password', attempts: 1, secret: null });
    expect(logged?.body).toContain('&amp;lang=it&amp;token=[redacted]"');
    expect(logged?.body).not.toContain(link.exec(mail.html)![1]);
    expect(logged?.sent_at).toBeInstanceOf(Date);

    // The text part is made from the HTML as sent: the same link with its token, on a line of its own.
    const token = link.exec(mail.html)![1];
    expect(mail.text).toContain(`\nhttp://app.test/password/reset?email=${encodeURIComponent(payload.email)}&lang=it&token=${token}\n`);
    expect(mail.text).not.toMatch(/<[a-z]|&amp;|\[redacted\]/);
    // Asked in Italian: the Italian signature, in both parts.
    expect(mail.html).toContain(OPTION_DEFINITIONS.email_footer_it.default);
    expect(mail.html).not.toContain(OPTION_DEFINITIONS.email_footer.default);
    expect(mail.text).toMatch(/\n\nIl team delle settimane di progetto estive\n$/);
  });

  it('sends the transfer data as lines that read on a phone and in the text part, with the organisation as payee', async () => {
    const smtp = await startSmtpServer();
    closeSmtp = smtp.close;
    ctx = await createTestApp({ smtpUrl: smtp.url });
    await ctx.db.update(options).set({ value: 'Jugenddienst Bozen' }).where(eq(options.key, 'payment_recipient'));
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ price: 1234.5 }], { bank_name: 'Südtiroler Sparkasse', bank_iban: 'IT53N0604511601000000123456' });
    const family = await insertFamily(ctx.db, { children: ['Jörg'] });
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/api/send-registration/${course.id}`,
      headers: family.headers,
      payload: {
        bookedChildren: [{ children: family.children[0]!.id, courseWeeks: [{ courseWeek: weeks[0]!.id, dayType: 'full_day' }] }],
        emergency_contact1_phone: '+39 347 1111111',
        emergency_contact2_phone: '+39 347 2222222',
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    await ctx.mailer.deliverDue();
    const mail = await until(async () => smtp.received.find((received) => received.to === family.person.email));
    const [registration] = await ctx.db.select().from(registrations).where(eq(registrations.child_id, family.children[0]!.id));
    const reference = `${bookingReference(registration!.booking_id)} Joerg ${family.person.last_name}`;

    expect(mail.html).not.toMatch(/<table|<td/);
    expect(mail.html).toContain(
      `<p>Empfänger: <strong>Jugenddienst Bozen</strong><br>IBAN: <strong>IT53N0604511601000000123456</strong><br>` +
        `Betrag: <strong>1.234,50\u00a0€</strong><br>Zahlungsgrund: <strong>${reference}</strong></p>`,
    );
    expect(mail.text).toContain(
      `Empfänger: Jugenddienst Bozen\nIBAN: IT53N0604511601000000123456\nBetrag: 1.234,50\u00a0€\nZahlungsgrund: ${reference}\n`,
    );
    const last = family.person.last_name;
    expect(mail.text).toContain(`Hallo Maria ${last},\n\ndie Anmeldung zu Sommercamp ist bestätigt: Jörg ${last}, Woche 1`);
    expect(mail.text).toContain(`Ihre Anmeldungen\n\nJörg ${last}, Woche 1 (`);
    expect(mail.text).toContain('Familienseite:\nhttp://localhost:3000/my-family\n');
    // The bank is only the bank: it is nowhere the payee.
    expect(mail.html).not.toContain('Sparkasse');
  });

  it('sends nothing while paused for queued bookings and everything once they are through', async () => {
    const smtp = await startSmtpServer();
    closeSmtp = smtp.close;
    ctx = await createTestApp({ smtpUrl: smtp.url });
    let bookingsQueued = true;
    ctx.mailer.pauseWhile(() => bookingsQueued);
    const { payload } = await signUpParent(ctx.app);
    await forgot(payload.email);

    expect(await ctx.mailer.deliverDue()).toBe(0);
    const [waiting] = await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, payload.email));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 0 });
    expect(smtp.received).toHaveLength(0);

    bookingsQueued = false;
    expect(await ctx.mailer.deliverDue()).toBeGreaterThanOrEqual(1);
    const mail = await until(async () => smtp.received.find((received) => received.subject === 'Passwort zurücksetzen'));
    expect(mail.to).toBe(payload.email);
  });

  it('retries while the SMTP server is down and delivers once it is back', async () => {
    const port = await freePort();
    ctx = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const { payload } = await signUpParent(ctx.app);

    await forgot(payload.email);
    await ctx.mailer.deliverDue();
    const failed = await until(async () => {
      const [row] = await ctx!.db.select().from(emailLogs).where(eq(emailLogs.to, payload.email));
      return row && row.attempts >= 1 && row.last_error ? row : undefined;
    });
    expect(failed.status).toBe('queued');

    const smtp = await startSmtpServer(port);
    closeSmtp = smtp.close;
    const mail = await until(async () => {
      await ctx!.mailer.deliverDue();
      return smtp.received[0];
    });
    expect(mail.subject).toBe('Passwort zurücksetzen');
    const [row] = await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, payload.email));
    expect(row?.status).toBe('sent');
    expect(row?.attempts).toBeGreaterThanOrEqual(2);
    // Further rounds send nothing again.
    await ctx.mailer.deliverDue();
    expect(smtp.received).toHaveLength(1);
  });

  it('renews the claim of a batch while a slow SMTP server takes longer than the lease, so that no other replica sends it too', async () => {
    const smtp = await startSmtpServer(0, { answerAfterMs: 400 });
    closeSmtp = smtp.close;
    ctx = await createTestApp({ smtpUrl: smtp.url, mailLeaseMs: 300 });
    await transaction(ctx.db, async (tx) => {
      for (const n of [1, 2, 3]) await queueEmail(tx, { to: `slow-${n}@example.org`, subject: `Langsam ${n}`, html: '<p>Geduld</p>' });
    });
    const { config } = ctx;
    const replica = new MailWorker({ db: ctx.db, smtpUrl: smtp.url, mailDir: path.join(ctx.dataDir, 'other'), from: config.mailFrom, retryBaseMs: 50, pollMs: 100, leaseMs: 300 });
    try {
      const sending = ctx.mailer.deliverDue();
      for (let check = 0; check < 3; check++) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await replica.deliverDue()).toBe(0);
      }
      expect(await sending).toBe(3);
    } finally {
      await replica.stop();
    }
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(['Langsam 1', 'Langsam 2', 'Langsam 3']);
    const rows = await ctx.db.select().from(emailLogs);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([['sent', 1], ['sent', 1], ['sent', 1]]);
  });

  it('keeps the e-mail as an .eml file in DATA_DIR/mail when no SMTP server is configured', async () => {
    ctx = await createTestApp({ smtpUrl: undefined });
    const { payload } = await signUpParent(ctx.app);
    await forgot(payload.email);
    await until(async () => {
      await ctx!.mailer.deliverDue();
      const [row] = await ctx!.db.select().from(emailLogs).where(eq(emailLogs.to, payload.email));
      return row?.status === 'sent' ? row : undefined;
    });
    const [row] = await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, payload.email));
    const file = path.join(ctx.dataDir, 'mail', `${row!.id}.eml`);
    const eml = fs.readFileSync(file, 'utf8');
    // Reset links inside: the owner only.
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(eml).toContain(`To: ${payload.email}`);
    expect(eml).toMatch(/Subject: .*Passwort/);
  });
});
