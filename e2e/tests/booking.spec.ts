import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from '../accessibility';
import { expect, signIn, test } from '../fixtures';
import { signUpParent, uniqueTaxCode } from '../parents';

/**
 * Issue 7: a visitor opens the booking of a course, is asked to sign in, signs in, adds a child, books two
 * weeks for two children (one lands on the waiting list) and sees the answer on the family page; in German and
 * in Italian, on a phone and on a desktop; the open dialog has no serious accessibility violation. Issue 38: the
 * confirm prompt repeats what is booked and what it costs.
 *
 * Needs the course detail page (`/courseregistration/{id}`, GET /api/frontend and /api/frontend/{id}) with the
 * booking dialog wired to `?book=1`, and the demo data (an open course with several weeks per child, one week
 * with free places and one on the waiting list).
 */

interface PublicWeek {
  id: number;
  name: string;
  name_it: string | null;
  state: string;
  full: boolean;
  free_places: number;
}
interface PublicCourse {
  id: number;
  multiple_course_week_registration: boolean;
  custom_field: boolean;
  custom_field_2: boolean;
  custom_field_3: boolean;
  courseWeeks: PublicWeek[];
  booking: { possible: boolean };
}

/** An open course of the demo where a child can take two weeks: one with places, one on the waiting list. */
async function courseWithWaitingList(request: APIRequestContext) {
  const list = (await (await request.get('/api/frontend')).json()) as { data: { id: number }[] };
  for (const { id } of list.data) {
    const { data: course } = (await (await request.get(`/api/frontend/${id}`)).json()) as { data: PublicCourse };
    if (!course.booking.possible || !course.multiple_course_week_registration) continue;
    if (course.custom_field || course.custom_field_2 || course.custom_field_3) continue;
    const open = course.courseWeeks.filter((week) => week.state === 'open' && !week.full).sort((a, b) => b.free_places - a.free_places)[0];
    const waiting = course.courseWeeks.find((week) => week.state === 'waiting_list' && !week.full);
    if (open && open.free_places >= 2 && waiting) return { course, open, waiting };
  }
  throw new Error('the demo data has no open course with a free week and a waiting-list week');
}

const TEXTS = {
  de: { signIn: 'Einloggen', addFirst: 'Kind hinzufügen', line: 'Kind', addLine: 'Weiteres Kind anmelden', send: 'Verbindlich anmelden', yes: 'Ja', school: 'Schule', schoolChoice: 'Grundschule, 3. Klasse', save: 'Speichern', waiting: /Warteliste/, summary: 'Zusammenfassung', waitingOwes: 'Warteliste: noch nichts zu bezahlen', total: 'Zu bezahlen' },
  it: { signIn: 'Accedi', addFirst: 'Aggiungi bambino', line: 'Bambino', addLine: 'Iscrivi un altro bambino', send: 'Iscrivi ora', yes: 'Sì', school: 'Scuola', schoolChoice: 'Scuola primaria, 3ª classe', save: 'Salva', waiting: /lista d'attesa/, summary: 'Riepilogo', waitingOwes: "Lista d'attesa: per ora nulla da pagare", total: 'Da pagare' },
} as const;

const weekName = (week: PublicWeek, lang: 'de' | 'it') => (lang === 'it' && week.name_it ? week.name_it : week.name);

/** The first offered day type of a week in a child line. */
const dayType = (page: Page, line: number, lang: 'de' | 'it', week: PublicWeek) =>
  page
    .getByRole('region', { name: `${TEXTS[lang].line} ${line}` })
    .getByRole('group', { name: weekName(week, lang) })
    .getByRole('checkbox')
    .first();

for (const lang of ['de', 'it'] as const) {
  test(`a visitor signs in, adds a child and books two weeks for two children (${lang})`, async ({ page, request }) => {
    const text = TEXTS[lang];
    const { course, open, waiting } = await courseWithWaitingList(request);
    const parent = await signUpParent(request);
    await page.addInitScript((value) => localStorage.setItem('summer-weeks.lang', value), lang);

    // A visitor is asked to sign in and comes back into the booking.
    await page.goto(`/courseregistration/${course.id}?book=1`);
    await page.getByRole('dialog').getByRole('link', { name: text.signIn }).click();
    await page.locator('#email').fill(parent.email);
    await page.locator('#password').fill(parent.password);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(new RegExp(`/courseregistration/${course.id}\\?book=1$`));

    // No children yet: the parent adds one and goes straight on to the booking.
    await page.getByRole('button', { name: text.addFirst }).click();
    const childDialog = page.getByRole('dialog', { name: text.addFirst });
    await childDialog.locator('#first_name').fill('Lena');
    await childDialog.locator('#last_name').fill('Huber');
    await childDialog.locator('#tax').fill(uniqueTaxCode());
    await childDialog.getByRole('combobox', { name: text.school }).click();
    await page.getByRole('option', { name: text.schoolChoice }).click();
    await childDialog.getByRole('button', { name: text.save }).click();
    await expect(childDialog).toBeHidden();
    await dayType(page, 1, lang, open).check();

    // A second child arrives meanwhile; a reload of the page keeps what was filled.
    const token = await signIn(request, parent);
    const sibling = await request.post('/api/my-family/children', {
      headers: { authorization: `Bearer ${token}` },
      data: { first_name: 'Jonas', last_name: 'Huber', tax: uniqueTaxCode(), lang, phone: '+39 333 7654321', school: 'gs_1' },
    });
    expect(sibling.status(), await sibling.text()).toBe(201);
    await page.reload();
    await expect(dayType(page, 1, lang, open)).toBeChecked();

    // The second line copies the first line's week; the second child also takes the waiting-list week.
    await page.getByRole('button', { name: text.addLine }).click();
    await expect(dayType(page, 2, lang, open)).toBeChecked();
    await dayType(page, 2, lang, waiting).check();
    await page.locator('#booking-emergency_contact1_phone').fill('+39 333 1111111');
    await page.locator('#booking-emergency_contact2_phone').fill('+39 333 2222222');

    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // The confirm prompt repeats what is booked: two places and the waiting-list week, which owes nothing yet.
    await page.getByRole('button', { name: text.send }).click();
    const summary = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: text.yes, exact: true }) }).getByRole('region', { name: text.summary });
    await expect(summary.getByText('Lena Huber')).toBeVisible();
    await expect(summary.getByText('Jonas Huber')).toBeVisible();
    await expect(summary.getByText(text.waitingOwes)).toBeVisible();
    await expect(summary.getByText(text.total, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: text.yes, exact: true }).click();
    await expect(page).toHaveURL(/\/my-family$/);
    // One line is on the waiting list: the answer comes as a warning with every line's sentence.
    await expect(page.locator('[data-notification]').filter({ hasText: text.waiting })).toBeVisible();
  });
}
