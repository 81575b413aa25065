import { expect, signIn, test } from '../fixtures';
import { field, signUpParent, uniqueTaxCode } from '../parents';

/** Letters only: a name the child search finds and nobody else in this run has. */
const uniqueName = () => `Moser${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('staff books a child for a family from the course page, books the payment, finds email_payed and downloads the export', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  // A whole working day of the office in one test, on a shared machine.
  test.setTimeout(120_000);
  const admin = { authorization: `Bearer ${adminToken}` };
  const year = new Date().getFullYear() + 1;
  const courseName = `E2E Reitwoche ${Date.now().toString(36)}`;
  const course = await request.post('/api/course', {
    headers: admin,
    data: { name: courseName, name_it: `${courseName} IT`, year, active: true, max_participants: 20, bank_name: 'Raiffeisenkasse Bozen', bank_iban: 'IT60X0542811101000000123456' },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { data: { id: number } }).data.id;
  const week = await request.post('/api/courseWeek', {
    headers: admin,
    data: { course_id: courseId, name: 'Woche 1', name_it: 'Settimana 1', from: `${year}-07-06`, to: `${year}-07-10`, max_participants: 10, waiting_list: 2, full_day: true, price: 150 },
  });
  expect(week.status(), await week.text()).toBe(201);

  // A family with a child, through the API: the test is about the office's work.
  const parent = await signUpParent(request);
  const lastName = uniqueName();
  const child = await request.post('/api/my-family/children', {
    headers: { authorization: `Bearer ${await signIn(request, parent)}` },
    data: { first_name: 'Lisa', last_name: lastName, tax: uniqueTaxCode(), lang: 'de', phone: '+39 333 7654321', school: 'gs_2' },
  });
  expect(child.status(), await child.text()).toBe(201);

  // The course page: the week is empty; the office books Lisa on the phone.
  await page.goto(`/be/course/${courseId}/show`);
  await expect(page.getByRole('heading', { name: courseName, level: 1 })).toBeVisible();
  const weekSection = page.getByRole('region', { name: 'Woche 1' });
  await expect(weekSection.getByText('Angemeldet: 0 / 10')).toBeVisible();
  await weekSection.getByRole('button', { name: 'Kind anmelden' }).click();
  const dialog = page.getByRole('dialog', { name: /Kind anmelden/ });
  await field(dialog, 'Kind').fill(lastName);
  await page.getByRole('option', { name: new RegExp(`Lisa ${lastName}`) }).click();
  await field(dialog, 'Notfallkontakt 1 (Telefon)').fill('+39 347 1111111');
  await field(dialog, 'Notfallkontakt 2 (Telefon)').fill('+39 347 2222222');
  await dialog.getByRole('button', { name: 'Kind anmelden', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Anmeldung' });
  await expect(success).toContainText('Lisa ist für Woche 1');
  await success.getByRole('button', { name: 'Schließen' }).click();
  await expect(weekSection.getByText('Angemeldet: 1 / 10')).toBeVisible();
  const row = weekSection.getByRole('row', { name: new RegExp(lastName) });
  await expect(row.getByRole('img', { name: 'Bezahlt: 0,00 € / 150,00 €' })).toBeVisible();

  // The bank statement arrives: the registration list's payments dialog books it.
  await page.goto('/be/peopleCourseWeekRegistration');
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(lastName);
  const listRow = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(listRow).toHaveCount(1);
  await listRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Zahlungen (1)' }).click();
  const payments = page.getByRole('dialog', { name: 'Zahlungen buchen' });
  await expect(payments.getByRole('status')).toHaveText('Offener Betrag: 150,00 €');
  await payments.getByRole('button', { name: 'Zahlung buchen' }).click();
  await expect(payments).toBeHidden();
  await expect(listRow.getByRole('img', { name: 'Bezahlt: 150,00 € / 150,00 €' })).toBeVisible();

  // The family's payment confirmation is in the e-mail log.
  await page.goto('/be/emailLogs');
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(parent.email);
  await expect(page.getByRole('row', { name: new RegExp(`Zahlung erhalten: ${courseName}`) })).toBeVisible();

  // And the course's Excel export downloads.
  await page.goto(`/be/course/${courseId}/show`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Excel-Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(file.suggestedFilename()).toContain(courseName);
});
