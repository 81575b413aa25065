import { bookingReference, OPTION_DEFINITIONS } from '@app/domain';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { courseWeeks, emailLogs, options, people, registrations, users } from '../../db/schema';
import type { Actor } from '../../policies/actor';
import { loadFamily } from '../../services/family/load-family';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { pdfText } from '../../../test/support/pdf-text';
import { createStaffUser, bearer, signIn } from '../../../test/support/factories';
import { daysFromNow, insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';
import { insertBooking } from '../../../test/support/rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const emailsTo = (address: string) => ctx.db.select().from(emailLogs).where(eq(emailLogs.to, address));
const contacts = { emergency_contact1_phone: '+39 347 5555555', emergency_contact2_phone: '+39 347 6666666' };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/my-family', () => {
  it('answers the family of two children: confirmed and waiting registrations with prices and transfer data, no deleted ones', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ half_day: true, price_half_day: 65.5 }, { max_participants: 1 }], {
      label_half_day_de: 'Vormittag',
      label_half_day_it: 'Mattina',
    });
    const family = await insertFamily(ctx.db, { children: ['Anna', 'Ben'] });
    const [anna, ben] = family.children;
    const other = await insertFamily(ctx.db);
    await insertRegistration(ctx.db, other.children[0]!, weeks[1]!, { created_at: minutesAgo(30) });
    await insertRegistration(ctx.db, other.children[0]!, weeks[0]!, { is_waiting: false });
    const confirmed = await insertRegistration(ctx.db, anna!, weeks[0]!, { day_type: 'half_day', payed_amount: 20, payed_at: daysFromNow(-1), medicaments: 'Asthmaspray' });
    const paid = await insertRegistration(ctx.db, ben!, weeks[0]!, { payed_amount: 120, payed_at: daysFromNow(-2) });
    const deleted = await insertRegistration(ctx.db, ben!, weeks[1]!, { deleted_at: new Date() });
    // Two waiting entries of another family come first on the week's list.
    const otherWaiting = await insertFamily(ctx.db, { children: ['X', 'Y'] });
    await insertRegistration(ctx.db, otherWaiting.children[0]!, weeks[1]!, { is_waiting: true, created_at: minutesAgo(20) });
    await insertRegistration(ctx.db, otherWaiting.children[1]!, weeks[1]!, { is_waiting: true, created_at: minutesAgo(10) });
    const waiting = await insertRegistration(ctx.db, anna!, weeks[1]!, { is_waiting: true });
    await ctx.db.update(options).set({ value: 'Jugenddienst Bozen' }).where(eq(options.key, 'payment_recipient'));

    const response = await call('GET', '/api/my-family', family.headers);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.parent).toMatchObject({ id: family.person.id, email: family.person.email, privacy_photo: 'no' });
    expect(data.childrens.map((child: { first_name: string }) => child.first_name)).toEqual(['Anna', 'Ben']);
    expect(data.childrens[0]).toHaveProperty('with_diagnostics');
    expect(data.registrations.map((row: { id: number }) => row.id)).toEqual([confirmed.id, paid.id]);
    expect(data.waitingQueue.map((row: { id: number }) => row.id)).toEqual([waiting.id]);
    const ids = [...data.registrations, ...data.waitingQueue].map((row: { id: number }) => row.id);
    expect(ids).not.toContain(deleted.id);

    const [first, second] = data.registrations;
    expect(first).toMatchObject({
      day_type: 'half_day',
      day_type_label: 'Vormittag',
      medicaments: 'Asthmaspray',
      people: { id: anna!.id, display_name: `Anna ${anna!.last_name}` },
      course: { id: course.id, name: 'Sommercamp', bank_iban: 'IT60X0542811101000000123456' },
      courseWeek: { id: weeks[0]!.id, state: 'open', full_day: true, half_day: true },
      editable: true,
      price: 65.5,
      payed: 'partly_paid',
      payed_amount: 20,
      open_amount: 45.5,
      waiting_position: null,
      payment: {
        // The organisation, never the course's bank (Raiffeisenkasse Bozen).
        recipient: 'Jugenddienst Bozen',
        iban: 'IT60X0542811101000000123456',
        amount: 45.5,
        reference: `${bookingReference(confirmed.booking_id)} Anna ${anna!.last_name}`,
      },
    });
    expect(first.payment.epc.split('\n')).toEqual([
      'BCD', '002', '1', 'SCT', '', 'Jugenddienst Bozen', 'IT60X0542811101000000123456', 'EUR45.50', '', '', `${bookingReference(confirmed.booking_id)} Anna ${anna!.last_name}`,
    ]);
    // Each registration here is a booking of its own: Anna's is the one with something open; the waiting entry owes nothing.
    expect(data.bookings).toEqual([
      { id: confirmed.booking_id, reference: bookingReference(confirmed.booking_id), registration_ids: [confirmed.id], open_amount: 45.5, payment: first.payment },
    ]);
    expect(second).toMatchObject({ payed: 'paid', open_amount: 0, payment: null });
    expect(data.waitingQueue[0]).toMatchObject({ waiting_position: 3, payment: null });
    // Partly paid counts: the confirmation states what was paid.
    expect(data.confirmations).toEqual([
      { child_name: `Anna ${anna!.last_name}`, course_name: 'Sommercamp', week_count: 1, courseId: course.id, peopleId: anna!.id },
      { child_name: `Ben ${ben!.last_name}`, course_name: 'Sommercamp', week_count: 1, courseId: course.id, peopleId: ben!.id },
    ]);

    const italian = await call('GET', '/api/my-family', { ...family.headers, 'api-lang': 'it' });
    expect(italian.json().data.registrations[0].day_type_label).toBe('Mattina');
    expect(italian.json().data.confirmations[0].course_name).toBe('Campo estivo');
  });

  it('answers the open total of a booking with its reference and QR code text, beside each week\'s own amount', async () => {
    const { weeks } = await insertOpenCourse(ctx.db, [{ price: 120 }, { price: 95.5, half_day: true, price_half_day: 60 }, { max_participants: 1 }]);
    const family = await insertFamily(ctx.db, { children: ['Anna', 'Ben'] });
    const [anna, ben] = family.children;
    const last = family.person.last_name;
    const bookingId = await insertBooking(ctx.db, { created_by_user_id: family.user.id });
    const values = { booking_id: bookingId, created_by_user_id: family.user.id };
    const annaWeek1 = await insertRegistration(ctx.db, anna!, weeks[0]!, { ...values, payed_amount: 20, payed_at: daysFromNow(-1) });
    const benWeek2 = await insertRegistration(ctx.db, ben!, weeks[1]!, { ...values, day_type: 'half_day' });
    const benWeek1 = await insertRegistration(ctx.db, ben!, weeks[0]!, { ...values, payed_amount: 120, payed_at: daysFromNow(-1) });
    await insertRegistration(ctx.db, anna!, weeks[2]!, { ...values, is_waiting: true });
    await ctx.db.update(options).set({ value: 'Jugenddienst Bozen' }).where(eq(options.key, 'payment_recipient'));

    const { data } = (await call('GET', '/api/my-family', family.headers)).json();
    const reference = `${bookingReference(bookingId)} Anna ${last} Ben ${last}`;
    // 100 open of Anna's week 1 and 60 of Ben's half day; Ben's week 1 is paid, Anna's waiting place not owed.
    expect(data.bookings).toEqual([
      {
        id: bookingId,
        reference: bookingReference(bookingId),
        registration_ids: [annaWeek1.id, benWeek2.id],
        open_amount: 160,
        payment: expect.objectContaining({ recipient: 'Jugenddienst Bozen', iban: 'IT60X0542811101000000123456', amount: 160, reference }),
      },
    ]);
    expect(data.bookings[0].payment.epc).toBe(['BCD', '002', '1', 'SCT', '', 'Jugenddienst Bozen', 'IT60X0542811101000000123456', 'EUR160.00', '', '', reference].join('\n'));
    // One week alone: its own open amount under the same booking's reference.
    const byId = new Map(data.registrations.map((row: { id: number }) => [row.id, row]));
    expect(byId.get(benWeek2.id)).toMatchObject({ booking_id: bookingId, payment: { amount: 60, reference: `${bookingReference(bookingId)} Ben ${last}` } });
    expect(byId.get(benWeek1.id)).toMatchObject({ booking_id: bookingId, payment: null });
  });

  it('names the application as payee while the office has not named the organisation, in the page and in an edit\'s answer', async () => {
    await ctx.db.update(options).set({ value: '' }).where(eq(options.key, 'payment_recipient'));
    await ctx.db.update(options).set({ value: 'Sommer im Dorf' }).where(eq(options.key, 'app_name'));
    const { weeks } = await insertOpenCourse(ctx.db, [{}]);
    const family = await insertFamily(ctx.db);
    const registration = await insertRegistration(ctx.db, family.children[0]!, weeks[0]!);

    const page = (await call('GET', '/api/my-family', family.headers)).json().data;
    expect(page.registrations[0].payment.recipient).toBe('Sommer im Dorf');
    expect(page.registrations[0].payment.epc.split('\n')[5]).toBe('Sommer im Dorf');
    const edited = await call('PUT', `/api/save-registration/${registration.id}`, family.headers, { ...contacts, dayType: null });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.payment.recipient).toBe('Sommer im Dorf');
    await ctx.db.update(options).set({ value: OPTION_DEFINITIONS.app_name.default }).where(eq(options.key, 'app_name'));
  });

  it('reads a family with a fixed number of queries, whatever its size', async () => {
    // The driver underneath the test database, wrapped again with a logger that counts statements.
    const client = (ctx.db as unknown as { $client: unknown }).$client;
    let count = 0;
    const logger = { logQuery: () => void count++ };
    const counting = (ctx.database.kind === 'postgres'
      ? drizzlePg(client as never, { schema, logger })
      : drizzlePglite(client as never, { schema, logger })) as unknown as Database;
    const queriesFor = async (children: number, weeksEach: number) => {
      const { weeks } = await insertOpenCourse(ctx.db, Array.from({ length: weeksEach }, () => ({})), { multiple_course_week_registration: true });
      const family = await insertFamily(ctx.db, { children: Array.from({ length: children }, (_, i) => `Kind${i}`) });
      for (const child of family.children) {
        for (const week of weeks) await insertRegistration(ctx.db, child, week, { payed_amount: 10 });
      }
      const actor: Actor = { id: family.user.id, personId: family.person.id, permissions: new Set() };
      count = 0;
      const loaded = await loadFamily(counting, { actor, now: new Date() });
      expect(loaded!.registrations).toHaveLength(children * weeksEach);
      return count;
    };
    const small = await queriesFor(1, 1);
    const large = await queriesFor(4, 5);
    expect(small).toBe(4);
    expect(large).toBe(small);
  });

  it('answers an account without a person with parent null and empty lists, and visitors with 401', async () => {
    const staff = await createStaffUser(ctx.db, ['course.index']);
    const response = await call('GET', '/api/my-family', bearer(await signIn(ctx.app, staff.email, staff.password)));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ parent: null, childrens: [], registrations: [], confirmations: [], waitingQueue: [], bookings: [] });
    expect((await call('GET', '/api/my-family', {})).statusCode).toBe(401);
    expect((await call('GET', '/api/my-family/confirmations', {})).statusCode).toBe(401);
  });
});

describe('write routes of the family page', () => {
  it('answer 401 without sign-in and 404 for another family\'s record', async () => {
    const { weeks } = await insertOpenCourse(ctx.db, [{}]);
    const [mine, theirs] = await Promise.all([insertFamily(ctx.db), insertFamily(ctx.db)]);
    const foreign = await insertRegistration(ctx.db, theirs.children[0]!, weeks[0]!);
    const parent = { email: 'new-address@example.org', phone: '+39 333 7654321' };
    const writes = [
      ['POST', '/api/my-family/parent', parent],
      ['PUT', `/api/my-family/parent/${theirs.person.id}`, parent],
      ['PUT', `/api/save-registration/${foreign.id}`, contacts],
      ['DELETE', `/api/registration/${foreign.id}`, undefined],
      ['PUT', `/api/my-family/children/${theirs.children[0]!.id}`, { first_name: 'A', last_name: 'B', lang: 'de', phone: '+39 333 1234567', school: 'gs_1' }],
    ] as const;
    for (const [method, url, payload] of writes) {
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
      if (url !== '/api/my-family/parent') expect((await call(method, url, mine.headers, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const [untouched] = await ctx.db.select().from(registrations).where(eq(registrations.id, foreign.id));
    expect(untouched!.deleted_at).toBeNull();
    const [theirPerson] = await ctx.db.select().from(people).where(eq(people.id, theirs.person.id));
    expect(theirPerson!.email).toBe(theirs.person.email);
    expect((await call('GET', `/confirmation/1/${theirs.children[0]!.id}/`, mine.headers)).statusCode).toBe(404);
  });
});

describe('POST / PUT /api/my-family/parent', () => {
  const password = 'family-password';

  it('changes the phone; the sign-in address typed in other letter case is no new address and needs no password', async () => {
    const family = await insertFamily(ctx.db);
    const email = family.user.email;
    const response = await call('PUT', `/api/my-family/parent/${family.person.id}`, family.headers, { email: email.toUpperCase(), phone: '+39 333 7654321' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Die Elterndaten wurden gespeichert.', data: { email, phone: '+39 333 7654321', pending_address: null } });
    const [account] = await ctx.db.select().from(users).where(eq(users.id, family.user.id));
    expect(account!.email).toBe(email);
  });

  it('refuses an address another account signs in with, on the field, in German and Italian', async () => {
    const [mine, theirs] = await Promise.all([insertFamily(ctx.db, { password }), insertFamily(ctx.db)]);
    const payload = { email: theirs.user.email, phone: '+39 333 7654321', current_password: password };
    const german = await call('POST', '/api/my-family/parent', mine.headers, payload);
    expect(german.statusCode).toBe(422);
    expect(german.json().errors).toEqual({ email: ['Diese E-Mail-Adresse ist bereits registriert.'] });
    const italian = await call('POST', '/api/my-family/parent', { ...mine.headers, 'api-lang': 'it' }, { email: '', phone: '' });
    expect(italian.json().errors).toMatchObject({ email: [expect.any(String)], phone: [expect.any(String)] });
    const [person] = await ctx.db.select().from(people).where(eq(people.id, mine.person.id));
    expect(person!.email).toBe(mine.person.email);
  });

  it('answers "taken" five times an hour per account, e-mails and tax codes together, then 429 whatever is asked', async () => {
    const mine = await insertFamily(ctx.db, { password });
    const others = await Promise.all(Array.from({ length: 5 }, () => insertFamily(ctx.db)));
    // Saving one's own data again and again is no probe: it never counts.
    for (let save = 0; save < 6; save += 1) {
      expect((await call('POST', '/api/my-family/parent', mine.headers, { email: mine.person.email, phone: '+39 333 7654321' })).statusCode).toBe(200);
    }
    for (const other of others.slice(0, 4)) {
      const taken = await call('POST', '/api/my-family/parent', mine.headers, { email: other.user.email, phone: '+39 333 7654321', current_password: password });
      expect(taken.json().errors).toEqual({ email: ['Diese E-Mail-Adresse ist bereits registriert.'] });
    }
    const child = { first_name: 'Probe', last_name: 'Kind', lang: 'de', phone: '+39 333 1234567', school: 'gs_1', tax: others[4]!.children[0]!.tax };
    const fifth = await call('POST', '/api/my-family/children', mine.headers, child);
    expect(fifth.json().errors).toEqual({ tax: ['Diese Steuernummer ist bereits gespeichert.'] });

    const sixth = await call('POST', '/api/my-family/parent', mine.headers, { email: `free-${mine.person.id}@example.org`, phone: '+39 333 7654321', current_password: password });
    expect(sixth.statusCode).toBe(429);
    expect((await call('POST', '/api/my-family/children', mine.headers, child)).statusCode).toBe(429);
    const [person] = await ctx.db.select().from(people).where(eq(people.id, mine.person.id));
    expect(person!.email).toBe(mine.person.email);
    // Another family is not slowed by this one.
    const next = await insertFamily(ctx.db, { password });
    const notSlowed = await call('POST', '/api/my-family/parent', next.headers, { email: others[0]!.user.email, phone: '+39 333 7654321', current_password: password });
    expect(notSlowed.json().errors).toEqual({ email: ['Diese E-Mail-Adresse ist bereits registriert.'] });
  });

  it('records a photo consent, which cannot go back to no', async () => {
    const family = await insertFamily(ctx.db);
    const base = { email: family.person.email!, phone: '+39 333 7654321' };
    const yes = await call('POST', '/api/my-family/parent', family.headers, { ...base, privacy_photo: 'yes' });
    expect(yes.json().data.privacy_photo).toBe('yes');
    const no = await call('POST', '/api/my-family/parent', family.headers, { ...base, privacy_photo: 'no' });
    expect(no.statusCode).toBe(422);
    expect(Object.keys(no.json().errors)).toEqual(['privacy_photo']);
    await ctx.db.update(options).set({ value: '0' }).where(eq(options.key, 'photo_privacy'));
    try {
      const ignored = await call('POST', '/api/my-family/parent', family.headers, { ...base, privacy_photo: 'no' });
      expect(ignored.json().data.privacy_photo).toBe('yes');
    } finally {
      await ctx.db.update(options).set({ value: '1' }).where(eq(options.key, 'photo_privacy'));
    }
  });
});

describe('PUT /api/save-registration/:id', () => {
  it('changes phones, custom field and day type where the week offers both; the price follows', async () => {
    const { weeks } = await insertOpenCourse(ctx.db, [{ half_day: true, price_half_day: 70 }, {}], { custom_field: true, custom_field_de: 'T-Shirt', custom_field_it: 'Maglietta' });
    const family = await insertFamily(ctx.db, { children: ['Lia', 'Max'] });
    const both = await insertRegistration(ctx.db, family.children[0]!, weeks[0]!, { payed_amount: 50 });
    const response = await call('PUT', `/api/save-registration/${both.id}`, family.headers, {
      dayType: 'half_day',
      emergency_contact1_phone: '0471 123456',
      emergency_contact2_phone: '',
      custom_field: 'M',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Die Anmeldung wurde gespeichert.',
      data: { day_type: 'half_day', price: 70, open_amount: 20, emergency_contact1_phone: '0471 123456', emergency_contact2_phone: null, custom_field: 'M' },
    });
    // A week with one day type keeps it.
    const single = await insertRegistration(ctx.db, family.children[1]!, weeks[1]!);
    const kept = await call('PUT', `/api/save-registration/${single.id}`, family.headers, { ...contacts, dayType: 'half_day', custom_field: 'L' });
    expect(kept.json().data).toMatchObject({ day_type: 'full_day', price: 120 });
  });

  it('refuses missing contact 1, equal contacts and an empty custom field, in German and Italian', async () => {
    const { weeks } = await insertOpenCourse(ctx.db, [{}], { custom_field_2: true, custom_field_2_de: 'Instrument', custom_field_2_it: 'Strumento' });
    const family = await insertFamily(ctx.db, { children: ['Ida'] });
    const registration = await insertRegistration(ctx.db, family.children[0]!, weeks[0]!);
    const name = `Ida ${family.children[0]!.last_name}`;
    const german = await call('PUT', `/api/save-registration/${registration.id}`, family.headers, { emergency_contact1_phone: '' });
    expect(german.statusCode).toBe(422);
    expect(german.json().errors).toEqual({
      emergency_contact1_phone: ['Bitte den Notfallkontakt 1 angeben.'],
      custom_field_2: [`Bitte folgendes Feld ausfüllen: Instrument (${name})`],
    });
    const italian = await call('PUT', `/api/save-registration/${registration.id}`, { ...family.headers, 'api-lang': 'it' }, {
      emergency_contact1_phone: '0471 111111',
      emergency_contact2_phone: '0471/111111',
      custom_field_2: 'Violino',
    });
    expect(italian.json().errors).toEqual({ emergency_contact2_phone: ['Indicare due contatti di emergenza diversi.'] });
  });

  it('refuses edits and cancellations once the week is after_registration', async () => {
    const { weeks } = await insertOpenCourse(ctx.db, [{}], { register_from: daysFromNow(-20), register_to: daysFromNow(-2) });
    const family = await insertFamily(ctx.db);
    const registration = await insertRegistration(ctx.db, family.children[0]!, weeks[0]!);
    const edit = await call('PUT', `/api/save-registration/${registration.id}`, family.headers, contacts);
    expect(edit.statusCode).toBe(422);
    expect(edit.json().message).toMatch(/^Die Anmeldung für diese Woche ist abgeschlossen/);
    const cancel = await call('DELETE', `/api/registration/${registration.id}`, { ...family.headers, 'api-lang': 'it' });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().message).toMatch(/^Le iscrizioni per questa settimana sono chiuse/);
    const [row] = await ctx.db.select().from(registrations).where(eq(registrations.id, registration.id));
    expect(row!.deleted_at).toBeNull();
    const family2 = await call('GET', '/api/my-family', family.headers);
    expect(family2.json().data.registrations[0]).toMatchObject({ editable: false, courseWeek: { state: 'after_registration' } });
  });
});

describe('DELETE /api/registration/:id', () => {
  it('cancels a confirmed place and promotes the oldest waiting registration at once, with both e-mails', async () => {
    const { weeks } = await insertOpenCourse(ctx.db, [{ max_participants: 1, waiting_list: 3 }]);
    const week = weeks[0]!;
    const [leaving, first, second] = await Promise.all([insertFamily(ctx.db), insertFamily(ctx.db, { lang: 'it' }), insertFamily(ctx.db)]);
    const place = await insertRegistration(ctx.db, leaving.children[0]!, week);
    const older = await insertRegistration(ctx.db, first!.children[0]!, week, { is_waiting: true, created_at: minutesAgo(20), created_by_user_id: first!.user.id });
    const newer = await insertRegistration(ctx.db, second!.children[0]!, week, { is_waiting: true, created_at: minutesAgo(10) });

    const response = await call('DELETE', `/api/registration/${place.id}`, leaving!.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.stringMatching(new RegExp(`^Anna ${leaving!.children[0]!.last_name} wurde von Woche 1 \\(`)) });

    const rows = await ctx.db.select().from(registrations).where(inArray(registrations.id, [place.id, older.id, newer.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(place.id)).toMatchObject({ deleted_by_user_id: leaving!.user.id });
    expect(byId.get(place.id)!.deleted_at).not.toBeNull();
    expect(byId.get(older.id)).toMatchObject({ is_waiting: false });
    expect(byId.get(older.id)!.promoted_at).not.toBeNull();
    expect(byId.get(newer.id)).toMatchObject({ is_waiting: true });
    const [counted] = await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, week.id));
    expect(counted).toMatchObject({ confirmed_count: 1, waiting_count: 1 });

    const [deletedMail] = await emailsTo(leaving!.person.email!);
    expect(deletedMail!.subject).toBe('Abmeldung: Sommercamp');
    const [promotedMail] = await emailsTo(first!.person.email!);
    expect(promotedMail!.subject).toContain('Campo estivo');
    // The promoted place's own price under its booking's reference (decision 022).
    expect(promotedMail!.body).toContain(`Importo: <strong>120,00\u00a0€</strong><br>Causale: <strong>${bookingReference(older.booking_id)} Anna ${first!.children[0]!.last_name}</strong>`);
    expect(await emailsTo(second!.person.email!)).toHaveLength(0);

    // The promoted family sees it on its page at once; the other moved up the list.
    const promotedPage = (await call('GET', '/api/my-family', first!.headers)).json().data;
    expect(promotedPage.registrations.map((row: { id: number }) => row.id)).toEqual([older.id]);
    expect(promotedPage.waitingQueue).toEqual([]);
    expect((await call('GET', '/api/my-family', second!.headers)).json().data.waitingQueue[0].waiting_position).toBe(1);
    // Cancelled once: a second time it is not found.
    expect((await call('DELETE', `/api/registration/${place.id}`, leaving!.headers)).statusCode).toBe(404);
  });

  it('cancels a waiting entry without promoting anybody', async () => {
    const { weeks } = await insertOpenCourse(ctx.db, [{ max_participants: 1, waiting_list: 3 }]);
    const week = weeks[0]!;
    const [holder, waiter, next] = await Promise.all([insertFamily(ctx.db), insertFamily(ctx.db), insertFamily(ctx.db)]);
    await insertRegistration(ctx.db, holder!.children[0]!, week);
    const entry = await insertRegistration(ctx.db, waiter!.children[0]!, week, { is_waiting: true, created_at: minutesAgo(5) });
    const other = await insertRegistration(ctx.db, next!.children[0]!, week, { is_waiting: true });
    const response = await call('DELETE', `/api/registration/${entry.id}`, { ...waiter!.headers, 'api-lang': 'it' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/tolto\/a dalla lista d'attesa per Settimana 1/);
    const [counted] = await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, week.id));
    expect(counted).toMatchObject({ confirmed_count: 1, waiting_count: 1 });
    const [still] = await ctx.db.select().from(registrations).where(eq(registrations.id, other.id));
    expect(still!.is_waiting).toBe(true);
    expect(await emailsTo(next!.person.email!)).toHaveLength(0);
    expect(await emailsTo(waiter!.person.email!)).toHaveLength(1);
  });

  it('frees the child\'s one-programme-per-week slot', async () => {
    const first = await insertOpenCourse(ctx.db, [{}]);
    const other = await insertOpenCourse(ctx.db, [{ from: first.weeks[0]!.from, to: first.weeks[0]!.to }]);
    const family = await insertFamily(ctx.db);
    const child = family.children[0]!;
    const book = (courseId: number, weekId: number) =>
      call('POST', `/api/send-registration/${courseId}`, family.headers, {
        bookedChildren: [{ children: child.id, courseWeeks: [{ courseWeek: weekId, dayType: 'full_day' }] }],
        ...contacts,
      });
    expect((await book(first.course.id, first.weeks[0]!.id)).statusCode).toBe(200);
    expect((await book(other.course.id, other.weeks[0]!.id)).statusCode).toBe(422);
    const [booked] = await ctx.db.select().from(registrations).where(eq(registrations.course_week_id, first.weeks[0]!.id));
    expect((await call('DELETE', `/api/registration/${booked!.id}`, family.headers)).statusCode).toBe(200);
    expect((await book(other.course.id, other.weeks[0]!.id)).statusCode).toBe(200);
    // And the same week again, too.
    expect((await book(first.course.id, first.weeks[0]!.id)).statusCode).toBe(422);
  });
});

describe('payment confirmations', () => {
  it('lists paid child and course pairs and serves both documents with every detail', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ price: 617.25 }, { price: 617.25 }, {}], { multiple_course_week_registration: true });
    const family = await insertFamily(ctx.db, { children: ['Greta', 'Tom'] });
    await ctx.db.update(people).set({ tax: 'GRBMRA80A41A952X', address: 'Lauben 12', plz: '39100', place: 'Bozen' }).where(eq(people.id, family.person.id));
    const [greta, tom] = family.children;
    const booking_id = await insertBooking(ctx.db);
    await insertRegistration(ctx.db, greta!, weeks[0]!, { booking_id, payed_amount: 617.25, payed_at: daysFromNow(-3) });
    await insertRegistration(ctx.db, greta!, weeks[1]!, { booking_id, payed_amount: 617.25, payed_at: daysFromNow(-2) });
    const unpaid = await insertRegistration(ctx.db, greta!, weeks[2]!); // unpaid: not on the document
    await insertRegistration(ctx.db, tom!, weeks[0]!); // nothing paid: no confirmation
    await ctx.db.update(options).set({ value: '1' }).where(eq(options.key, 'payment_stamp_duty'));
    await ctx.db.update(options).set({ value: '01234567890' }).where(eq(options.key, 'payment_tax_code'));
    // The organisation the family paid issues it, not the application's name.
    await ctx.db.update(options).set({ value: 'Verein Jugenddienst Bozen' }).where(eq(options.key, 'payment_recipient'));

    const list = await call('GET', '/api/my-family/confirmations', family.headers);
    expect(list.json().data).toEqual([{ child_name: `Greta ${greta!.last_name}`, course_name: 'Sommercamp', week_count: 2, courseId: course.id, peopleId: greta!.id }]);

    const token = family.headers.authorization.replace('Bearer ', '');
    for (const [suffix, words] of [
      ['', ['Zahlungsbestätigung', 'Steuernummer', 'Banküberweisung', 'Gesamtbetrag', 'Stempelsteuer', 'Teilnahme an Sommercamp', 'Woche 1', 'Woche 2', 'Zahlungsreferenz']],
      ['it/', ['Conferma di pagamento', 'Codice fiscale', 'Bonifico bancario', 'Totale', 'imposta di bollo', 'Partecipazione a Campo estivo', 'Settimana 1', 'Settimana 2', 'Riferimento bonifico']],
    ] as const) {
      const started = performance.now();
      const response = await ctx.app.inject({ method: 'GET', url: `/confirmation/${course.id}/${greta!.id}/${suffix}?token=${token}` });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // An amount keeps its number and € together with a no-break space.
      const text = pdfText(response.rawPayload).replaceAll('\u00a0', ' ');
      for (const word of words) expect(text).toContain(word);
      for (const value of [`Greta ${greta!.last_name}`, greta!.tax, `Maria ${family.person.last_name}`, 'GRBMRA80A41A952X', '01234567890', '1.234,50 €', '617,25 €', 'Verein Jugenddienst Bozen']) {
        expect(text).toContain(value);
      }
      // The reference the paid weeks' transfer carried; not the unpaid week's booking.
      expect(text).toContain(bookingReference(booking_id));
      expect(text).not.toContain(bookingReference(unpaid.booking_id));
      expect(text).not.toContain(OPTION_DEFINITIONS.app_name.default);
      for (const week of weeks.slice(0, 2)) expect(text).toContain(`${week.from.split('-').reverse().join('.')}`);
      expect(text).not.toContain('Woche 3');
      console.info(`confirmation ${suffix || 'de/'}: ${response.rawPayload.length} bytes in ${elapsed.toFixed(0)} ms`);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/confirmation/${course.id}/${tom!.id}/?token=${token}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/confirmation/${course.id}/${greta!.id}/` })).statusCode).toBe(401);
    await ctx.db.update(options).set({ value: '0' }).where(eq(options.key, 'payment_stamp_duty'));
    await ctx.db.update(options).set({ value: '' }).where(eq(options.key, 'payment_recipient'));
  });

  it('prints names in Latin, Greek and Cyrillic letters as typed, in the DejaVu Sans it embeds', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ price: 80 }]);
    const family = await insertFamily(ctx.db, { children: ['Zoë Σοφία Юлия'], lastName: 'Łukasz-Øre Ðorđe Ñandú' });
    await ctx.db.update(people).set({ first_name: 'Мария' }).where(eq(people.id, family.person.id));
    const [child] = family.children;
    await insertRegistration(ctx.db, child!, weeks[0]!, { payed_amount: 80, payed_at: daysFromNow(-1) });

    for (const suffix of ['', 'it/']) {
      const response = await call('GET', `/confirmation/${course.id}/${child!.id}/${suffix}`, family.headers);
      expect(response.statusCode).toBe(200);
      const pdf = response.rawPayload;
      // Embedded as TrueType (FontFile2), subset: only the glyphs used travel with the document.
      expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans\b[\s\S]*\/FontFile2 \d+ 0 R/);
      const text = pdfText(pdf);
      // Every glyph decodes to the letter typed; one the font lacked would decode as U+0000 (.notdef).
      expect(text).not.toContain('\u0000');
      expect(text).not.toContain('\ufffd');
      expect(text).toContain('Zoë Σοφία Юлия Łukasz-');
      expect(text).toContain('Øre Ðorđe Ñandú');
      expect(text).toContain('Мария Łukasz-Øre Ðorđe');
    }
  });

  it('a family with nothing paid has no confirmation and its link answers 404', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}]);
    const family = await insertFamily(ctx.db);
    await insertRegistration(ctx.db, family.children[0]!, weeks[0]!);
    expect((await call('GET', '/api/my-family/confirmations', family.headers)).json().data).toEqual([]);
    expect((await call('GET', `/confirmation/${course.id}/${family.children[0]!.id}/it/`, family.headers)).statusCode).toBe(404);
  });
});
