import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from '../accessibility';
import { call, expect, signIn, test } from '../fixtures';
import { withOfferHours } from '../offers';
import { field, signUpParent, uniqueTaxCode } from '../parents';

/**
 * Issue 9: a parent manages the family's summer on the family page. Each test builds its own course (one
 * week with a single place, one more week), two families and their bookings through the API, then works in
 * the browser: edits a child and an emergency phone, cancels the week with the single place, and the
 * waiting child of the other family shows up as registered on that family's page, with the bank transfer
 * dialog and its QR code; the two payment confirmations download as PDFs.
 */



const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A course open for registration with a week of one place (and a waiting list) and a week of ten. */
async function createCourse(request: APIRequestContext, adminToken: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const name = `Familienwoche ${suffix}`;
  const { data: course } = await call<{ data: { id: number } }>(request, 'post', '/api/course', adminToken, {
    name,
    name_it: `Settimana famiglia ${suffix}`,
    year: new Date().getFullYear(),
    register_from: isoDay(-10),
    register_to: isoDay(30),
    from: isoDay(40),
    to: isoDay(60),
    max_participants: 10,
    waiting_list: 5,
    multiple_course_week_registration: true,
    bank_name: 'Jugenddienst Bozen',
    bank_iban: 'IT60 X054 2811 1010 0000 0123 456',
  });
  await call(request, 'post', `/api/course/${course.id}/changeActive`, adminToken);
  const week = async (label: string, from: number, max: number, price: number) =>
    (
      await call<{ data: { id: number; name: string } }>(request, 'post', '/api/courseWeek', adminToken, {
        course_id: course.id,
        name: `${label} ${suffix}`,
        name_it: `${label} IT ${suffix}`,
        from: isoDay(from),
        to: isoDay(from + 4),
        max_participants: max,
        waiting_list: 5,
        full_day: true,
        price,
      })
    ).data;
  const single = await week('Woche Eins', 40, 1, 120);
  const other = await week('Woche Zwei', 47, 10, 80.5);
  return { id: course.id, name, single, other };
}

/** A signed-up parent with one child, signed in through the API. */
async function family(request: APIRequestContext, firstName: string) {
  const account = await signUpParent(request);
  const token = await signIn(request, account);
  const { data: child } = await call<{ data: { id: number; display_name: string } }>(request, 'post', '/api/my-family/children', token, {
    first_name: firstName,
    last_name: 'Huber',
    tax: uniqueTaxCode(),
    lang: 'de',
    phone: '+39 333 1234567',
    school: 'gs_3',
  });
  return { account, token, child };
}

async function book(request: APIRequestContext, token: string, courseId: number, childId: number, weekIds: number[]) {
  await call(request, 'post', `/api/send-registration/${courseId}`, token, {
    bookedChildren: [{ children: childId, courseWeeks: weekIds.map((courseWeek) => ({ courseWeek, dayType: 'full_day' })) }],
    emergency_contact1_phone: '+39 333 1111111',
    emergency_contact2_phone: '+39 333 2222222',
  });
}

/** No serious or critical WCAG 2.1 AA violation in what the selector covers. */
async function expectAccessible(page: Page, selector: string) {
  expect(await seriousViolations(page, selector)).toEqual([]);
}

/** Opens a page as the parent with this token (a full load reads the stored token). */
async function openAs(page: Page, token: string, path: string) {
  await page.goto('/imprint');
  await page.evaluate((value) => localStorage.setItem('summer-weeks.token', value), token);
  await page.goto(path);
}

test('a parent edits a child and a phone, cancels a week, and the waiting child of another family gets the place', async ({ page, request, adminToken }) => {
  const course = await createCourse(request, adminToken);
  const first = await family(request, 'Lena');
  const second = await family(request, 'Jonas');
  await book(request, first.token, course.id, first.child.id, [course.single.id, course.other.id]);
  await book(request, second.token, course.id, second.child.id, [course.single.id]);
  // The office books the second week of the first family as paid: it gets a payment confirmation.
  const { data: before } = await call<{ data: { registrations: { id: number; courseWeek: { id: number } }[] } }>(request, 'get', '/api/my-family', first.token);
  const paid = before.registrations.find((registration) => registration.courseWeek.id === course.other.id)!;
  await call(request, 'post', '/api/peopleCourseWeekRegistration/setPayed', adminToken, { data: [paid.id] });

  await openAs(page, first.token, '/my-family');
  await expect(page.getByRole('heading', { name: 'Meine Familie', level: 1 })).toBeVisible();
  const children = page.getByRole('region', { name: 'Kinder' });
  const current = page.getByRole('region', { name: 'Aktuelle Anmeldungen' });
  await expect(current.getByText(course.single.name)).toBeVisible();
  await expectAccessible(page, 'main');

  // The child's phone.
  await children.getByRole('button', { name: 'Lena Huber bearbeiten' }).click();
  const childDialog = page.getByRole('dialog', { name: 'Daten des Kindes' });
  await field(childDialog, 'Telefon').fill('+39 333 5550001');
  await childDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(childDialog).toBeHidden();
  await expect(children.getByRole('link', { name: '+39 333 5550001' })).toBeVisible();

  // An emergency phone of the paid week.
  await current.getByRole('button', { name: `Anmeldung von Lena Huber für ${course.other.name} bearbeiten` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Anmeldung bearbeiten' });
  await field(editDialog, 'Notfallkontakt 1 (Telefon)').fill('+39 333 9998888');
  await editDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(editDialog).toBeHidden();
  await expect(current.getByRole('link', { name: '+39 333 9998888' })).toBeVisible();

  // Both payment confirmations are PDFs.
  const confirmations = page.getByRole('region', { name: 'Zahlungsbestätigungen' });
  for (const language of ['Deutsch', 'Italienisch']) {
    const link = confirmations.getByRole('link', { name: `Zahlungsbestätigung für Lena Huber, ${course.name}, auf ${language} herunterladen` });
    const response = await request.get(await link.getAttribute('href') as string);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }

  // Cancelling the week of the single place, after the prompt; the server's sentence is shown. The freed place is
  // given at once (offer_hours 0), not offered.
  await withOfferHours(request, adminToken, 0, async () => {
    await current.getByRole('button', { name: `Anmeldung von Lena Huber für ${course.single.name} löschen` }).click();
    await page.getByRole('dialog', { name: 'Bitte bestätigen' }).getByRole('button', { name: 'Ja' }).click();
    await expect(page.locator('[data-notification]').filter({ hasText: `Lena Huber wurde von ${course.single.name}` })).toBeVisible();
  });
  await expect(current.getByText(course.single.name)).toBeHidden();

  // The other family's child has the place at once, and can pay it by bank transfer.
  await openAs(page, second.token, '/my-family');
  const promoted = page.getByRole('region', { name: 'Aktuelle Anmeldungen' });
  await expect(promoted.getByText(course.single.name)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Warteliste' }).getByText('Kein Kind auf der Warteliste.')).toBeVisible();
  // One "pay" per booking: the promoted week's booking owes its 120 €.
  await promoted.getByRole('button', { name: /^120,00\s€ für die Buchung SPW-\d+-\d\d bezahlen$/ }).click();
  const payment = page.getByRole('dialog', { name: 'Zahlung per Banküberweisung' });
  await expect(payment.getByText('IT60 X054 2811 1010 0000 0123 456')).toBeVisible();
  // The promoted place is paid under its booking's reference (decision 022).
  await expect(payment.getByText(/^SPW-\d+-\d\d Jonas Huber$/)).toBeVisible();
  const qr = payment.getByRole('img', { name: 'QR-Code (GiroCode) für die Banking-App' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expectAccessible(page, '[role="dialog"]');
});

test('the confirmations page lists the paid course with both downloads and leads back', async ({ page, request, adminToken }) => {
  const course = await createCourse(request, adminToken);
  const parent = await family(request, 'Mia');
  await book(request, parent.token, course.id, parent.child.id, [course.other.id]);
  const { data } = await call<{ data: { registrations: { id: number }[] } }>(request, 'get', '/api/my-family', parent.token);
  await openAs(page, parent.token, '/confirmations');
  await expect(page.getByText('Noch keine Zahlungsbestätigungen', { exact: false })).toBeVisible();

  await call(request, 'post', '/api/peopleCourseWeekRegistration/setPayed', adminToken, { data: data.registrations.map((row) => row.id) });
  await page.reload();
  for (const language of ['Deutsch', 'Italienisch']) {
    const link = page.getByRole('link', { name: `Zahlungsbestätigung für Mia Huber, ${course.name}, auf ${language} herunterladen` });
    const response = await request.get(await link.getAttribute('href') as string);
    expect(response.headers()['content-type']).toContain('application/pdf');
  }
  await page.getByRole('link', { name: 'Zurück zu Meine Familie' }).click();
  await expect(page).toHaveURL(/\/my-family$/);
});
