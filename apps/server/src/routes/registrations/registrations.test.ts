import { bookingReference, formatDate, paymentReference } from '@app/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childParents, courses, emailLogs, people, rateLimitHits, registrations, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { parentHeaders, staffHeaders } from '../../../test/support/factories';
import { insertFamily, insertOpenCourse } from '../../../test/support/families';
import { requester, uniqueTag } from '../../../test/support/http';

let ctx: TestContext;
let staff: Record<string, string>;
const call = requester(() => ctx.app);
const contacts = { emergency_contact1_phone: '+39 347 1111111', emergency_contact2_phone: '+39 347 2222222' };

beforeAll(async () => {
  ctx = await createTestApp();
  // The worker would send (and so change) the queued e-mails the tests read.
  await ctx.mailer.stop();
  staff = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update']);
});
afterAll(() => ctx.close());

/**
 * A course named after the test with two weeks: week 1 (120 € full day, 70 € half day, one place and one
 * waiting place) and week 2 (95,50 €). Anna books week 1 half day and week 2; Bruno lands on week 1's
 * waiting list. All through the real booking route.
 */
async function scenario() {
  const tag = uniqueTag();
  const { course, weeks } = await insertOpenCourse(
    ctx.db,
    [{ max_participants: 1, waiting_list: 1, price: 120, half_day: true, price_half_day: 70 }, { price: 95.5 }],
    { name: `Kurs ${tag}`, name_it: `Corso ${tag}`, multiple_course_week_registration: true },
  );
  // Luca, Anna's brother, is booked by no scenario; a test books him on its own.
  const anna = await insertFamily(ctx.db, { children: ['Anna', 'Luca'], lastName: `Anna${tag}` });
  const bruno = await insertFamily(ctx.db, { children: ['Bruno'], lastName: `Bruno${tag}`, lang: 'it' });
  const book = async (family: typeof anna, lines: { courseWeek: number; dayType: string }[]) => {
    const response = await call('POST', `/api/send-registration/${course.id}`, family.headers, {
      bookedChildren: [{ children: family.children[0]!.id, courseWeeks: lines }],
      ...contacts,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  await book(anna, [{ courseWeek: weeks[0]!.id, dayType: 'half_day' }, { courseWeek: weeks[1]!.id, dayType: 'full_day' }]);
  await book(bruno, [{ courseWeek: weeks[0]!.id, dayType: 'full_day' }]);
  const rows = await ctx.db.select().from(registrations).where(inArray(registrations.course_week_id, weeks.map((week) => week.id)));
  const of = (family: typeof anna, week: number) => rows.find((row) => row.child_id === family.children[0]!.id && row.course_week_id === weeks[week]!.id)!;
  return { tag, course, weeks, anna, bruno, annaWeek1: of(anna, 0), annaWeek2: of(anna, 1), brunoWeek1: of(bruno, 0) };
}

/** The resends' minute (`RESEND_PER_REGISTRATION`) has passed: every limit's window of this file's database is a minute older. */
const aMinuteLater = () => ctx.db.update(rateLimitHits).set({ window_started_at: sql`${rateLimitHits.window_started_at} - interval '1 minute'` });

const list = async (query: string) => {
  const response = await call('GET', `/api/peopleCourseWeekRegistration?${query}`, staff);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: { id: number; [key: string]: unknown }[]; meta: { total: number } };
};

describe('permissions', () => {
  it('answers 401 without sign-in and 403 to parents and to staff without the permission', async () => {
    const parent = await parentHeaders(ctx.app);
    const readOnly = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.index']);
    const calls: [string, string, object?][] = [
      ['GET', '/api/peopleCourseWeekRegistration'],
      ['POST', '/api/peopleCourseWeekRegistration/setPayed', { data: [1] }],
      ['POST', '/api/peopleCourseWeekRegistration/resendEmail', { id: 1 }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method as 'GET', url, {}, body)).statusCode, url).toBe(401);
      expect((await call(method as 'GET', url, parent, body)).statusCode, url).toBe(403);
    }
    expect((await call('POST', '/api/peopleCourseWeekRegistration/setPayed', readOnly, { data: [1] })).statusCode).toBe(403);
    expect((await call('POST', '/api/peopleCourseWeekRegistration/resendEmail', readOnly, { id: 1 })).statusCode).toBe(403);
  });
});

describe('GET /api/peopleCourseWeekRegistration', () => {
  it('lists the newest first with child, parent, course, week and the payment figures', async () => {
    const s = await scenario();
    const { data, meta } = await list(`search=${s.tag}`);
    expect(meta.total).toBe(3);
    // Anna's two weeks were booked in one request, at one moment: equal times are in id order.
    expect(data.map((row) => row.id)).toEqual([s.brunoWeek1.id, s.annaWeek1.id, s.annaWeek2.id]);
    const annaHalfDay = data.find((row) => row.id === s.annaWeek1.id)!;
    expect(annaHalfDay).toMatchObject({
      child: { first_name: 'Anna', last_name: `Anna${s.tag}` },
      parent: { id: s.anna.person.id, name: `Anna${s.tag} Maria` },
      course: { id: s.course.id, name: `Kurs ${s.tag}` },
      week: { id: s.weeks[0]!.id, name: 'Woche 1' },
      day_type: 'half_day',
      price: 70,
      payed_amount: null,
      open_amount: 70,
      payment_state: 'unpaid',
      is_waiting: false,
      deleted_at: null,
    });
  });

  it("names each registration's booking reference and sorts by booking, a booking's registrations side by side", async () => {
    const s = await scenario();
    const { data } = await list(`search=${s.tag}&sortBy=booking&sortBy=week`);
    expect(data.map((row) => [row.id, row.booking_reference])).toEqual([
      [s.annaWeek1.id, bookingReference(s.annaWeek1.booking_id)],
      [s.annaWeek2.id, bookingReference(s.annaWeek1.booking_id)],
      [s.brunoWeek1.id, bookingReference(s.brunoWeek1.booking_id)],
    ]);
  });

  it('filters by course, week, waiting, payment state and cancelled, and finds a registration by its id', async () => {
    const s = await scenario();
    expect((await list(`course=${s.course.id}`)).meta.total).toBe(3);
    expect((await list(`week=${s.weeks[0]!.id}`)).data.map((row) => row.id).sort()).toEqual([s.annaWeek1.id, s.brunoWeek1.id].sort());
    expect((await list(`course=${s.course.id}&waiting=1`)).data.map((row) => row.id)).toEqual([s.brunoWeek1.id]);
    expect((await list(`course=${s.course.id}&waiting=0`)).meta.total).toBe(2);

    await ctx.db.update(registrations).set({ payed_amount: 50 }).where(eq(registrations.id, s.annaWeek2.id));
    await ctx.db.update(registrations).set({ payed_amount: 70 }).where(eq(registrations.id, s.annaWeek1.id));
    expect((await list(`course=${s.course.id}&payment=partly_paid`)).data.map((row) => row.id)).toEqual([s.annaWeek2.id]);
    expect((await list(`course=${s.course.id}&payment=paid`)).data.map((row) => row.id)).toEqual([s.annaWeek1.id]);
    expect((await list(`course=${s.course.id}&payment=unpaid`)).data.map((row) => row.id)).toEqual([s.brunoWeek1.id]);

    await ctx.db.update(registrations).set({ deleted_at: new Date() }).where(eq(registrations.id, s.annaWeek2.id));
    expect((await list(`course=${s.course.id}`)).meta.total).toBe(2);
    expect((await list(`course=${s.course.id}&deleted=1`)).data.map((row) => row.id)).toEqual([s.annaWeek2.id]);

    // A payment reference starts with the registration ids: a number finds that registration, not every tax code holding the digit.
    expect((await list(`search=${s.brunoWeek1.id}+Bruno&course=${s.course.id}`)).data.map((row) => row.id)).toEqual([s.brunoWeek1.id]);
  });

  it("finds a booking's registrations by its payment reference as a bank prints it, and the words as the reference spells them", async () => {
    const tag = uniqueTag();
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}, {}], { name: `Fußball-Camp ${tag} 2025`, multiple_course_week_registration: true });
    const family = await insertFamily(ctx.db, { children: ['Jonas'], lastName: `Müller${tag}` });
    const booked = await call('POST', `/api/send-registration/${course.id}`, family.headers, {
      bookedChildren: [{ children: family.children[0]!.id, courseWeeks: weeks.map((week) => ({ courseWeek: week.id, dayType: 'full_day' })) }],
      ...contacts,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const rows = await ctx.db.select().from(registrations).where(inArray(registrations.course_week_id, weeks.map((week) => week.id)));
    const ids = rows.map((row) => row.id).sort();
    const search = async (text: string) => (await list(new URLSearchParams({ search: text }).toString())).data.map((row) => row.id).sort();

    // The remittance text the e-mails give (paymentReference): "SPW-<booking>-<check> Jonas Mueller<tag>".
    const bookingId = rows[0]!.booking_id;
    const reference = paymentReference(bookingId, [`Jonas Müller${tag}`]);
    expect(reference).toBe(`${bookingReference(bookingId)} Jonas Mueller${tag}`);
    expect(await search(reference)).toEqual(ids);
    // As a bank line prints it: lower case, the dashes lost, other words around it.
    expect(await search(`Bonifico ${bookingReference(bookingId).toLowerCase().replaceAll('-', ' ')} Sommer`)).toEqual(ids);
    // A mistyped reference is no reference: it names nothing.
    const [, id, check] = bookingReference(bookingId).split('-');
    expect(await search(`SPW-${id}-${String((Number(check) + 1) % 100).padStart(2, '0')}`)).toEqual([]);
    // Written out or not, in any case: the letters are compared as the reference spells them.
    expect(await search(`fussball mueller${tag}`)).toEqual(ids);
    expect(await search(`Fußball MÜLLER${tag}`)).toEqual(ids);
    // A number after the first word is text (the course's year), not a registration id.
    expect(await search(`${tag} 2025`)).toEqual(ids);
    expect(await search(`${ids[0]} Jonas Mueller${tag} Basketball`)).toEqual([]);
  });

  it('filters active courses and a year, sorts by several columns and pages', async () => {
    const s = await scenario();
    const year = (await ctx.db.select().from(courses).where(eq(courses.id, s.course.id)))[0]!.year;
    expect((await list(`search=${s.tag}&active=1&year=${year}`)).meta.total).toBe(3);
    expect((await list(`search=${s.tag}&year=${year + 1}`)).meta.total).toBe(0);
    await ctx.db.update(courses).set({ active: false }).where(eq(courses.id, s.course.id));
    expect((await list(`search=${s.tag}&active=1`)).meta.total).toBe(0);
    expect((await list(`search=${s.tag}`)).meta.total).toBe(3);

    const sorted = await list(`search=${s.tag}&sortBy=child&sortBy=price&sortDesc=false&sortDesc=true&itemsPerPage=2`);
    expect(sorted.meta.total).toBe(3);
    expect(sorted.data.map((row) => row.id)).toEqual([s.annaWeek2.id, s.annaWeek1.id]);
    const page2 = await list(`search=${s.tag}&sortBy=child&sortBy=price&sortDesc=false&sortDesc=true&itemsPerPage=2&page=2`);
    expect(page2.data.map((row) => row.id)).toEqual([s.brunoWeek1.id]);
  });

  it('refuses unknown filters values on the parameter', async () => {
    const response = await call('GET', '/api/peopleCourseWeekRegistration?payment=half&sortBy=nonsense', staff);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['payment', 'sortBy']);
  });
});

describe('POST /api/peopleCourseWeekRegistration/setPayed', () => {
  it('books the price of each day type as paid today, skips waiting ones and writes one email_payed per booking', async () => {
    const s = await scenario();
    const before = new Date();
    const response = await call('POST', '/api/peopleCourseWeekRegistration/setPayed', staff, { data: [s.annaWeek1.id, s.annaWeek2.id, s.brunoWeek1.id] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.payed.sort()).toEqual([s.annaWeek1.id, s.annaWeek2.id].sort());
    expect(body.skipped).toEqual([s.brunoWeek1.id]);
    expect(body.message).toBe('2 Anmeldung(en) als bezahlt gebucht.\n1 Anmeldung(en) auf der Warteliste oder storniert wurden übergangen.');

    const rows = await ctx.db.select().from(registrations).where(inArray(registrations.id, [s.annaWeek1.id, s.annaWeek2.id, s.brunoWeek1.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(s.annaWeek1.id)!.payed_amount).toBe(70);
    expect(byId.get(s.annaWeek2.id)!.payed_amount).toBe(95.5);
    expect(byId.get(s.annaWeek1.id)!.payed_at).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(byId.get(s.brunoWeek1.id)!.payed_amount).toBeNull();

    // Anna's two weeks are one booking (one send of the dialog): one e-mail for both.
    const mails = await ctx.db.select().from(emailLogs).where(and(eq(emailLogs.to, s.anna.person.email!), gt(emailLogs.created_at, before)));
    expect(mails).toHaveLength(1);
    expect((await ctx.db.select().from(emailLogs).where(and(eq(emailLogs.to, s.bruno.person.email!), gt(emailLogs.created_at, before))))).toHaveLength(0);

    // What the payments dialog promises: the amount booked with its date, nothing left open, and the way to the confirmation.
    const [mail] = mails;
    const paidOn = formatDate(byId.get(s.annaWeek2.id)!.payed_at);
    expect(mail!.subject).toBe(`Zahlung erhalten: Kurs ${s.tag}`);
    expect(mail!.body).toContain(`vielen Dank: Ihre Zahlung für die Buchung ${bookingReference(s.annaWeek1.booking_id)} (Kurs ${s.tag}) ist eingegangen.`);
    expect(mail!.body).toContain(`<p>Bezahlt: <strong>165,50\u00a0€</strong><br>Gebucht am: <strong>${paidOn}</strong></p>`);
    expect(mail!.body).toContain('<a href="http://localhost:3000/confirmations">http://localhost:3000/confirmations</a>');
    // The page behind the link lists the confirmation of the paid course.
    const confirmations = await call('GET', '/api/my-family/confirmations', s.anna.headers);
    expect(confirmations.json().data).toEqual([expect.objectContaining({ courseId: s.course.id, peopleId: s.anna.children[0]!.id, week_count: 2 })]);
  });

  it('writes one e-mail per booking when several bookings are set paid, naming what each booking still owes', async () => {
    const s = await scenario();
    // A second booking of Anna's family: Luca, week 2, besides the first booking's two weeks.
    const luca = s.anna.children[1];
    const booked = await call('POST', `/api/send-registration/${s.course.id}`, s.anna.headers, {
      bookedChildren: [{ children: luca!.id, courseWeeks: [{ courseWeek: s.weeks[1]!.id, dayType: 'full_day' }] }],
      ...contacts,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const [lucaWeek2] = await ctx.db.select().from(registrations).where(eq(registrations.child_id, luca!.id));
    expect(lucaWeek2!.booking_id).not.toBe(s.annaWeek1.booking_id);

    const before = new Date();
    const response = await call('POST', '/api/peopleCourseWeekRegistration/setPayed', staff, { data: [s.annaWeek2.id, lucaWeek2!.id] });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await ctx.db.select().from(emailLogs).where(and(eq(emailLogs.to, s.anna.person.email!), gt(emailLogs.created_at, before)));
    expect(mails).toHaveLength(2);
    const ofFirst = mails.find((mail) => mail.body.includes(bookingReference(s.annaWeek1.booking_id)))!;
    // Week 2 paid; week 1 of the same booking (70 €) is still open.
    expect(ofFirst.body).toContain('Bezahlt: <strong>95,50\u00a0€</strong>');
    expect(ofFirst.body).toContain('Noch offen: <strong>70,00\u00a0€</strong>');
    const ofSecond = mails.find((mail) => mail.body.includes(bookingReference(lucaWeek2!.booking_id)))!;
    expect(ofSecond.body).toContain('Bezahlt: <strong>95,50\u00a0€</strong>');
    expect(ofSecond.body).not.toContain('Noch offen');
  });

  it('refuses an empty list on the field', async () => {
    const response = await call('POST', '/api/peopleCourseWeekRegistration/setPayed', staff, { data: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.data).toBeTruthy();
  });
});

describe("the family's parent of a registration (decision 019)", () => {
  it('is the parent who booked it, while a parent of the child: the list names them and staff e-mails go to them; else the first parent', async () => {
    const s = await scenario();
    const child = s.anna.children[0]!;
    // A second parent of Anna's child, who booked week 2 (the first parent, by id, is still Anna's mother).
    const [second] = await ctx.db
      .insert(people)
      .values({ first_name: 'Paolo', last_name: `Second${s.tag}`, email: `second-${s.tag}@example.org`, lang: 'it' })
      .returning();
    const [account] = await ctx.db
      .insert(users)
      .values({ name: 'Paolo', email: `second-${s.tag}@example.org`, password_hash: 'not-used', lang: 'it', person_id: second!.id })
      .returning();
    await ctx.db.insert(childParents).values({ child_id: child.id, person_id: second!.id });
    await ctx.db.update(registrations).set({ created_by_user_id: account!.id }).where(eq(registrations.id, s.annaWeek2.id));
    const mailsTo = (address: string, since: Date) =>
      ctx.db.select().from(emailLogs).where(and(eq(emailLogs.to, address), gt(emailLogs.created_at, since)));

    const listed = await list(`course=${s.course.id}`);
    const parentOf = (id: number) => listed.data.find((row) => row.id === id)!.parent;
    expect(parentOf(s.annaWeek2.id)).toEqual({ id: second!.id, name: `Second${s.tag} Paolo` });
    expect(parentOf(s.annaWeek1.id)).toEqual({ id: s.anna.person.id, name: `${s.anna.person.last_name} Maria` });

    const before = new Date();
    for (const id of [s.annaWeek1.id, s.annaWeek2.id]) {
      expect((await call('POST', '/api/peopleCourseWeekRegistration/resendEmail', staff, { id })).statusCode).toBe(200);
    }
    const toSecond = await mailsTo(second!.email!, before);
    expect(toSecond).toHaveLength(1);
    // In the language of the parent written to.
    expect(toSecond[0]!.body).toContain('Settimana 2');
    expect((await mailsTo(s.anna.person.email!, before)).map((mail) => mail.body.includes('Woche 1'))).toEqual([true]);

    // No longer a parent of the child: the first parent stands for the family again.
    await ctx.db.delete(childParents).where(and(eq(childParents.child_id, child.id), eq(childParents.person_id, second!.id)));
    await aMinuteLater();
    const later = new Date();
    expect((await call('POST', '/api/peopleCourseWeekRegistration/resendEmail', staff, { id: s.annaWeek2.id })).statusCode).toBe(200);
    expect(await mailsTo(second!.email!, later)).toHaveLength(0);
    expect(await mailsTo(s.anna.person.email!, later)).toHaveLength(1);
  });
});

describe("the family's parent of a registration without a booking parent", () => {
  it('is the first parent who can be written to: a parent entered without an address does not silence the e-mail', async () => {
    const s = await scenario();
    const child = s.anna.children[0]!;
    // The parent who booked is no longer the child's parent; staff entered two others, the first (by id) by phone
    // without e-mail or account.
    const [unreachable] = await ctx.db.insert(people).values({ first_name: 'Ohne', last_name: `Adresse${s.tag}`, lang: 'de' }).returning();
    const [reachable] = await ctx.db
      .insert(people)
      .values({ first_name: 'Mit', last_name: `Adresse${s.tag}`, email: `reachable-${s.tag}@example.org`, lang: 'de' })
      .returning();
    await ctx.db.delete(childParents).where(eq(childParents.child_id, child.id));
    await ctx.db.insert(childParents).values([
      { child_id: child.id, person_id: unreachable!.id },
      { child_id: child.id, person_id: reachable!.id },
    ]);
    const before = new Date();
    expect((await call('POST', '/api/peopleCourseWeekRegistration/resendEmail', staff, { id: s.annaWeek2.id })).statusCode).toBe(200);
    const mails = await ctx.db.select().from(emailLogs).where(and(eq(emailLogs.to, reachable!.email!), gt(emailLogs.created_at, before)));
    expect(mails).toHaveLength(1);
    const listed = await list(`course=${s.course.id}`);
    expect(listed.data.find((row) => row.id === s.annaWeek2.id)!.parent).toEqual({ id: reachable!.id, name: `Adresse${s.tag} Mit` });
  });
});

describe('POST /api/peopleCourseWeekRegistration/resendEmail', () => {
  it('writes the e-mail that fits the state again: confirmed, waiting (in Italian), paid', async () => {
    const s = await scenario();
    const resend = async (id: number) => {
      const response = await call('POST', '/api/peopleCourseWeekRegistration/resendEmail', staff, { id });
      expect(response.statusCode, response.body).toBe(200);
    };
    const latestTo = async (address: string) =>
      (await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, address))).sort((a, b) => b.id - a.id)[0]!;

    const before = (await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, s.anna.person.email!))).length;
    await resend(s.annaWeek2.id);
    const annaMails = await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, s.anna.person.email!));
    expect(annaMails).toHaveLength(before + 1);
    const resent = (await latestTo(s.anna.person.email!)).body;
    expect(resent).toContain('Woche 2');
    // The booking's one transfer: both of Anna's weeks (70 + 95,50) under the booking's reference.
    expect(resent).toContain(`Betrag: <strong>165,50\u00a0€</strong><br>Zahlungsgrund: <strong>${bookingReference(s.annaWeek2.booking_id)} Anna Anna${s.tag}</strong>`);

    await resend(s.brunoWeek1.id);
    // Bruno's family reads Italian; the waiting-list text says so.
    expect((await latestTo(s.bruno.person.email!)).body).toMatch(/lista d.attesa/);

    await ctx.db.update(registrations).set({ payed_amount: 95.5 }).where(eq(registrations.id, s.annaWeek2.id));
    const payedBefore = await latestTo(s.anna.person.email!);
    await aMinuteLater();
    await resend(s.annaWeek2.id);
    const payed = await latestTo(s.anna.person.email!);
    expect(payed.id).toBeGreaterThan(payedBefore.id);
    expect(payed.subject).not.toBe(payedBefore.subject);
  });

  it('resends a registration\'s e-mail once a minute, answering 429 with the wait in the request language', async () => {
    const s = await scenario();
    const resend = (id: number, lang = 'de') => call('POST', '/api/peopleCourseWeekRegistration/resendEmail', { ...staff, 'api-lang': lang }, { id });
    const before = new Date();
    expect((await resend(s.annaWeek1.id)).statusCode).toBe(200);

    const again = await resend(s.annaWeek1.id);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Die E-Mail dieser Anmeldung wurde gerade erst gesendet. Sie kann in 1 Minute erneut gesendet werden.');
    expect((await resend(s.annaWeek1.id, 'it')).json().message).toBe(
      "L'e-mail di questa iscrizione è appena stata inviata. Potrà essere inviata di nuovo tra 1 minuto.",
    );
    // Another registration of the same family has its own minute.
    expect((await resend(s.annaWeek2.id)).statusCode).toBe(200);
    const queued = await ctx.db.select().from(emailLogs).where(and(eq(emailLogs.to, s.anna.person.email!), gt(emailLogs.created_at, before)));
    expect(queued).toHaveLength(2);

    await aMinuteLater();
    expect((await resend(s.annaWeek1.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown registration', async () => {
    expect((await call('POST', '/api/peopleCourseWeekRegistration/resendEmail', staff, { id: 2147483647 })).statusCode).toBe(404);
  });
});
