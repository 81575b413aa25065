import { bookingReference, formatDate } from '@app/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, courseWeeks, emailLogs, idempotencyKeys, options, people, registrations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { createStaffUser, bearer, signIn } from '../../../test/support/factories';
import { daysFromNow, insertFamily, insertOpenCourse } from '../../../test/support/families';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const book = (courseId: number, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/send-registration/${courseId}`, headers, payload });

const contacts = { emergency_contact1_phone: '+39 347 1111111', emergency_contact2_phone: '+39 347 2222222' };
const line = (childId: number | null, ...weeks: (number | null)[]) => ({
  children: childId,
  props: { medicaments: 'Asthmaspray', allergies: 'Nüsse', leave_alone: true },
  courseWeeks: weeks.map((courseWeek) => ({ courseWeek, dayType: 'full_day' })),
});

const rowsOfWeeks = (weekIds: number[]) =>
  ctx.db.select().from(registrations).where(and(inArray(registrations.course_week_id, weekIds), isNull(registrations.deleted_at)));
const emailsTo = (address: string) => ctx.db.select().from(emailLogs).where(eq(emailLogs.to, address));
const range = (week: { from: string; to: string }) => `(${formatDate(week.from)} - ${formatDate(week.to)})`;

describe('POST /api/send-registration/:courseId', () => {
  it('confirms while places are free, then queues on the waiting list, then refuses the full week', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ max_participants: 1, waiting_list: 1 }]);
    const week = weeks[0]!;
    const [first, second, third] = await Promise.all([insertFamily(ctx.db), insertFamily(ctx.db), insertFamily(ctx.db, { lang: 'it' })]);

    const confirmed = await book(course.id, first!.headers, { bookedChildren: [line(first!.children[0]!.id, week.id)], ...contacts });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      success: true,
      message: [`Anna ist für Woche 1 ${range(week)} angemeldet`],
      waitingQueueWarnings: [],
    });

    const waiting = await book(course.id, second!.headers, { bookedChildren: [line(second!.children[0]!.id, week.id)], ...contacts });
    expect(waiting.statusCode).toBe(200);
    const sentence = `Anna steht auf der Warteliste für Woche 1 ${range(week)}`;
    expect(waiting.json()).toEqual({ success: true, message: [sentence], waitingQueueWarnings: [sentence] });

    const refused = await book(course.id, third!.headers, { bookedChildren: [line(third!.children[0]!.id, week.id)], ...contacts });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'bookedChildren.0.courseWeeks.0': ["«Settimana 1» è al completo, anche la lista d'attesa è piena."],
    });

    const rows = await rowsOfWeeks([week.id]);
    expect(rows.map((row) => row.is_waiting).sort()).toEqual([false, true]);
    const [counted] = await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, week.id));
    expect(counted).toMatchObject({ confirmed_count: 1, waiting_count: 1 });
  });

  it('books two children of one family in one request and stores the booking data on each registration', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}, { half_day: true, price_half_day: 70 }], {
      custom_field: true,
      custom_field_de: 'T-Shirt-Größe',
      custom_field_it: 'Taglia',
      multiple_course_week_registration: true,
    });
    const family = await insertFamily(ctx.db, { children: ['Anna', 'Jonas'] });
    const [anna, jonas] = family.children;
    const response = await book(course.id, family.headers, {
      bookedChildren: [
        { ...line(anna!.id, weeks[0]!.id, weeks[1]!.id), props: { custom_field: '128', swimming_help: true } },
        { children: jonas!.id, props: { custom_field: '140', incompatibilities: 'Gluten' }, courseWeeks: [{ courseWeek: weeks[1]!.id, dayType: 'half_day' }, { courseWeek: weeks[0]!.id, dayType: null }] },
      ],
      ...contacts,
      comment: 'Wir holen um 16 Uhr ab.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toEqual([
      `Anna ist für Woche 1 ${range(weeks[0]!)} angemeldet`,
      `Anna ist für Woche 2 ${range(weeks[1]!)} angemeldet`,
      `Jonas ist für Woche 2 ${range(weeks[1]!)} angemeldet`,
    ]);
    const rows = await rowsOfWeeks(weeks.map((week) => week.id));
    expect(rows).toHaveLength(3);
    const jonasRow = rows.find((row) => row.child_id === jonas!.id)!;
    expect(jonasRow).toMatchObject({
      day_type: 'half_day',
      is_waiting: false,
      emergency_contact1_phone: '+39 347 1111111',
      emergency_contact2_phone: '+39 347 2222222',
      custom_field: '140',
      incompatibilities: 'Gluten',
      leave_alone: false,
      comment_user: 'Wir holen um 16 Uhr ab.',
      created_by_user_id: family.user.id,
    });
    expect(rows.find((row) => row.child_id === anna!.id)).toMatchObject({ custom_field: '128', swimming_help: true });
  });

  it('refuses one child twice in the same week of one request, naming the week chosen first', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}], { multiple_course_week_registration: true });
    const family = await insertFamily(ctx.db, { children: ['Lena'] });
    const child = family.children[0]!;
    const response = await book(course.id, family.headers, { bookedChildren: [line(child.id, weeks[0]!.id), line(child.id, weeks[0]!.id)], ...contacts });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'bookedChildren.1.courseWeeks.0': [`Lena ${child.last_name} ist in dieser Anmeldung schon für Woche 1 gewählt; zur selben Zeit ist nur ein Programm möglich.`],
    });
    expect(await rowsOfWeeks([weeks[0]!.id])).toHaveLength(0);
  });

  it('answers 404 for a child of another family and stores nothing', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}]);
    const [mine, theirs] = await Promise.all([insertFamily(ctx.db), insertFamily(ctx.db)]);
    const response = await book(course.id, mine.headers, {
      bookedChildren: [line(mine.children[0]!.id, weeks[0]!.id), line(theirs.children[0]!.id, weeks[0]!.id)],
      ...contacts,
    });
    expect(response.statusCode).toBe(404);
    expect(await rowsOfWeeks([weeks[0]!.id])).toHaveLength(0);
  });

  it('refuses a week that overlaps a registration of the same child in another course, naming that course and week', async () => {
    const first = await insertOpenCourse(ctx.db, [{ name: 'Woche 4', name_it: 'Settimana 4' }], { name: 'Fußball-Camp', name_it: 'Campo di calcio' });
    const other = await insertOpenCourse(ctx.db, [{ from: first.weeks[0]!.from, to: first.weeks[0]!.to, name: 'Kletterwoche', name_it: 'Settimana arrampicata' }]);
    const family = await insertFamily(ctx.db, { lang: 'it', children: ['Sofia'] });
    const child = family.children[0]!;
    expect((await book(first.course.id, family.headers, { bookedChildren: [line(child.id, first.weeks[0]!.id)], ...contacts })).statusCode).toBe(200);
    const attempt = { bookedChildren: [line(child.id, other.weeks[0]!.id)], ...contacts };
    const response = await book(other.course.id, family.headers, attempt);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'bookedChildren.0.courseWeeks.0': [
        `In questo periodo Sofia ${child.last_name} è già iscritto/a a Campo di calcio, Settimana 4; è possibile un solo programma per settimana.`,
      ],
    });
    const german = await book(other.course.id, { ...family.headers, 'api-lang': 'de' }, attempt);
    expect(german.json().errors).toEqual({
      'bookedChildren.0.courseWeeks.0': [
        `Sofia ${child.last_name} ist zu dieser Zeit schon für Fußball-Camp, Woche 4 angemeldet; pro Woche ist nur ein Programm möglich.`,
      ],
    });
  });

  it('refuses only the line of a child that is elsewhere that week, not another line of the last place as full', async () => {
    const elsewhere = await insertOpenCourse(ctx.db, [{ name: 'Kletterwoche', name_it: 'Settimana arrampicata' }]);
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ from: elsewhere.weeks[0]!.from, to: elsewhere.weeks[0]!.to, max_participants: 1, waiting_list: 0 }]);
    const family = await insertFamily(ctx.db, { children: ['Anna', 'Ben'] });
    const [anna, ben] = family.children;
    expect((await book(elsewhere.course.id, family.headers, { bookedChildren: [line(anna!.id, elsewhere.weeks[0]!.id)], ...contacts })).statusCode).toBe(200);
    const response = await book(course.id, family.headers, { bookedChildren: [line(anna!.id, weeks[0]!.id), line(ben!.id, weeks[0]!.id)], ...contacts });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['bookedChildren.0.courseWeeks.0']);
    // Ben's place is still there.
    expect((await book(course.id, family.headers, { bookedChildren: [line(ben!.id, weeks[0]!.id)], ...contacts })).statusCode).toBe(200);
  });

  it('refuses a week of another course on its line', async () => {
    const mine = await insertOpenCourse(ctx.db, [{}]);
    const other = await insertOpenCourse(ctx.db, [{}]);
    const family = await insertFamily(ctx.db);
    const response = await book(mine.course.id, family.headers, { bookedChildren: [line(family.children[0]!.id, other.weeks[0]!.id)], ...contacts });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'bookedChildren.0.courseWeeks.0': ['Diese Woche gehört nicht zu diesem Kurs.'] });
  });

  it('refuses a booking before the window with the opening time, and after it as closed', async () => {
    const early = await insertOpenCourse(ctx.db, [{}], { register_from: daysFromNow(3), register_from_time: '08:00' });
    const late = await insertOpenCourse(ctx.db, [{}], { register_from: daysFromNow(-20), register_to: daysFromNow(-2) });
    const family = await insertFamily(ctx.db);
    const child = family.children[0]!.id;
    const before = await book(early.course.id, family.headers, { bookedChildren: [line(child, early.weeks[0]!.id)], ...contacts });
    expect(before.statusCode).toBe(422);
    expect(before.json().errors).toEqual({ 'bookedChildren.0.courseWeeks.0': [`Anmeldung ab ${formatDate(daysFromNow(3))} 08:00`] });
    const after = await book(late.course.id, { ...family.headers, 'api-lang': 'it' }, { bookedChildren: [line(child, late.weeks[0]!.id)], ...contacts });
    expect(after.statusCode).toBe(422);
    expect(after.json().errors).toEqual({ 'bookedChildren.0.courseWeeks.0': ['Iscrizioni chiuse'] });
  });

  it('stores all lines or none: a full last week leaves no registration, no counter change and no e-mail', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}, { max_participants: 0, waiting_list: 0 }], { multiple_course_week_registration: true });
    const family = await insertFamily(ctx.db);
    const response = await book(course.id, family.headers, { bookedChildren: [line(family.children[0]!.id, weeks[0]!.id, weeks[1]!.id)], ...contacts });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['bookedChildren.0.courseWeeks.1']);
    expect(await rowsOfWeeks(weeks.map((week) => week.id))).toHaveLength(0);
    const [counted] = await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, weeks[0]!.id));
    expect(counted!.confirmed_count).toBe(0);
    expect(await emailsTo(family.person.email!)).toHaveLength(0);
  });

  it('answers a repeated Idempotency-Key with the first answer and stores nothing new', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}]);
    const family = await insertFamily(ctx.db);
    const headers = { ...family.headers, 'idempotency-key': 'booking-attempt-1' };
    const payload = { bookedChildren: [line(family.children[0]!.id, weeks[0]!.id)], ...contacts };
    const first = await book(course.id, headers, payload);
    const again = await book(course.id, headers, payload);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOfWeeks([weeks[0]!.id])).toHaveLength(1);
    expect(await emailsTo(family.person.email!)).toHaveLength(1);
    // Without the key, the same request is a new booking, refused as the child is already in that week.
    expect((await book(course.id, family.headers, payload)).statusCode).toBe(422);
    // A malformed key is refused on the header.
    const bad = await book(course.id, { ...family.headers, 'idempotency-key': 'x'.repeat(201) }, payload);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['Idempotency-Key']);
  });

  it('refuses the same Idempotency-Key with another booking on the key and stores nothing for it', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}]);
    const other = await insertOpenCourse(ctx.db, [{}]);
    const family = await insertFamily(ctx.db, { children: ['Anna', 'Jonas'] });
    const [anna, jonas] = family.children;
    const headers = { ...family.headers, 'idempotency-key': 'booking-attempt-2' };
    const first = await book(course.id, headers, { bookedChildren: [line(anna!.id, weeks[0]!.id)], ...contacts });
    expect(first.statusCode).toBe(200);

    // Bookable as it stands: refused when the key is claimed.
    const otherChild = await book(course.id, headers, { bookedChildren: [line(jonas!.id, weeks[0]!.id)], ...contacts });
    expect(otherChild.statusCode).toBe(422);
    expect(otherChild.json().errors).toEqual({ 'Idempotency-Key': ['Dieser Schlüssel wurde schon für eine andere Anmeldung verwendet. Bitte die Anmeldung mit einem neuen Schlüssel senden.'] });
    // Refused anyway (a week of another course): the key is what is told, in Italian too.
    const otherCourse = await book(other.course.id, { ...headers, 'api-lang': 'it' }, { bookedChildren: [line(anna!.id, weeks[0]!.id)], ...contacts });
    expect(otherCourse.statusCode).toBe(422);
    expect(otherCourse.json().errors).toEqual({ 'Idempotency-Key': ["Questa chiave è già stata usata per un'altra iscrizione. Inviare l'iscrizione con una nuova chiave."] });
    const otherComment = await book(course.id, headers, { bookedChildren: [line(anna!.id, weeks[0]!.id)], ...contacts, comment: 'Abholung 16 Uhr' });
    expect(otherComment.statusCode).toBe(422);

    // The same booking, its fields in another order and the defaults spelt out, is the same request.
    const { props, courseWeeks: bookedWeeks } = line(anna!.id, weeks[0]!.id);
    const same = await book(course.id, headers, {
      emergency_contact2_phone: contacts.emergency_contact2_phone,
      comment: null,
      bookedChildren: [{ courseWeeks: bookedWeeks, props: { swimming_help: false, ...props, custom_field: '' }, children: anna!.id }],
      emergency_contact1_phone: ` ${contacts.emergency_contact1_phone}`,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(first.json());

    expect((await rowsOfWeeks([weeks[0]!.id])).map((row) => row.child_id)).toEqual([anna!.id]);
    expect(await emailsTo(family.person.email!)).toHaveLength(1);
    const keys = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.user_id, family.user.id));
    expect(keys).toEqual([expect.objectContaining({ key: 'booking-attempt-2', status_code: 200, request_hash: expect.stringMatching(/^[0-9a-f]{64}$/) })]);
  });

  it('answers a key stored before requests were hashed with its answer, whatever the request', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}]);
    const family = await insertFamily(ctx.db, { children: ['Anna', 'Jonas'] });
    const [anna, jonas] = family.children;
    const headers = { ...family.headers, 'idempotency-key': 'before-hashes' };
    const first = await book(course.id, headers, { bookedChildren: [line(anna!.id, weeks[0]!.id)], ...contacts });
    expect(first.statusCode).toBe(200);
    await ctx.db.update(idempotencyKeys).set({ request_hash: null }).where(eq(idempotencyKeys.user_id, family.user.id));
    const again = await book(course.id, headers, { bookedChildren: [line(jonas!.id, weeks[0]!.id)], ...contacts });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await rowsOfWeeks([weeks[0]!.id])).map((row) => row.child_id)).toEqual([anna!.id]);
  });

  it('answers a key that booked the last place with its answer although the week is full now', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ max_participants: 1, waiting_list: 0 }]);
    const [family, other] = await Promise.all([insertFamily(ctx.db), insertFamily(ctx.db)]);
    const headers = { ...family.headers, 'idempotency-key': 'last-place' };
    const payload = { bookedChildren: [line(family.children[0]!.id, weeks[0]!.id)], ...contacts };
    const first = await book(course.id, headers, payload);
    expect(first.statusCode).toBe(200);
    // The week is full: another family is refused before any transaction ...
    const refused = await book(course.id, other.headers, { bookedChildren: [line(other.children[0]!.id, weeks[0]!.id)], ...contacts });
    expect(refused.statusCode).toBe(422);
    // ... but the key that took the place, sent again after its answer was lost (as the web app marks it),
    // answers what it answered.
    const again = await book(course.id, { ...headers, 'idempotency-resent': '1' }, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOfWeeks([weeks[0]!.id])).toHaveLength(1);
    expect(await emailsTo(family.person.email!)).toHaveLength(1);
  });

  it('refuses a week it saw full from memory, before the session is read; a resent key and a freed place go the whole way', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ max_participants: 1, waiting_list: 0 }, { max_participants: 5, waiting_list: 0 }]);
    const [full, open] = weeks as [typeof weeks[0], typeof weeks[0]];
    const [family, other] = await Promise.all([insertFamily(ctx.db), insertFamily(ctx.db, { lang: 'it' })]);
    const payload = (child: number, week: number) => ({ bookedChildren: [line(child, week)], ...contacts });
    const first = await book(course.id, { ...family.headers, 'idempotency-key': 'took-it' }, payload(family.children[0]!.id, full.id));
    expect(first.statusCode).toBe(200);

    // The booking that took the last place made the week known full: no session is read for a request for it,
    // so even a request without a valid token is told the week is full (what the course page shows anyone).
    const anonymous = await book(course.id, { authorization: 'Bearer not-a-session', 'api-lang': 'it' }, payload(other.children[0]!.id, full.id));
    expect(anonymous.statusCode).toBe(422);
    expect(anonymous.json().errors).toEqual({ 'bookedChildren.0.courseWeeks.0': ["«Settimana 1» è al completo, anche la lista d'attesa è piena."] });
    // A week with room goes the whole way: the session is checked.
    expect((await book(course.id, { authorization: 'Bearer not-a-session' }, payload(other.children[0]!.id, open.id))).statusCode).toBe(401);

    // Sent again after a lost answer, the key is looked up and answers its booking.
    const resent = await book(course.id, { ...family.headers, 'idempotency-key': 'took-it', 'idempotency-resent': '1' }, payload(family.children[0]!.id, full.id));
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual(first.json());

    // The family cancels: the place is back in this process at once, and the other family gets it.
    const [taken] = await rowsOfWeeks([full.id]);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/registration/${taken!.id}`, headers: family.headers })).statusCode).toBe(200);
    const after = await book(course.id, other.headers, payload(other.children[0]!.id, full.id));
    expect(after.statusCode, after.body).toBe(200);
    expect((await rowsOfWeeks([full.id])).map((row) => row.child_id)).toEqual([other.children[0]!.id]);
  });

  it('sends one e-mail per booking: every child and week with its place or waiting position, one transfer of the places, the family page', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ price: 120 }, { price: 95.5, max_participants: 1, waiting_list: 2 }], { multiple_course_week_registration: true });
    const family = await insertFamily(ctx.db, { children: ['Anna', 'Jonas'] });
    const [anna, jonas] = family.children;
    const last = family.person.last_name;
    const response = await book(course.id, family.headers, {
      bookedChildren: [line(anna!.id, weeks[0]!.id, weeks[1]!.id), line(jonas!.id, weeks[0]!.id, weeks[1]!.id)],
      ...contacts,
    });
    expect(response.statusCode).toBe(200);
    const rows = await rowsOfWeeks(weeks.map((week) => week.id));
    expect(new Set(rows.map((row) => row.id)).size).toBe(4);
    // One send is one booking; Jonas waits for week 2, the week's only place being Anna's.
    expect(new Set(rows.map((row) => row.booking_id)).size).toBe(1);
    const reference = bookingReference(rows[0]!.booking_id);
    const [email, ...more] = await emailsTo(family.person.email!);
    expect(more).toHaveLength(0);
    expect(email!.subject).toBe('Anmeldebestätigung: Sommercamp');
    // Written for the family's person: its erasure finds it whatever its address is by then.
    expect(email!.person_id).toBe(family.person.id);
    const { body } = email!;
    // The course's text once, for the places: both children, both weeks, from the first Monday to the last Friday.
    expect(body.match(/Hallo Maria/g)).toHaveLength(1);
    expect(body).toContain(
      `die Anmeldung zu Sommercamp ist bestätigt: Anna ${last} und Jonas ${last}, Woche 1 und Woche 2 (${formatDate(weeks[0]!.from)} - ${formatDate(weeks[1]!.to)}, Ganztags).`,
    );
    // Every child and week with its state.
    expect(body).toContain(
      `<h3>Ihre Anmeldungen</h3><p>Anna ${last}, Woche 1 ${range(weeks[0]!).slice(0, -1)}, Ganztags): <strong>angemeldet</strong><br>` +
        `Anna ${last}, Woche 2 ${range(weeks[1]!).slice(0, -1)}, Ganztags): <strong>angemeldet</strong><br>` +
        `Jonas ${last}, Woche 1 ${range(weeks[0]!).slice(0, -1)}, Ganztags): <strong>angemeldet</strong><br>` +
        `Jonas ${last}, Woche 2 ${range(weeks[1]!).slice(0, -1)}, Ganztags): <strong>Platz 1 auf der Warteliste</strong></p>`,
    );
    // One transfer: the three places, 120 + 95,50 + 120, under the booking's reference; the waiting place owes nothing.
    expect(body.match(/Zahlungsgrund: <strong>/g)).toHaveLength(1);
    expect(body).toContain(`Betrag: <strong>335,50\u00a0€</strong><br>Zahlungsgrund: <strong>${reference} Anna ${last} Jonas ${last}</strong></p>`);
    expect(body).toContain(
      `Der Betrag setzt sich so zusammen:<br>Anna ${last}, Woche 1 (Ganztags): 120,00\u00a0€<br>Anna ${last}, Woche 2 (Ganztags): 95,50\u00a0€<br>` +
        `Jonas ${last}, Woche 1 (Ganztags): 120,00\u00a0€</p>`,
    );
    expect(body).toContain('<a href="http://localhost:3000/my-family">http://localhost:3000/my-family</a>');
    expect(body).not.toContain('in der E-Mail zu');

    // Another family books week 2 while it is full: one e-mail, its waiting text, position 2, nothing to pay.
    const later = await insertFamily(ctx.db, { lang: 'it', children: ['Luca'] });
    expect((await book(course.id, later.headers, { bookedChildren: [line(later.children[0]!.id, weeks[1]!.id)], ...contacts })).statusCode).toBe(200);
    const [waiting, ...moreWaiting] = await emailsTo(later.person.email!);
    expect(moreWaiting).toHaveLength(0);
    expect(waiting!.subject).toBe("Lista d'attesa: Campo estivo");
    expect(waiting!.body).toContain(`Campo estivo è al completo, l'iscrizione è in lista d'attesa: Luca ${later.person.last_name}, Settimana 2`);
    expect(waiting!.body).toContain(`: <strong>2° posto in lista d&#39;attesa</strong>`);
    expect(waiting!.body).not.toContain('Causale');

    // Promoted when Anna's week 2 is cancelled: one e-mail, that place's own amount under the same booking's reference.
    const annaWeek2 = rows.find((row) => row.child_id === anna!.id && row.course_week_id === weeks[1]!.id)!;
    const cancelled = await ctx.app.inject({ method: 'DELETE', url: `/api/registration/${annaWeek2.id}`, headers: family.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const promotion = (await emailsTo(family.person.email!)).find((mail) => mail.body.includes('ein Platz ist frei geworden'))!;
    expect(promotion.body).toContain(`die Anmeldung zu Sommercamp ist jetzt bestätigt: Jonas ${last}, Woche 2`);
    expect(promotion.body).toContain(`Jonas ${last}, Woche 2 ${range(weeks[1]!).slice(0, -1)}, Ganztags): <strong>von der Warteliste nachgerückt, jetzt angemeldet</strong>`);
    expect(promotion.body).toContain(`Betrag: <strong>95,50\u00a0€</strong><br>Zahlungsgrund: <strong>${reference} Jonas ${last}</strong></p>`);
  });

  it('lists every booking error of section 5 at once, in German and Italian', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}], { custom_field: true, custom_field_de: 'Instrument', custom_field_it: 'Strumento' });
    const family = await insertFamily(ctx.db, { children: ['Paul'] });
    const payload = {
      bookedChildren: [
        { children: family.children[0]!.id, courseWeeks: [{ courseWeek: weeks[0]!.id, dayType: 'full_day' }] },
        { children: null, courseWeeks: [{ courseWeek: null, dayType: 'full_day' }] },
      ],
      emergency_contact1_phone: '',
    };
    const german = await book(course.id, family.headers, payload);
    expect(german.statusCode).toBe(422);
    const name = `Paul ${family.children[0]!.last_name}`;
    expect(german.json().errors).toEqual({
      emergency_contact1_phone: ['Bitte zwei Notfallkontakte angeben.'],
      emergency_contact2_phone: ['Bitte zwei Notfallkontakte angeben.'],
      'bookedChildren.0.props.custom_field': [`Bitte folgendes Feld ausfüllen: Instrument (${name})`],
      'bookedChildren.1.children': ['Bitte ein Kind hinzufügen.'],
      'bookedChildren.1.courseWeeks.0': ['Bitte die gewünschte Woche angeben.'],
    });
    const italian = await book(course.id, { ...family.headers, 'api-lang': 'it' }, payload);
    expect(italian.json().errors).toEqual({
      emergency_contact1_phone: ['Indicare due contatti di emergenza.'],
      emergency_contact2_phone: ['Indicare due contatti di emergenza.'],
      'bookedChildren.0.props.custom_field': [`Compilare il seguente campo: Strumento (${name})`],
      'bookedChildren.1.children': ['Aggiungere un bambino.'],
      'bookedChildren.1.courseWeeks.0': ['Indicare la settimana desiderata.'],
    });
    const others = await book(course.id, { ...family.headers, 'api-lang': 'it' }, {
      bookedChildren: [],
      emergency_contact1_phone: '0471 111111',
      emergency_contact2_phone: '0471/111111',
    });
    expect(others.json().errors).toEqual({
      emergency_contact2_phone: ['Indicare due contatti di emergenza diversi.'],
      bookedChildren: ['Iscrivere almeno un bambino.'],
    });
    const german2 = await book(course.id, family.headers, { bookedChildren: [{ children: family.children[0]!.id, courseWeeks: [] }], ...contacts });
    expect(german2.json().errors).toMatchObject({
      'bookedChildren.0.courseWeeks': ['Bitte die gewünschte Woche angeben.'],
      'bookedChildren.0.props.custom_field': [`Bitte folgendes Feld ausfüllen: Instrument (${name})`],
    });
    expect(await rowsOfWeeks([weeks[0]!.id])).toHaveLength(0);
  });

  it('queues one e-mail in the parent language: email_new for the places, every placeholder filled, the waiting line listed, the footer', async () => {
    const placeholders = '{parent_name}|{child_name}|{course_name}|{week_name}|{week_from}|{week_to}|{day_type}|{price}|{open_amount}|{bank_name}|{bank_iban}';
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ max_participants: 1, waiting_list: 3, half_day: true, price_half_day: 65.5 }], {
      email_new: `<p>DE ${placeholders}</p>`,
      email_new_it: `<p>IT ${placeholders}</p>`,
      email_new_waiting: `<p>WARTE ${placeholders}</p>`,
      label_half_day_de: 'Vormittag',
      label_half_day_it: 'Mattina',
      label_full_day_de: 'Ganzer Tag',
      label_full_day_it: 'Tutto il giorno',
    });
    await ctx.db.update(options).set({ value: '<p>Euer Sommerteam</p>' }).where(eq(options.key, 'email_footer'));
    await ctx.db.update(options).set({ value: '<p>Il vostro team estivo</p>' }).where(eq(options.key, 'email_footer_it'));
    const week = weeks[0]!;
    const italian = await insertFamily(ctx.db, { lang: 'it', children: ['Matteo', 'Sofia'] });
    const response = await book(course.id, { ...italian.headers, 'api-lang': 'de' }, {
      bookedChildren: [
        { children: italian.children[0]!.id, courseWeeks: [{ courseWeek: week.id, dayType: 'half_day' }] },
        { children: italian.children[1]!.id, courseWeeks: [{ courseWeek: week.id, dayType: 'full_day' }] },
      ],
      ...contacts,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().waitingQueueWarnings).toHaveLength(1);
    const [mail, ...more] = await emailsTo(italian.person.email!);
    expect(more).toHaveLength(0);
    const last = italian.person.last_name;
    // The text of the places, filled for Matteo's; Sofia waits and is listed with her position.
    expect(mail!.body).toContain(
      `IT Maria ${last}|Matteo ${last}|Campo estivo|Settimana 1|${formatDate(week.from)}|${formatDate(week.to)}|Mattina|65,50\u00a0€|65,50\u00a0€|Raiffeisenkasse Bozen|IT60X0542811101000000123456`,
    );
    expect(mail!.body).not.toContain('WARTE');
    expect(mail!.body).toContain(`Sofia ${last}, Settimana 1 (dal ${formatDate(week.from)} al ${formatDate(week.to)}, Tutto il giorno): <strong>1° posto in lista d&#39;attesa</strong>`);
    // The Italian family's signature is the Italian one, whatever language the page was in.
    expect(mail!.body).toContain('<p>Il vostro team estivo</p>');
    expect(mail!.body).not.toContain('Euer Sommerteam');
    expect(mail!.subject).toBe("Conferma d'iscrizione: Campo estivo");
    expect(mail!.body).not.toMatch(/\{[a-z_]+\}/);

    // All lines waiting: the waiting text, German while the Italian one is empty, with the Italian values.
    const second = await insertFamily(ctx.db, { lang: 'it', children: ['Luca'] });
    expect((await book(course.id, second.headers, { bookedChildren: [line(second.children[0]!.id, week.id)], ...contacts })).statusCode).toBe(200);
    const [waitingMail] = await emailsTo(second.person.email!);
    expect(waitingMail!.body).toContain(`WARTE Maria ${second.person.last_name}|Luca ${second.person.last_name}|Campo estivo|Settimana 1`);
    expect(waitingMail!.body).toContain('Tutto il giorno|120,00\u00a0€');
  });

  it('sends the catalogue text when the course has no e-mail text', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}]);
    const family = await insertFamily(ctx.db, { children: ['Emma'] });
    expect((await book(course.id, family.headers, { bookedChildren: [line(family.children[0]!.id, weeks[0]!.id)], ...contacts })).statusCode).toBe(200);
    const [mail] = await emailsTo(family.person.email!);
    expect(mail!.body).toContain(`die Anmeldung zu Sommercamp ist bestätigt: Emma ${family.person.last_name}, Woche 1`);
    expect(mail!.body).toContain('IT60X0542811101000000123456');
  });

  it('refuses accounts without a family, parents who must confirm the privacy terms, inactive courses and visitors', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}]);
    const family = await insertFamily(ctx.db);
    const payload = { bookedChildren: [line(family.children[0]!.id, weeks[0]!.id)], ...contacts };
    expect((await book(course.id, {}, payload)).statusCode).toBe(401);

    const staff = await createStaffUser(ctx.db, ['course.index']);
    const staffAnswer = await book(course.id, bearer(await signIn(ctx.app, staff.email, staff.password)), payload);
    expect(staffAnswer.statusCode).toBe(403);
    expect(staffAnswer.json().message).toBe('Konten der Verwaltung haben keine Familie und können keine Kinder anmelden.');

    const inactive = await insertOpenCourse(ctx.db, [{}], { active: false });
    expect((await book(inactive.course.id, family.headers, { ...payload, bookedChildren: [line(family.children[0]!.id, inactive.weeks[0]!.id)] })).statusCode).toBe(404);
    expect((await book(999_999, family.headers, payload)).statusCode).toBe(404);

    await ctx.db.update(people).set({ privacy_agb_at: null }).where(eq(people.id, family.person.id));
    const privacy = await book(course.id, family.headers, payload);
    expect(privacy.statusCode).toBe(403);
    expect(privacy.json().message).toBe('Bitte bestätigen Sie zuerst die Datenschutzerklärung.');
    expect(await rowsOfWeeks([weeks[0]!.id])).toHaveLength(0);
  });

  it('lets a family re-book a child into a week it cancelled there three times an hour, then answers 429 naming child and week', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}, {}], { multiple_course_week_registration: true });
    const family = await insertFamily(ctx.db, { children: ['Emil', 'Ida'], lang: 'it' });
    const [emil, ida] = family.children as [typeof family.children[0], typeof family.children[0]];
    const bookEmil = () => book(course.id, family.headers, { bookedChildren: [line(emil.id, weeks[0]!.id)], ...contacts });
    const cancelEmil = async () => {
      const [active] = await ctx.db
        .select()
        .from(registrations)
        .where(and(eq(registrations.child_id, emil.id), eq(registrations.course_week_id, weeks[0]!.id), isNull(registrations.deleted_at)));
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/registration/${active!.id}`, headers: family.headers })).statusCode).toBe(200);
    };
    expect((await bookEmil()).statusCode).toBe(200);
    for (let round = 1; round <= 3; round += 1) {
      await cancelEmil();
      const again = await bookEmil();
      expect(again.statusCode, `round ${round}: ${again.body}`).toBe(200);
    }
    await cancelEmil();
    const refused = await bookEmil();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `Nell'ultima ora l'iscrizione di Emil ${emil.last_name} a «Settimana 1» è già stata cancellata e rifatta più volte. Una nuova iscrizione sarà possibile tra 60 minuti.`,
    );
    expect(await rowsOfWeeks([weeks[0]!.id])).toHaveLength(0);

    // The same child in another week, and another child in that week, are booked as ever.
    const others = await book(course.id, family.headers, { bookedChildren: [line(emil.id, weeks[1]!.id), line(ida.id, weeks[0]!.id)], ...contacts });
    expect(others.statusCode, others.body).toBe(200);
  });

  it('asks to update a child whose data was last confirmed before this year', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}]);
    const family = await insertFamily(ctx.db, { children: ['Noah'] });
    const child = family.children[0]!;
    await ctx.db.update(children).set({ last_update: new Date('2020-06-01T10:00:00Z') }).where(eq(children.id, child.id));
    const response = await book(course.id, family.headers, { bookedChildren: [line(child.id, weeks[0]!.id)], ...contacts });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'bookedChildren.0.children': [`Bitte zuerst die Daten von Noah ${child.last_name} aktualisieren.`] });
  });
});
