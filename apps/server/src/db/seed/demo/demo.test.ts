import { readFileSync } from 'node:fs';
import { decodeTaxCode } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/support/database';
import { transaction, type DatabaseHandle } from '../../client';
import { childParents, children, courses, courseWeeks, emailLogs, files, people, registrations, users } from '../../schema';
import { DEMO_PARENT, seedDemoCatalogue } from '.';
import { verifyPassword } from '../../../lib/passwords';
import { insertMissingOptions, readOption } from '../../../repositories/options';
import { countOverdueBookings } from '../../../repositories/overdue-bookings';
import { sendPaymentReminders } from '../../../jobs/payment-reminders';
import { syncRolesAndPermissions } from '../roles';
import { demoCalendar } from './calendar';
import { italianIban } from './identity';

let handle: DatabaseHandle;
let seeded: boolean;
let seedingMs: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  await transaction(handle.db, (tx) => syncRolesAndPermissions(tx));
  await insertMissingOptions(handle.db);
  const started = performance.now();
  seeded = await transaction(handle.db, (tx) => seedDemoCatalogue(tx));
  seedingMs = performance.now() - started;
});
afterAll(() => handle.close());

const today = () => new Date().toISOString().slice(0, 10);
const countRows = async () =>
  Promise.all(
    [courses, courseWeeks, registrations, files, children].map(async (table) => {
      const [row] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(table);
      return row!.count;
    }),
  );

describe('seedDemoCatalogue', () => {
  it('seeds once, quickly, and leaves a database with courses alone', async () => {
    expect(seeded).toBe(true);
    // About 0.3 s on PGlite; the generous bound catches a slide back to row-by-row inserts without flaking.
    expect(seedingMs).toBeLessThan(5000);
    const before = await countRows();
    expect(before[0]).toBeGreaterThanOrEqual(8);
    expect(await transaction(handle.db, (tx) => seedDemoCatalogue(tx))).toBe(false);
    expect(await countRows()).toEqual(before);
  });

  it('gives every course 2 to 6 weeks of the season from Monday to Friday, and one course of last season switched off', async () => {
    const allCourses = await handle.db.select().from(courses);
    const weeks = await handle.db.select().from(courseWeeks);
    const { season } = demoCalendar(new Date());
    for (const course of allCourses) {
      const own = weeks.filter((week) => week.course_id === course.id);
      expect(own.length, course.name).toBeGreaterThanOrEqual(2);
      expect(own.length, course.name).toBeLessThanOrEqual(6);
      for (const week of own) {
        expect(new Date(`${week.from}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(new Date(`${week.to}T00:00:00Z`).getUTCDay()).toBe(5);
        expect(week.from.slice(0, 4)).toBe(String(course.year));
        expect(week.from >= `${course.year}-06-22` && week.to <= `${course.year}-08-31`).toBe(true);
      }
    }
    expect(allCourses.filter((course) => course.active).every((course) => course.year === season)).toBe(true);
    expect(allCourses.filter((course) => !course.active).map((course) => course.year)).toEqual([season - 1]);
  });

  it('opens registration now for most courses and later for one', async () => {
    const active = (await handle.db.select().from(courses)).filter((course) => course.active);
    const openNow = active.filter((course) => course.register_from! <= today() && course.register_to! >= today());
    const later = active.filter((course) => course.register_from! > today());
    expect(openNow.length).toBeGreaterThanOrEqual(6);
    expect(later).toHaveLength(1);
    expect(later[0]!.register_from_time).toBe('08:00:00');
  });

  it('has a full week, a week with a waiting list and a course with custom fields', async () => {
    const weeks = await handle.db.select().from(courseWeeks);
    expect(
      weeks.some((week) => week.waiting_list > 0 && week.confirmed_count === week.max_participants && week.waiting_count === week.waiting_list),
    ).toBe(true);
    expect(
      weeks.some((week) => week.confirmed_count === week.max_participants && week.waiting_count > 0 && week.waiting_count < week.waiting_list),
    ).toBe(true);
    const custom = (await handle.db.select().from(courses)).filter((course) => course.custom_field);
    expect(custom.length).toBeGreaterThanOrEqual(1);
    expect(custom[0]).toMatchObject({ custom_field_de: expect.any(String), custom_field_it: expect.any(String) });
  });

  it('keeps every week counter equal to its registrations that are not deleted', async () => {
    const weeks = await handle.db.select().from(courseWeeks);
    const rows = await handle.db.select().from(registrations);
    expect(rows.some((row) => row.deleted_at !== null)).toBe(true);
    for (const week of weeks) {
      const active = rows.filter((row) => row.course_week_id === week.id && row.deleted_at === null);
      expect(week.confirmed_count, week.name).toBe(active.filter((row) => !row.is_waiting).length);
      expect(week.waiting_count, week.name).toBe(active.filter((row) => row.is_waiting).length);
      for (const row of rows.filter((r) => r.course_week_id === week.id)) {
        expect(row.day_type === 'half_day' ? week.half_day : week.full_day).toBe(true);
      }
    }
  });

  it('books each child at most once per calendar week and pays only confirmed registrations', async () => {
    const weeks = new Map((await handle.db.select().from(courseWeeks)).map((week) => [week.id, week]));
    const active = (await handle.db.select().from(registrations)).filter((row) => row.deleted_at === null);
    const childWeeks = active.map((row) => `${row.child_id}:${weeks.get(row.course_week_id)!.from}`);
    expect(new Set(childWeeks).size).toBe(childWeeks.length);
    expect(active.filter((row) => row.is_waiting).every((row) => row.payed_amount === null)).toBe(true);
    const paid = active.filter((row) => row.payed_amount !== null);
    const priceOf = (row: (typeof active)[number]) => {
      const week = weeks.get(row.course_week_id)!;
      return row.day_type === 'half_day' ? week.price_half_day : week.price;
    };
    expect(paid.some((row) => row.payed_amount === priceOf(row))).toBe(true);
    expect(paid.some((row) => row.payed_amount! < priceOf(row)!)).toBe(true);
  });

  it('publishes a privacy notice in German and Italian as a PDF, the document consent links to', async () => {
    const link = await readOption(handle.db, 'app_privacy');
    const id = /^\/api\/files\/([0-9a-f-]+)$/.exec(link)?.[1];
    const [file] = (await handle.db.select().from(files)).filter((row) => row.id === id);
    expect(file, link).toBeDefined();
    expect(file!.mime_type).toBe('application/pdf');
    expect(file!.is_public).toBe(true);
    const text = file!.data.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('Datenschutzerkl\xe4rung');
    expect(text).toContain('Informativa sulla privacy');
  });

  it('stores a PNG picture for every course', async () => {
    const allCourses = await handle.db.select().from(courses);
    const images = new Map((await handle.db.select().from(files)).map((file) => [file.id, file]));
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const course of allCourses) {
      const image = images.get(course.image_file_id!);
      expect(image, course.name).toBeDefined();
      expect(image!.mime_type).toBe('image/png');
      expect(image!.is_public).toBe(true);
      expect(image!.data.subarray(0, 8).equals(signature)).toBe(true);
      expect(image!.size).toBe(image!.data.length);
      expect(image!.size).toBeLessThan(60_000);
    }
  });

  it('gives children and parents valid tax codes that match their birth and gender', async () => {
    const kids = await handle.db.select().from(children);
    const parents = await handle.db.select().from(people);
    expect(kids.length).toBeGreaterThanOrEqual(15);
    for (const person of [...kids, ...parents]) {
      const decoded = decodeTaxCode(person.tax!);
      expect(decoded, person.tax!).toMatchObject({ valid: true, birth: person.birth, gender: person.gender });
    }
    const [{ unlinked } = { unlinked: -1 }] = await handle.db
      .select({ unlinked: sql<number>`count(*)::int` })
      .from(children)
      .where(sql`NOT EXISTS (SELECT 1 FROM child_parents WHERE child_parents.child_id = ${children.id})`);
    expect(unlinked).toBe(0);
  });

  it('has a demo parent who can sign in, with two children and weeks to book now', async () => {
    const [user] = await handle.db.select().from(users).where(eq(users.email, DEMO_PARENT.email));
    expect(await verifyPassword(user!.password_hash, DEMO_PARENT.password)).toBe(true);
    // A newcomer reads the demo parent in the README: it names this account.
    const readme = readFileSync(new URL('../../../../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`\`${DEMO_PARENT.email}\` with the password \`${DEMO_PARENT.password}\``);
    const links = await handle.db.select().from(childParents).where(eq(childParents.person_id, user!.person_id!));
    expect(links).toHaveLength(2);
    const open = (await handle.db.select().from(courses)).filter(
      (course) => course.active && course.register_from! <= today() && course.register_to! >= today(),
    );
    const weeks = await handle.db.select().from(courseWeeks);
    expect(weeks.some((week) => open.some((course) => course.id === week.course_id) && week.from > today() && week.confirmed_count < week.max_participants)).toBe(true);
  });

  it('asks for payment without contradicting the transfer data each e-mail adds: no reference of its own, the bank not as payee', async () => {
    for (const course of await handle.db.select().from(courses)) {
      for (const text of [course.email_new, course.email_new_it, course.email_waiting, course.email_waiting_it]) {
        expect(text, course.name).not.toMatch(/\{bank_name\}|Namen Ihres Kindes|nome del bambino/);
        expect(text, course.name).toMatch(/Empfänger, IBAN(, Betrag)? und Zahlungsgrund stehen unten|beneficiario, IBAN(, importo)? e causale sono indicati qui sotto/);
      }
      // A booking is paid with one transfer (decision 022): a booking e-mail names no amount of its own week.
      for (const text of [course.email_new, course.email_new_it]) expect(text, course.name).not.toContain('{open_amount}');
    }
  });

  it('sends no payment reminder at a first start: its overdue bookings are born reminded', async () => {
    const clock = { now: new Date(), timeZone: 'Europe/Rome' };
    expect(await countOverdueBookings(handle.db, clock)).toBeGreaterThan(0);
    expect(await sendPaymentReminders(handle.db, clock)).toMatchObject({ overdue: 0, sent: 0 });
    expect(await handle.db.select().from(emailLogs)).toEqual([]);
  });

  it('uses valid Italian IBANs', async () => {
    expect(italianIban('05428', '11101', '000000123456')).toBe('IT60X0542811101000000123456');
    for (const course of await handle.db.select().from(courses)) {
      const iban = course.bank_iban!;
      const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
      expect(BigInt(rearranged) % 97n, iban).toBe(1n);
      expect(iban).toMatch(/^IT\d{2}[A-Z]\d{10}[0-9A-Z]{12}$/);
    }
  });
});

describe('demoCalendar', () => {
  it('offers next summer from September on', () => {
    expect(demoCalendar(new Date('2025-08-31T12:00:00Z')).season).toBe(2025);
    expect(demoCalendar(new Date('2025-09-01T12:00:00Z')).season).toBe(2026);
    expect(demoCalendar(new Date('2025-01-10T12:00:00Z')).summerMonday(0)).toBe('2025-06-23');
    expect(demoCalendar(new Date('2026-01-10T12:00:00Z')).summerMonday(0)).toBe('2026-06-22');
  });
});
