import { bookingReference } from '@app/domain';
import { and, asc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  childParents,
  children,
  courseWeeks,
  emailConfirmations,
  emailLogs,
  files,
  healthAccessLog,
  people,
  refunds,
  registrations,
  sessions,
  statementLineBookings,
  statementLines,
  users,
} from '../../db/schema';
import { downloadedColumns, personalTables } from '../../db/personal-data';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, createStaffUser, signIn, staffHeaders } from '../../../test/support/factories';
import { daysFromNow, insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';
import { pdfText } from '../../../test/support/pdf-text';
import { uniqueTag } from '../../../test/support/http';
import { deliveredMailTo } from '../../../test/support/mail';
import { freeTexts, identifiers, PASSWORD, richFamily } from '../../../test/support/rich-family';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());


/**
 * The erasure's confirmations queued after the mail `since`: found by id, not by address, as the mail worker may
 * have sent one already and so forgotten its address (`forget_to`).
 */
const lastMailId = async () => (await ctx.db.select({ id: max(emailLogs.id) }).from(emailLogs))[0]?.id ?? 0;
const confirmationsSince = (since: number) => ctx.db.select().from(emailLogs).where(and(eq(emailLogs.forget_to, true), gt(emailLogs.id, since))).orderBy(asc(emailLogs.id));
describe('GET /api/my-family/data.json and .html', () => {
  it('holds every row of the family and nothing of another family', async () => {
    const [mine, theirs] = [await richFamily(ctx), await richFamily(ctx)];
    // A sign-in address the parent asked to move to, not yet confirmed, and an office member who saw a child's health data.
    await ctx.db.insert(emailConfirmations).values({
      user_id: mine.user.id,
      purpose: 'change_email',
      email: `new-${mine.tag}@example.org`,
      token_hash: `hash-${mine.tag}`,
      expires_at: new Date(Date.now() + 3_600_000),
    });
    const nurse = await createStaffUser(ctx.db, ['child.health']);
    await ctx.db.insert(healthAccessLog).values({ user_id: nurse.user.id, child_id: mine.alone.id, action: 'screen' });
    const [drawn] = await ctx.db.insert(files).values({ name: 'signature.png', mime_type: 'image/png', size: 5, is_public: false, data: Buffer.from('drawn') }).returning();
    // One signature a person: the drawn one replaces the typed one.
    await ctx.db.update(people).set({ signature_file_id: drawn!.id, typed_signature: null }).where(eq(people.id, mine.person.id));
    const response = await ctx.app.inject({ method: 'GET', url: `/api/my-family/data.json?token=${mine.headers.authorization.slice(7)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Familiendaten_\d{4}-\d{2}-\d{2}\.json"/);
    const data = response.json();

    expect(data.parent.person).toMatchObject({ id: mine.person.id, last_name: mine.person.last_name, tax: mine.person.tax });
    expect(data.parent.account).toMatchObject({ id: mine.user.id, email: mine.user.email });
    expect(data.parent.account).not.toHaveProperty('password_hash');
    expect(data.consents.privacy_agb_at).toBe(mine.person.privacy_agb_at!.toISOString());
    expect(data.signature).toEqual({ typed: null, image: { name: 'signature.png', mime_type: 'image/png', data: Buffer.from('drawn').toString('base64') } });
    // Every column the personal-data catalogue says the download shows is in it, on every row of its table.
    for (const { table, download, exported } of downloadedColumns()) {
      const listed = download.split('.').reduce((value, key) => value?.[key], data);
      const rows = Array.isArray(listed) ? listed : [listed];
      expect(rows.length, `${table} in ${download}`).toBeGreaterThan(0);
      for (const row of rows) expect(Object.keys(row ?? {}), `${table} in ${download}`).toEqual(expect.arrayContaining(exported));
    }
    // ...and what it keeps out is not.
    expect(data.parent.account).not.toHaveProperty('password_hash');
    expect(data.registrations[0]).not.toHaveProperty('contact_email');
    expect(data.bookings.map((booking: { booking_reference: string }) => booking.booking_reference)).toContain(bookingReference(mine.payment.booking_id));
    expect(data.other_parents).toEqual([{ id: mine.other.id, first_name: 'Otto', last_name: mine.other.last_name, email: mine.other.email, phone: null }]);
    expect(data.children.map((child: { id: number }) => child.id)).toEqual([mine.alone.id, mine.paid.id, mine.shared.id]);
    expect(data.children[0]).toMatchObject({ tax: mine.alone.tax, with_diagnostics: false, risk_group: false });
    const ids = [mine.unpaid, mine.cancelled, mine.attended, mine.payment, mine.sharedRegistration].map((row) => row.id).sort((a, b) => a - b);
    expect(data.registrations.map((row: { id: number }) => row.id)).toEqual(ids);
    expect(data.registrations.find((row: { id: number }) => row.id === mine.payment.id)).toMatchObject({
      booking_reference: bookingReference(mine.payment.booking_id),
      payed_amount: 120,
      allergies: `Pollen${mine.tag}`,
      price: 120,
      course: { id: mine.course.id },
      week: { id: mine.later.id },
    });
    expect(data.registrations.find((row: { id: number }) => row.id === mine.cancelled.id).deleted_at).not.toBeNull();
    // Written for the family: also the e-mail to the address it had before.
    expect(data.emails).toEqual([expect.objectContaining({ id: mine.mail.id, to: mine.person.email }), expect.objectContaining({ id: mine.earlierMail.id })]);
    expect(data.address_links).toEqual([expect.objectContaining({ purpose: 'change_email', email: `new-${mine.tag}@example.org` })]);
    expect(data.health_access).toEqual([expect.objectContaining({ child_id: mine.alone.id, action: 'screen', roles: expect.stringMatching(/^role-/) })]);
    // Every line of the family's bookings: also the transfer that names the family's booking second.
    expect(data.payments).toEqual([
      expect.objectContaining({ id: mine.line.id, payer: `Maria Fam${mine.tag}` }),
      expect.objectContaining({ id: mine.split.id, booking_id: mine.split.booking_id, remittance: mine.split.remittance }),
      expect.objectContaining({ id: mine.ignored.id, state: 'ignored', ignore_reason: `Fam${mine.tag} paid twice, sent back by hand` }),
    ]);
    expect(data.emails[0]).not.toHaveProperty('secret');

    for (const text of [...identifiers(theirs), theirs.other.last_name, String(bookingReference(theirs.payment.booking_id))]) {
      expect(response.body).not.toContain(text);
    }
    expect(response.body).not.toContain('not-exported');

    const html = await ctx.app.inject({ method: 'GET', url: '/api/my-family/data.html', headers: mine.headers });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    for (const text of [mine.alone.first_name, mine.alone.tax, `Pollen${mine.tag}`, bookingReference(mine.payment.booking_id), 'Maria Fam', mine.split.remittance!, `Fam${mine.tag} paid twice`, `new-${mine.tag}@example.org`, 'Angesehen']) {
      expect(html.body).toContain(text);
    }
    for (const text of identifiers(theirs)) expect(html.body).not.toContain(text);
    // A family's own data is not logged as a staff access (decision 020): the nurse's entry is the only one.
    expect(await ctx.db.select({ userId: healthAccessLog.user_id }).from(healthAccessLog).where(inArray(healthAccessLog.child_id, [mine.alone.id, mine.paid.id]))).toEqual([{ userId: nurse.user.id }]);
  });

  it('gives staff the family by the person id: health fields and an export log entry per child only with child.health', async () => {
    const family = await richFamily(ctx);
    const staff = await createStaffUser(ctx.db, ['person.view', 'child.health']);
    const token = await signIn(ctx.app, staff.email, staff.password);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/parent/${family.person.id}/data.json?token=${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().registrations.find((row: { id: number }) => row.id === family.unpaid.id).medicaments).toBe(`Pills${family.tag}`);
    const logged = await ctx.db.select().from(healthAccessLog).where(eq(healthAccessLog.user_id, staff.user.id));
    // The shared child's family answered no health question: the export reveals nothing about it.
    expect(logged.map((row) => [row.child_id, row.action]).sort()).toEqual([family.alone.id, family.paid.id].sort().map((id) => [id, 'export']));

    const plain = await createStaffUser(ctx.db, ['person.view']);
    const without = await ctx.app.inject({ method: 'GET', url: `/api/parent/${family.person.id}/data.html`, headers: bearer(await signIn(ctx.app, plain.email, plain.password)) });
    expect(without.statusCode).toBe(200);
    expect(without.body).toContain(family.alone.tax);
    expect(without.body).not.toContain(`Pills${family.tag}`);
    expect(await ctx.db.select().from(healthAccessLog).where(eq(healthAccessLog.user_id, plain.user.id))).toEqual([]);
  });

  it('keeps another family out: a parent gets 403 on the staff route, staff 404 for an id that is no person', async () => {
    const [mine, theirs] = [await insertFamily(ctx.db), await insertFamily(ctx.db)];
    expect((await ctx.app.inject({ method: 'GET', url: `/api/parent/${theirs.person.id}/data.json`, headers: mine.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/parent/${theirs.person.id}/erase`, headers: mine.headers })).statusCode).toBe(403);
    const staff = bearer(await signIn(ctx.app, ...(await createStaffUser(ctx.db, ['person.view']).then((user) => [user.email, user.password] as const))));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/parent/999999/data.json', headers: staff })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/my-family/data.json', headers: staff })).statusCode).toBe(404);
  });
});

/**
 * Every row of every table the personal-data catalogue declares as holding a family's data, as text, to search
 * for what must be gone (`erased`), except the columns the catalogue says an erasure keeps: those are searched on
 * their own (`kept`, as `table.column`), so a test can check that the family is named only where the catalogue
 * keeps it (the contact of a kept or given-up paid place, decision 025).
 */
async function tableTexts() {
  const erased: string[] = [];
  const kept: { column: string; text: string }[] = [];
  for (const { table, kept: keptColumns } of personalTables()) {
    const withoutKept = keptColumns.reduce((json, column) => sql`${json} - ${column}::text`, sql`row_to_json(t)::jsonb`);
    const result = await ctx.db.execute(sql`SELECT row_to_json(t)::jsonb AS row, (${withoutKept})::text AS text FROM ${sql.identifier(table)} t`);
    for (const row of (result as unknown as { rows: { row: Record<string, unknown>; text: string }[] }).rows) {
      erased.push(`${table}: ${row.text}`);
      for (const column of keptColumns) if (row.row[column] != null) kept.push({ column: `${table}.${column}`, text: String(row.row[column]) });
    }
  }
  return { erased, kept };
}

/** What names the family after its erasure: the rows it is left in, and the kept columns it is kept in. */
async function leftAfterErasure(names: string[]) {
  const { erased, kept } = await tableTexts();
  const naming = (text: string) => names.some((name) => text.includes(name));
  return { erased: erased.filter(naming), kept: [...new Set(kept.filter((entry) => naming(entry.text)).map((entry) => entry.column))].sort() };
}

describe('POST /api/my-family/delete-account', () => {
  it('refuses a wrong or missing password on the password field and deletes nothing', async () => {
    const family = await richFamily(ctx);
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/my-family/delete-account', headers: family.headers, payload: { password: 'not-the-password' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['Das aktuelle Passwort ist nicht richtig.'] });
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/my-family/delete-account', headers: { ...family.headers, 'api-lang': 'it' }, payload: { password: '' } });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['password']);
    expect(await ctx.db.select({ id: people.id }).from(people).where(eq(people.id, family.person.id))).toHaveLength(1);
    expect(await ctx.db.select({ id: children.id }).from(children).where(eq(children.id, family.alone.id))).toHaveLength(1);
  });

  it('erases the family in one go: no row names it outside the kept, anonymous payment records; counters right; the confirmation still renders', async () => {
    const family = await richFamily(ctx);
    // A waiting child of another family in the full week: the freed place goes to it.
    const waiting = await insertFamily(ctx.db);
    const promoted = await insertRegistration(ctx.db, waiting.children[0]!, family.coming, { is_waiting: true });

    // The paid week to come: the children still attend.
    const before = await lastMailId();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/my-family/delete-account', headers: family.headers, payload: { password: PASSWORD, places: 'keep' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Ihr Konto wurde gelöscht. Sie erhalten eine Bestätigung per E-Mail.' });

    // The confirmation to the leaving address, without a name; once sent, the log forgets the address too.
    const [confirmation] = await confirmationsSince(before);
    expect(confirmation).toMatchObject({ subject: 'Ihr Konto wurde gelöscht', person_id: null, user_id: null });
    expect(confirmation!.body).toContain('Die bezahlten Plätze in kommenden Wochen bleiben für Ihre Kinder bestehen.');
    expect(await deliveredMailTo(ctx, family.person.email!)).toContain('Ihr Konto wurde gel');
    expect((await ctx.db.select().from(emailLogs).where(eq(emailLogs.id, confirmation!.id)))[0]).toMatchObject({ status: 'sent', to: '[redacted]' });
    // The e-mail written for the family to its earlier address went with the rest.
    expect(await ctx.db.select().from(emailLogs).where(eq(emailLogs.id, family.earlierMail.id))).toEqual([]);
    const remaining = await leftAfterErasure([...identifiers(family), ...freeTexts(family)]);
    // Only the contact of the paid place the children still attend, until its week is over.
    expect(remaining).toEqual({ erased: [], kept: ['registrations.contact_email', 'registrations.contact_phone'] });

    // Login, person and links gone; the session no longer works; the shared child stays with its other parent.
    expect(await ctx.db.select().from(users).where(eq(users.id, family.user.id))).toEqual([]);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.user_id, family.user.id))).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/userdata', headers: family.headers })).statusCode).toBe(401);
    expect(await ctx.db.select().from(childParents).where(eq(childParents.child_id, family.shared.id))).toEqual([{ child_id: family.shared.id, person_id: family.other.id }]);
    expect(await ctx.db.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, family.sharedRegistration.id))).toHaveLength(1);

    // Kept: the paid registration and the one of the week that has begun, on anonymous children; the rest gone.
    const left = await ctx.db.select().from(registrations).where(inArray(registrations.child_id, [family.alone.id, family.paid.id]));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([family.attended.id, family.payment.id].sort((a, b) => a - b));
    for (const row of left) {
      expect(row).toMatchObject({ medicaments: null, allergies: null, custom_field: null, comment_user: null, deleted_at: null });
      expect(row.health_erased_at).not.toBeNull();
    }
    // The week that has begun keeps no contact; the kept place of the week to come whom to call until it is over.
    expect(left.find((row) => row.id === family.attended.id)).toMatchObject({ emergency_contact1_phone: null, contact_phone: null, contact_email: null });
    expect(left.find((row) => row.id === family.payment.id)).toMatchObject({
      payed_amount: 120,
      emergency_contact1_phone: '+39 347 1111111',
      contact_phone: family.person.phone,
      contact_email: family.user.email,
      refund_id: null,
    });
    // The bank's lines stay booked to their bookings, without the payer's name, the text and the reason for
    // setting one aside: also the transfer that names the family's booking second, and the line of the unpaid
    // booking the erasure deleted.
    const lines = await ctx.db
      .select()
      .from(statementLines)
      .where(inArray(statementLines.id, [family.line.id, family.split.id, family.ignored.id, family.unmatched.id]))
      .orderBy(statementLines.id);
    expect(lines).toEqual([
      expect.objectContaining({ id: family.line.id, payer: null, remittance: null, amount: 120, booking_id: family.payment.booking_id }),
      expect.objectContaining({ id: family.split.id, payer: null, remittance: null, amount: 200, booking_id: family.split.booking_id }),
      expect.objectContaining({ id: family.ignored.id, payer: null, remittance: null, ignore_reason: null, amount: 120, booking_id: null, state: 'ignored' }),
      // Matched to nothing, but naming the parent as the bank writes it (upper case, last name first).
      expect.objectContaining({ id: family.unmatched.id, payer: null, remittance: null, amount: 95, state: 'open' }),
    ]);
    expect(await ctx.db.select({ bookingId: statementLineBookings.booking_id }).from(statementLineBookings).where(eq(statementLineBookings.statement_line_id, family.split.id)).orderBy(statementLineBookings.position)).toEqual([
      { bookingId: family.split.booking_id },
      { bookingId: family.payment.booking_id },
    ]);
    const subjects = await ctx.db.select().from(children).where(inArray(children.id, [family.alone.id, family.paid.id]));
    expect(subjects.map((child) => [child.first_name, child.last_name, child.tax, child.phone, child.birth])).toEqual(
      [family.alone.id, family.paid.id].map((id) => ['N.', 'N.', `X${String(id).padStart(15, '0')}`, '', '1900-01-01']),
    );
    expect(subjects.every((child) => child.erased_at !== null && !child.with_diagnostics)).toBe(true);
    expect(await ctx.db.select().from(bookings).where(inArray(bookings.id, [family.unpaid.booking_id, family.cancelled.booking_id]))).toEqual([]);

    // The freed place of the full week went to the waiting child; the counters equal the rows.
    const [promotedRow] = await ctx.db.select().from(registrations).where(eq(registrations.id, promoted.id));
    expect(promotedRow!.is_waiting).toBe(false);
    for (const week of [family.coming, family.later, family.begun]) {
      const [stored] = await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, week.id));
      const [counted] = await ctx.db
        .select({ confirmed: sql<number>`count(*) FILTER (WHERE NOT ${registrations.is_waiting})::int`, waiting: sql<number>`count(*) FILTER (WHERE ${registrations.is_waiting})::int` })
        .from(registrations)
        .where(and(eq(registrations.course_week_id, week.id), isNull(registrations.deleted_at)));
      expect([stored!.confirmed_count, stored!.waiting_count]).toEqual([counted!.confirmed, counted!.waiting]);
    }
    expect((await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, family.coming.id)))[0]).toMatchObject({ confirmed_count: 1, waiting_count: 0 });

    // The kept payment confirmation renders for staff, naming nobody.
    const staff = await createStaffUser(ctx.db, ['peopleCourseWeekRegistration.view']);
    const token = await signIn(ctx.app, staff.email, staff.password);
    const pdf = await ctx.app.inject({ method: 'GET', url: `/confirmation/${family.course.id}/${family.paid.id}/?token=${token}` });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('N. N.');
    expect(text).toContain(`X${String(family.paid.id).padStart(15, '0')}`);
    expect(text).toContain('120,00');
    for (const name of identifiers(family)) expect(text).not.toContain(name);

    // Signed out for good: the password no longer signs in.
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: family.user.email, password: PASSWORD } });
    expect(login.statusCode).toBe(422);
  });
});

describe('paid places of weeks to come', () => {
  it('are asked about first: the preview names them, and deleting without an answer is 422 on places and erases nothing', async () => {
    const family = await richFamily(ctx);
    const preview = await ctx.app.inject({ method: 'GET', url: '/api/my-family/erasure', headers: family.headers });
    expect(preview.statusCode).toBe(200);
    // The week that has begun is attendance, not a question; the shared child's week is the other parent's.
    expect(preview.json().data).toEqual({
      paid_places: [
        {
          registration_id: family.payment.id,
          child_name: `${family.paid.first_name} ${family.paid.last_name}`,
          course: { name: 'Sommercamp', name_it: 'Campo estivo' },
          week: { name: 'Woche 2', name_it: 'Settimana 2', from: family.later.from, to: family.later.to },
          payed_amount: 120,
        },
      ],
      refund_amount: 120,
    });

    for (const [lang, message] of [
      ['de', 'Bitte wählen Sie, ob die Kinder an den bezahlten Wochen teilnehmen oder die Plätze freigegeben werden.'],
      ['it', 'Scegliete se i bambini partecipano alle settimane pagate o se i posti vengono liberati.'],
    ] as const) {
      const refused = await ctx.app.inject({ method: 'POST', url: '/api/my-family/delete-account', headers: { ...family.headers, 'api-lang': lang }, payload: { password: PASSWORD } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ places: [message] });
    }
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/my-family/delete-account', headers: family.headers, payload: { password: PASSWORD, places: 'maybe' } });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['places']);
    expect(await ctx.db.select({ id: people.id }).from(people).where(eq(people.id, family.person.id))).toHaveLength(1);
    expect((await ctx.db.select().from(registrations).where(eq(registrations.id, family.payment.id)))[0]!.deleted_at).toBeNull();

    // A family without such places is not asked.
    const plain = await insertFamily(ctx.db, { password: PASSWORD });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/my-family/erasure', headers: plain.headers })).json().data).toEqual({ paid_places: [], refund_amount: 0 });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/my-family/delete-account', headers: plain.headers, payload: { password: PASSWORD } })).statusCode).toBe(200);
  });

  it('given up: freed for the waiting list, kept as the anonymous payment record, and a refund for the office until it is done', async () => {
    const family = await richFamily(ctx);
    const waiting = await insertFamily(ctx.db);
    const promoted = await insertRegistration(ctx.db, waiting.children[0]!, family.later, { is_waiting: true });
    const [before] = await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, family.later.id));

    const mailsBefore = await lastMailId();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/my-family/delete-account', headers: { ...family.headers, 'api-lang': 'it' }, payload: { password: PASSWORD, places: 'release' } });
    expect(response.statusCode).toBe(200);
    const [place] = await ctx.db.select().from(registrations).where(eq(registrations.id, family.payment.id));
    expect(place).toMatchObject({ payed_amount: 120, contact_phone: null, contact_email: null, emergency_contact1_phone: null, allergies: null });
    expect(place!.deleted_at).not.toBeNull();
    expect((await ctx.db.select().from(registrations).where(eq(registrations.id, promoted.id)))[0]!.is_waiting).toBe(false);
    // The place went to the waiting child: as many confirmed as before, one fewer waiting.
    expect((await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, family.later.id)))[0]).toMatchObject({ confirmed_count: before!.confirmed_count, waiting_count: before!.waiting_count - 1 });
    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.id, place!.refund_id!));
    expect(refund).toMatchObject({ booking_id: family.payment.booking_id, amount: 120, contact_phone: family.person.phone, contact_email: family.user.email, refunded_at: null });
    const [mail] = await confirmationsSince(mailsBefore);
    // In the account's language, whatever the request's.
    expect(mail!.body).toContain('Die bezahlten Plätze in kommenden Wochen wurden freigegeben.');
    // Only the refund's contact, until the office marks it done.
    await ctx.mailer.deliverDue();
    expect(await leftAfterErasure(identifiers(family))).toEqual({ erased: [], kept: ['refunds.contact_email', 'refunds.contact_phone'] });

    // The office finds it on its to-do and marks it done; the contact goes with it.
    const staff = bearer(await signIn(ctx.app, ...(await createStaffUser(ctx.db, ['peopleCourseWeekRegistration.update']).then((user) => [user.email, user.password] as const))));
    const list = await ctx.app.inject({ method: 'GET', url: '/api/refunds', headers: { ...staff, 'api-lang': 'it' } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.find((entry: { id: number }) => entry.id === refund!.id)).toEqual({
      id: refund!.id,
      reference: bookingReference(family.payment.booking_id),
      amount: 120,
      weeks: [{ course: 'Campo estivo', week: 'Settimana 2', from: family.later.from, to: family.later.to }],
      contact_phone: family.person.phone,
      contact_email: family.user.email,
      overpayment: null,
      created_at: expect.any(String),
    });
    const done = await ctx.app.inject({ method: 'POST', url: `/api/refunds/${refund!.id}/done`, headers: staff });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Als erstattet markiert; Telefon und E-Mail der Familie sind gelöscht.');
    expect((await ctx.db.select().from(refunds).where(eq(refunds.id, refund!.id)))[0]).toMatchObject({ contact_phone: null, contact_email: null });
    expect((await ctx.db.select().from(refunds).where(eq(refunds.id, refund!.id)))[0]!.refunded_at).not.toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/refunds', headers: staff })).json().data.map((entry: { id: number }) => entry.id)).not.toContain(refund!.id);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/refunds/${refund!.id}/done`, headers: staff })).statusCode).toBe(404);
    // A family, or staff who do not book payments, do not see the to-do.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/refunds', headers: waiting.headers })).statusCode).toBe(403);
  });
});

describe('a booking a statement line paid too much', () => {
  it('stays when the erasure leaves it without registrations: the refund names it, and gets the family\'s contact now that the payer\'s name is gone', async () => {
    const tag = uniqueTag();
    const family = await insertFamily(ctx.db, { lastName: `Over${tag}`, password: PASSWORD });
    await ctx.db.update(people).set({ phone: `+39 ${tag}` }).where(eq(people.id, family.person.id));
    // A week without a fee: the transfer under its booking's reference is all too much.
    const { weeks } = await insertOpenCourse(ctx.db, [{ price: 0 }]);
    const registration = await insertRegistration(ctx.db, family.children[0]!, weeks[0]!);
    const [line] = await ctx.db
      .insert(statementLines)
      .values({
        line_key: `over-${tag}`,
        file_name: 'camt.xml',
        booked_on: daysFromNow(-3),
        amount: 30,
        payer: `Maria Over${tag}`,
        remittance: bookingReference(registration.booking_id),
        match: 'reference',
        booking_id: registration.booking_id,
      })
      .returning();
    const office = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update']);
    const booked = await ctx.app.inject({ method: 'POST', url: '/api/statements/confirm', headers: office, payload: { data: [line!.id] } });
    expect(booked.json()).toMatchObject({ booked: [line!.id], overpaid: [{ id: line!.id, amount: 30 }] });

    // The unpaid registration of a week to come goes, and leaves its booking without registrations.
    const response = await ctx.app.inject({ method: 'POST', url: '/api/my-family/delete-account', headers: family.headers, payload: { password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    expect(await ctx.db.select().from(registrations).where(eq(registrations.booking_id, registration.booking_id))).toEqual([]);
    expect(await ctx.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, registration.booking_id))).toEqual([{ id: registration.booking_id }]);
    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.statement_line_id, line!.id));
    expect(refund).toMatchObject({ booking_id: registration.booking_id, amount: 30, contact_phone: `+39 ${tag}`, contact_email: family.user.email, refunded_at: null });
    expect((await ctx.db.select().from(statementLines).where(eq(statementLines.id, line!.id)))[0]).toMatchObject({ payer: null, remittance: null, booking_id: registration.booking_id });

    // The office's to-do names the transfer, now without its payer, and whom to ask.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/refunds', headers: office });
    expect(list.json().data.find((entry: { id: number }) => entry.id === refund!.id)).toEqual({
      id: refund!.id,
      reference: bookingReference(registration.booking_id),
      amount: 30,
      weeks: [],
      contact_phone: `+39 ${tag}`,
      contact_email: family.user.email,
      overpayment: { booked_on: daysFromNow(-3), amount: 30, payer: null },
      created_at: expect.any(String),
    });
  });
});

describe('POST /api/parent/:id/erase', () => {
  it('lets staff with person.delete erase a family without its password, and refuses an office account (409)', async () => {
    const family = await richFamily(ctx);
    const staff = await createStaffUser(ctx.db, ['person.delete']);
    const headers = bearer(await signIn(ctx.app, staff.email, staff.password));
    const erase = (payload: object, lang = 'de') => ctx.app.inject({ method: 'POST', url: `/api/parent/${family.person.id}/erase`, headers: { ...headers, 'api-lang': lang }, payload });
    // The family's name typed is the confirmation: another name, or none, erases nothing.
    for (const name of ['Fam', '', family.other.last_name]) {
      const refused = await erase({ name, places: 'keep' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ name: ['Das ist nicht der Familienname dieser Person.'] });
    }
    expect((await erase({ name: 'Fam' }, 'it')).json().errors).toEqual({ name: ['Questo non è il cognome di questa persona.'] });
    // The paid place of a week to come needs the same answer as on the family page.
    const unanswered = await erase({ name: family.person.last_name });
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json().errors).toEqual({ places: ['Bitte wählen Sie, ob die Kinder an den bezahlten Wochen teilnehmen oder die Plätze freigegeben werden.'] });
    expect(await ctx.db.select().from(people).where(eq(people.id, family.person.id))).toHaveLength(1);

    const before = await lastMailId();
    const response = await erase({ name: `  ${family.person.last_name.toUpperCase()} `, places: 'release' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Die Daten der Familie wurden gelöscht.');
    expect(await ctx.db.select().from(people).where(eq(people.id, family.person.id))).toEqual([]);
    expect(await confirmationsSince(before)).toHaveLength(1);
    expect((await ctx.db.select().from(refunds).where(eq(refunds.booking_id, family.payment.booking_id)))[0]).toMatchObject({ amount: 120 });
    expect((await erase({ name: family.person.last_name, places: 'keep' })).statusCode).toBe(404);

    const office = await createStaffUser(ctx.db, ['person.view']);
    const [person] = await ctx.db.insert(people).values({ first_name: 'Office', last_name: uniqueTag() }).returning();
    await ctx.db.update(users).set({ person_id: person!.id }).where(eq(users.id, office.user.id));
    const refused = await ctx.app.inject({ method: 'POST', url: `/api/parent/${person!.id}/erase`, headers, payload: { name: person!.last_name } });
    expect(refused.statusCode).toBe(409);
    expect(await ctx.db.select().from(users).where(eq(users.id, office.user.id))).toHaveLength(1);
  });
});
