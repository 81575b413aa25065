import { bookingReference } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, childParents, courses, emailLogs, options, people, registrations as registrationsTable, scheduledJobs } from '../db/schema';
import { createTestApp, type TestContext } from '../../test/support/app';
import { staffHeaders } from '../../test/support/factories';
import { insertFamily, insertOpenCourse, insertRegistration } from '../../test/support/families';
import { insertBooking, insertChild } from '../../test/support/rows';
import { poisonRow } from '../../test/support/poison';
import { sendPaymentReminders } from './payment-reminders';
import type { JobResult } from './scheduler';

const DAY_MS = 86_400_000;
const NBSP = '\u00a0';
const TIME_ZONE = 'Europe/Rome';

let ctx: TestContext;
let office: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  office = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update', 'course.index', 'option.index', 'option.update']);
});
afterAll(() => ctx.close());

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** Noon, in the organisation's zone, of the local day `days` days before today: its local date does not depend on the hour or on daylight saving. */
const localNoonDaysAgo = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const day = new Date(`${today}T10:00:00Z`);
  return new Date(day.getTime() - days * DAY_MS);
};
const runNow = () => sendPaymentReminders(ctx.db, { now: new Date(), timeZone: TIME_ZONE });
const mailsTo = (address: string) => ctx.db.select().from(emailLogs).where(eq(emailLogs.to, address));
const remindedAt = async (bookingId: number) => (await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.reminded_at;

/** A family with one child booked into the given weeks of a new course under one booking, confirmed `daysAgo` days ago. */
async function bookedFamily(options: { weeks?: number; confirmedDaysAgo?: number; confirmedAt?: Date; lang?: 'de' | 'it'; price?: number; family?: Awaited<ReturnType<typeof insertFamily>> } = {}) {
  const family = options.family ?? (await insertFamily(ctx.db, { lang: options.lang, children: ['Lena'] }));
  const { course, weeks } = await insertOpenCourse(ctx.db, Array.from({ length: options.weeks ?? 1 }, () => ({ price: options.price ?? 120 })));
  const bookingId = await insertBooking(ctx.db, { created_by_user_id: family.user.id });
  const created_at = options.confirmedAt ?? daysAgo(options.confirmedDaysAgo ?? 20);
  const registrations = [];
  for (const week of weeks) {
    registrations.push(await insertRegistration(ctx.db, family.children[0]!, week, { booking_id: bookingId, created_by_user_id: family.user.id, created_at }));
  }
  return { family, course, weeks, bookingId, registrations, email: family.person.email! };
}

describe('payment reminders', () => {
  it('sends one reminder for a booking past its deadline, with the open total, the registrations and the transfer, and none on a second run', async () => {
    const booked = await bookedFamily({ weeks: 2 });
    const first = await runNow();
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsTo(booked.email);
    expect(more).toEqual([]);
    const reference = bookingReference(booked.bookingId);
    expect(mail!.subject).toBe(`Zahlungserinnerung: Buchung ${reference}`);
    expect(mail!.body).toContain('<p>Hallo Maria ' + booked.family.person.last_name + ',</p>');
    expect(mail!.body).toContain(`<strong>240,00${NBSP}€</strong> offen`);
    expect(mail!.body).toContain(`Lena ${booked.family.person.last_name}, Sommercamp, Woche 1`);
    expect(mail!.body).toContain(`Woche 2`);
    expect(mail!.body).toMatch(/die Zahlungsfrist ist am \d\d\.\d\d\.\d{4} abgelaufen/);
    expect(mail!.body).toContain(`Betrag: <strong>240,00${NBSP}€</strong><br>Zahlungsgrund: <strong>${reference}</strong>`);
    expect(mail!.body).toContain('<a href="http://localhost:3000/my-family"');
    expect(await remindedAt(booked.bookingId)).not.toBeNull();

    const second = await runNow();
    expect(second.sent).toBe(0);
    expect(await mailsTo(booked.email)).toHaveLength(1);
  });

  it('sends a family one reminder for all its overdue bookings, one transfer block each, and marks them all', async () => {
    const first = await bookedFamily({ weeks: 2 });
    const second = await bookedFamily({ family: first.family, price: 80 });
    const result = await runNow();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsTo(first.email);
    expect(more).toEqual([]);
    const [ref1, ref2] = [bookingReference(first.bookingId), bookingReference(second.bookingId)];
    expect(mail!.subject).toBe(`Zahlungserinnerung: Buchungen ${ref1} und ${ref2}`);
    // The open total of both bookings, every open registration, the earliest deadline.
    expect(mail!.body).toContain(`<strong>320,00${NBSP}€</strong> offen`);
    expect(mail!.body.match(/Sommercamp, Woche 1 \(/g)).toHaveLength(2);
    expect(mail!.body.match(/<h3>/g)).toHaveLength(2);
    expect(mail!.body).toContain(`Betrag: <strong>240,00${NBSP}€</strong><br>Zahlungsgrund: <strong>${ref1}</strong></p><p>Der Betrag setzt sich so zusammen:`);
    expect(mail!.body).toContain(`Betrag: <strong>80,00${NBSP}€</strong><br>Zahlungsgrund: <strong>${ref2}</strong></p>`);
    expect(await remindedAt(first.bookingId)).not.toBeNull();
    expect(await remindedAt(second.bookingId)).not.toBeNull();

    // A booking of the family overdue later gets a reminder of its own, without the ones reminded already.
    const third = await bookedFamily({ family: first.family, price: 95 });
    await runNow();
    const [, later] = await mailsTo(first.email);
    expect(later!.subject).toBe(`Zahlungserinnerung: Buchung ${bookingReference(third.bookingId)}`);
    expect(later!.body).not.toContain(ref1);
    expect(later!.body).toContain(`<strong>95,00${NBSP}€</strong> offen`);
  });

  it('counts the deadline from the day of the confirmation: due that day plus payment_days, overdue from the day after', async () => {
    // Confirmed at noon 14 days before the run: due on the run's day, not yet overdue.
    const clock = { now: new Date('2026-07-20T10:00:00Z'), timeZone: TIME_ZONE };
    const booked = await bookedFamily({ confirmedDaysAgo: 0 });
    const at = (iso: string) => ctx.db.update(registrationsTable).set({ created_at: new Date(iso) }).where(eq(registrationsTable.id, booked.registrations[0]!.id));
    await at('2026-07-06T10:00:00Z');
    await sendPaymentReminders(ctx.db, clock);
    expect(await mailsTo(booked.email)).toHaveLength(0);
    await at('2026-07-05T21:30:00Z'); // 23:30 on 5 July in Rome: due on 19 July
    await sendPaymentReminders(ctx.db, clock);
    const [mail] = await mailsTo(booked.email);
    expect(mail!.body).toContain('die Zahlungsfrist ist am 19.07.2026 abgelaufen');
  });

  it('sends nothing for a paid, a waiting, a cancelled, a not yet due booking, nor for a course no longer active', async () => {
    const paid = await bookedFamily();
    await ctx.db.update(registrationsTable).set({ payed_amount: 120 }).where(eq(registrationsTable.id, paid.registrations[0]!.id));
    const waiting = await bookedFamily();
    await ctx.db.update(registrationsTable).set({ is_waiting: true }).where(eq(registrationsTable.id, waiting.registrations[0]!.id));
    const cancelled = await bookedFamily();
    await ctx.db.update(registrationsTable).set({ deleted_at: daysAgo(1) }).where(eq(registrationsTable.id, cancelled.registrations[0]!.id));
    const recent = await bookedFamily({ confirmedDaysAgo: 5 });
    // Booked 30 days ago on the waiting list, promoted 3 days ago: the deadline runs from the promotion.
    const promoted = await bookedFamily({ confirmedDaysAgo: 30 });
    await ctx.db.update(registrationsTable).set({ promoted_at: daysAgo(3) }).where(eq(registrationsTable.id, promoted.registrations[0]!.id));
    const archived = await bookedFamily();
    await ctx.db.update(courses).set({ active: false }).where(eq(courses.id, archived.course.id));

    await runNow();
    for (const booked of [paid, waiting, cancelled, recent, promoted, archived]) {
      expect(await mailsTo(booked.email)).toHaveLength(0);
      expect(await remindedAt(booked.bookingId)).toBeNull();
    }
  });

  it('names what is still open of a partly paid booking, and only the open registrations', async () => {
    const booked = await bookedFamily({ weeks: 3 });
    const [first, second] = booked.registrations;
    await ctx.db.update(registrationsTable).set({ payed_amount: 50 }).where(eq(registrationsTable.id, first!.id));
    await ctx.db.update(registrationsTable).set({ payed_amount: 120 }).where(eq(registrationsTable.id, second!.id));
    await runNow();
    const [mail] = await mailsTo(booked.email);
    expect(mail!.body).toContain(`<strong>190,00${NBSP}€</strong> offen`);
    expect(mail!.body).toContain(`Woche 1 (`);
    expect(mail!.body).toContain(`): 70,00${NBSP}€`);
    expect(mail!.body).not.toContain('Woche 2 (');
    expect(mail!.body).toContain('Woche 3 (');
  });

  it('gives each course account its own transfer block with what is open on it, and none to a course without an account', async () => {
    const booked = await bookedFamily();
    const other = await insertOpenCourse(ctx.db, [{ price: 80 }], { name: 'Malkurs', bank_iban: 'IT02 L123 4512 3451 2345 6789 012' });
    const noAccount = await insertOpenCourse(ctx.db, [{ price: 30 }], { name: 'Ausflug', bank_iban: null });
    for (const week of [other.weeks[0]!, noAccount.weeks[0]!]) {
      await insertRegistration(ctx.db, booked.family.children[0]!, week, { booking_id: booked.bookingId, created_by_user_id: booked.family.user.id, created_at: daysAgo(20) });
    }
    await runNow();
    const [mail] = await mailsTo(booked.email);
    const reference = bookingReference(booked.bookingId);
    expect(mail!.body).toContain(`<strong>230,00${NBSP}€</strong> offen`);
    expect(mail!.body).toContain(`IBAN: <strong>IT60X0542811101000000123456</strong><br>Betrag: <strong>120,00${NBSP}€</strong><br>Zahlungsgrund: <strong>${reference}</strong>`);
    expect(mail!.body).toContain(`IBAN: <strong>IT02L1234512345123456789012</strong><br>Betrag: <strong>80,00${NBSP}€</strong><br>Zahlungsgrund: <strong>${reference}</strong>`);
    expect(mail!.body.match(/<h3>/g)).toHaveLength(2);
    expect(mail!.body).toContain(`Ausflug, Woche 1 (`);
  });

  it('counts a family without any address as unreachable, unmarked, and reminds it once the office adds one', async () => {
    const { weeks } = await insertOpenCourse(ctx.db, [{ price: 120 }]);
    const bookingId = await insertBooking(ctx.db);
    // A child the office booked by phone, without any parent yet.
    const child = await insertChild(ctx.db);
    await insertRegistration(ctx.db, child, weeks[0]!, { booking_id: bookingId, created_at: daysAgo(20) });
    const result = await runNow();
    expect(result.unreachable).toBeGreaterThanOrEqual(1);
    expect(await remindedAt(bookingId)).toBeNull();

    const email = `late-${bookingId}-${Date.now()}@example.org`;
    const [person] = await ctx.db.insert(people).values({ first_name: 'Eva', last_name: 'Spät', email, lang: 'de' }).returning();
    await ctx.db.insert(childParents).values({ child_id: child.id, person_id: person!.id });
    await runNow();
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await remindedAt(bookingId)).not.toBeNull();
  });

  it('writes to an Italian family in Italian with the Italian template', async () => {
    const booked = await bookedFamily({ lang: 'it' });
    await runNow();
    const [mail] = await mailsTo(booked.email);
    expect(mail!.subject).toBe(`Sollecito di pagamento: prenotazione ${bookingReference(booked.bookingId)}`);
    expect(mail!.body).toContain('<html lang="it">');
    expect(mail!.body).toContain(`restano da pagare <strong>120,00${NBSP}€</strong>`);
    expect(mail!.body).toContain('Lena ' + booked.family.person.last_name + ', Campo estivo, Settimana 1');
  });

  it('sends nothing while payment_days is 0', async () => {
    await setOption('payment_days', '0');
    try {
      const booked = await bookedFamily({ confirmedDaysAgo: 400 });
      await runNow();
      expect(await mailsTo(booked.email)).toHaveLength(0);
    } finally {
      await setOption('payment_days', '14');
    }
  });

  it('sends once when two replicas run at the same time', async () => {
    const booked = await bookedFamily();
    const results = await Promise.all([runNow(), runNow(), runNow()]);
    expect(await mailsTo(booked.email)).toHaveLength(1);
    expect(results.reduce((sum, result) => sum + (result.sent ?? 0), 0)).toBeGreaterThanOrEqual(1);
  });

  it('reminds the families after one that fails, counts and logs that one, and reminds it at the next run', async () => {
    const [before, poisoned, after] = [await bookedFamily(), await bookedFamily(), await bookedFamily()];
    const logged: object[] = [];
    const log = { error: (fields: object) => logged.push(fields) } as unknown as FastifyBaseLogger;
    // Its booking cannot be marked as reminded: the family's transaction fails, and with it its e-mail.
    const cure = await poisonRow(ctx.db, 'bookings', poisoned.bookingId);
    let result: JobResult;
    try {
      result = await sendPaymentReminders(ctx.db, { now: new Date(), timeZone: TIME_ZONE }, log);
    } finally {
      await cure();
    }
    expect(result).toMatchObject({ failed: 1 });
    expect(result.sent).toBeGreaterThanOrEqual(2);
    for (const booked of [before, after]) {
      expect(await mailsTo(booked.email)).toHaveLength(1);
      expect(await remindedAt(booked.bookingId)).not.toBeNull();
    }
    expect(await mailsTo(poisoned.email)).toHaveLength(0);
    expect(await remindedAt(poisoned.bookingId)).toBeNull();
    expect(logged).toEqual([expect.objectContaining({ job: 'payment-reminders', kind: 'family', item: poisoned.family.person.id })]);

    expect(await runNow()).toMatchObject({ sent: 1, bookings: 1, failed: 0 });
    expect(await mailsTo(poisoned.email)).toHaveLength(1);
  });
});

describe('overdue bookings in the back office', () => {
  const list = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/peopleCourseWeekRegistration?${query}`, headers: office });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { id: number; open_amount: number }[]; meta: { total: number } };
  };
  const dashboardCount = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: office });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { overdue_bookings: number } }).data.overdue_bookings;
  };

  it('lists the open registrations of overdue bookings under payment=overdue, and the dashboard counts the bookings', async () => {
    const before = await dashboardCount();
    const overdue = await bookedFamily({ weeks: 2 });
    await ctx.db.update(registrationsTable).set({ payed_amount: 120 }).where(eq(registrationsTable.id, overdue.registrations[1]!.id));
    const recent = await bookedFamily({ confirmedDaysAgo: 3 });
    // Reminded already: still overdue until it is paid.
    const reminded = await bookedFamily();
    await ctx.db.update(bookings).set({ reminded_at: daysAgo(1) }).where(eq(bookings.id, reminded.bookingId));

    expect(await dashboardCount()).toBe(before + 2);
    const shown = (await list(`payment=overdue&active=1&itemsPerPage=-1`)).data.map((row) => row.id);
    expect(shown).toContain(overdue.registrations[0]!.id);
    expect(shown).toContain(reminded.registrations[0]!.id);
    expect(shown).not.toContain(overdue.registrations[1]!.id);
    expect(shown).not.toContain(recent.registrations[0]!.id);
    const scoped = await list(`payment=overdue&course=${overdue.course.id}`);
    expect(scoped.data.map((row) => row.id)).toEqual([overdue.registrations[0]!.id]);
    expect(scoped.data[0]!.open_amount).toBe(120);
  });

  it('refuses an unknown payment filter with 422', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/peopleCourseWeekRegistration?payment=late', headers: office });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.payment).toBeDefined();
  });
});

describe('the reminder options', () => {
  const save = (key: string, value: string, lang = 'de') =>
    ctx.app.inject({ method: 'POST', url: '/api/option', headers: { ...office, 'api-lang': lang }, payload: { key, value } });

  it('takes payment_days as a whole number from 0 to 365', async () => {
    for (const value of ['0', '365', '14']) expect((await save('payment_days', value)).statusCode).toBe(200);
    for (const value of ['-1', '366', '7.5', 'vierzehn', '']) {
      const response = await save('payment_days', value);
      expect(response.statusCode, value).toBe(422);
      expect(response.json().errors.value).toHaveLength(1);
    }
    expect((await save('payment_days', '400', 'it')).json().errors.value[0]).toBe('Il valore può essere al massimo 365.');
  });

  it('requires both reminder texts', async () => {
    expect((await save('email_payment_reminder', '<p></p>')).statusCode).toBe(422);
    expect((await save('email_payment_reminder_it', '')).statusCode).toBe(422);
    expect((await save('email_payment_reminder_it', '<p>Gentile {parent_name}</p>')).statusCode).toBe(200);
  });
});

describe('the next run on the options page', () => {
  const count = (days: string, headers = office) => ctx.app.inject({ method: 'GET', url: `/api/payment-reminders/count?payment_days=${days}`, headers });
  const families = async (days: string) => {
    const response = await count(days);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { families: number; bookings: number } }).data;
  };
  const nextRun = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/payment-reminders', headers: office });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { families: { parent_id: number; email: string; subject: string; open_amount: number; bookings: { reference: string }[] }[] } }).data;
  };
  const send = (parentId: number, headers = office) => ctx.app.inject({ method: 'POST', url: `/api/payment-reminders/${parentId}/send`, headers });

  it('counts the families a deadline not saved yet would remind, as the next run counts them, and writes nothing', async () => {
    const [before5, before14] = [await families('5'), await families('14')];
    const booked = await bookedFamily({ weeks: 2, confirmedDaysAgo: 10 });
    await bookedFamily({ family: booked.family, confirmedDaysAgo: 8 });
    // Overdue after 5 days, not after 14: one family with two bookings.
    expect(await families('5')).toEqual({ ...before5, families: before5.families + 1, bookings: before5.bookings + 2, run_at: expect.any(String) });
    expect((await families('14')).families).toBe(before14.families);
    expect((await families('0')).families).toBe(0);
    expect(await mailsTo(booked.email)).toHaveLength(0);
    expect(await remindedAt(booked.bookingId)).toBeNull();

    // Counted as the next run sees it: a deadline that ends today is past at tomorrow's run.
    // (A deadline of 37 days: no other booking of this file tips over between today and tomorrow with it.)
    const dueToday = await bookedFamily({ confirmedAt: localNoonDaysAgo(37) });
    const now = await families('37');
    const tomorrow = new Date(Date.now() + DAY_MS);
    await ctx.db.insert(scheduledJobs).values({ name: 'payment-reminders', next_run_at: tomorrow });
    try {
      expect(await families('37')).toEqual({ ...now, families: now.families + 1, bookings: now.bookings + 1, run_at: tomorrow.toISOString() });
    } finally {
      await ctx.db.delete(scheduledJobs);
    }
    expect(await remindedAt(dueToday.bookingId)).toBeNull();
  });

  it("checks the deadline by the option's rule, and is for who reads the options", async () => {
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/payment-reminders/count?payment_days=400', headers: { ...office, 'api-lang': 'it' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.payment_days).toEqual(['Il valore può essere al massimo 365.']);
    expect((await count('x')).statusCode).toBe(422);
    const other = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.index']);
    expect((await count('5', other)).statusCode).toBe(403);
  });

  it("lists the next run's families with their e-mails, and sends one family's now, once, marked as the run marks it", async () => {
    const booked = await bookedFamily({ weeks: 2 });
    const next = await nextRun();
    const listed = next.families.find((family) => family.email === booked.email)!;
    const reference = bookingReference(booked.bookingId);
    expect(listed).toMatchObject({ subject: `Zahlungserinnerung: Buchung ${reference}`, open_amount: 240, bookings: [{ reference }] });

    const preview = await ctx.app.inject({ method: 'GET', url: `/mail-preview/payment-reminder/${listed.parent_id}`, headers: office });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-security-policy']).toContain("default-src 'none'");
    expect(preview.body).toContain(`<strong>240,00${NBSP}€</strong> offen`);
    expect(await mailsTo(booked.email)).toHaveLength(0);

    const viewer = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.index']);
    expect((await send(listed.parent_id, viewer)).statusCode).toBe(403);
    const sent = await send(listed.parent_id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toContain(booked.email);
    const [mail, ...more] = await mailsTo(booked.email);
    expect(more).toEqual([]);
    expect(mail!.body).toBe(preview.body);
    expect(await remindedAt(booked.bookingId)).not.toBeNull();

    // Once: a second "send now", the run and the list leave it out.
    const again = await send(listed.parent_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/keine Zahlungserinnerung/);
    await runNow();
    expect(await mailsTo(booked.email)).toHaveLength(1);
    expect((await nextRun()).families.some((family) => family.email === booked.email)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `/mail-preview/payment-reminder/${listed.parent_id}`, headers: office })).statusCode).toBe(404);
  });
});

describe('the reminder preview', () => {
  const preview = (query: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/mail-preview/payment-reminder?${query}`, headers });

  it('shows the saved text filled with a sample booking due today, in the language asked', async () => {
    await setOption('email_payment_reminder_it', '<p>Gentile {parent_name}, {open_amount} entro il {due_date} ({booking_reference}): {registrations} {unknown}</p>');
    const response = await preview('lang=it', office);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const today = new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    expect(response.body).toContain(`<p>Gentile Giulia Rossi, 150,00${NBSP}€ entro il ${today} (${bookingReference(1234)}): Marco Rossi, `);
    expect(response.body).toContain('{unknown}</p>');
    expect(response.body).toContain('<title>Sollecito di pagamento: prenotazione SPW-1234-');
    expect((await preview('lang=de', office)).body).toContain('<p>Hallo Anna Huber,</p>');
  });

  it('is for who reads the options', async () => {
    const other = await staffHeaders(ctx.app, ctx.db, ['course.view']);
    expect((await preview('', other)).statusCode).toBe(403);
    expect((await preview('', {})).statusCode).toBe(401);
  });
});

async function setOption(key: string, value: string) {
  await ctx.db.update(options).set({ value }).where(eq(options.key, key));
}
