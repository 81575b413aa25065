import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { wallClock } from '../../packages/domain/src/wall-clock';
import { bearer, call, expect, signIn, test, useToken } from '../fixtures';
import { signUpParent, uniqueTaxCode } from '../parents';

/**
 * Issue 37: a season's fair opening from end to end, on a phone and on a desktop. Two families fill in their
 * wish lists in the browser (one in German with two children together, one in Italian); the office publishes
 * its commitment with a secret its browser makes, runs a trial and, after the wish phase, the official run; each
 * family then sees its result with the explanation, and the audit page's files reproduce the draw with
 * scripts/verify-draw.mjs. The phases move by the office's own edits of the season's times.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const PUBLIC_NUMBER = '7 19 23 38 41 52';


/** A moment `minutes` from now as the office types it: the wall clock of the server's zone (APP_TIMEZONE, Europe/Rome). */
function officeTime(minutes: number): string {
  const clock = wallClock(new Date(Date.now() + minutes * 60_000), 'Europe/Rome');
  return `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}`;
}

/** A course year of its own (a season is one per year) with a course of two weeks: one of one place, one of ten. */
async function seasonWithCourse(request: APIRequestContext, adminToken: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const limits = { acceptance_days: 7, max_wishes: 3, max_weeks: 1, held_back_places: 0 };
  const times = { wish_from: officeTime(-10), wish_to: officeTime(60), draw_at: officeTime(60), publish_at: officeTime(61), first_come_from: officeTime(120) };
  // Another run on the same server (or the other project) may hold a year: the next free one is taken.
  let season: { id: number; year: number } | undefined;
  for (let year = 2040 + Math.floor(Math.random() * 50); !season; year++) {
    const response = await request.post('/api/seasons', { headers: bearer(adminToken), data: { year, ...times, ...limits } });
    if (response.status() === 201) season = ((await response.json()) as { data: { id: number; year: number } }).data;
    else expect(response.status(), await response.text()).toBe(422);
  }
  const { data: course } = await call<{ data: { id: number } }>(request, 'post', '/api/course', adminToken, {
    name: `Losung ${suffix}`,
    name_it: `Sorteggio ${suffix}`,
    year: season.year,
    register_from: `${season.year}-03-01`,
    register_to: `${season.year}-06-01`,
    from: `${season.year}-07-01`,
    to: `${season.year}-07-31`,
    max_participants: 10,
    waiting_list: 5,
    multiple_course_week_registration: true,
    bank_name: 'Jugenddienst Bozen',
    bank_iban: 'IT60 X054 2811 1010 0000 0123 456',
  });
  await call(request, 'post', `/api/course/${course.id}/changeActive`, adminToken);
  const week = async (name: string, from: string, places: number) =>
    (
      await call<{ data: { id: number } }>(request, 'post', '/api/courseWeek', adminToken, {
        course_id: course.id,
        name: `${name} ${suffix}`,
        name_it: `${name} IT ${suffix}`,
        from: `${season!.year}-07-${from}`,
        to: `${season!.year}-07-${String(Number(from) + 4).padStart(2, '0')}`,
        max_participants: places,
        waiting_list: 5,
        full_day: true,
        price: 120,
      })
    ).data;
  const small = await week('Kleine Woche', '06', 1);
  const large = await week('Große Woche', '13', 10);
  return { season: { ...season, ...times, ...limits }, small, large };
}

/** A signed-up parent with children, signed in through the API. */
async function familyWith(request: APIRequestContext, names: string[], lang: 'de' | 'it') {
  const account = await signUpParent(request);
  const token = await signIn(request, account);
  for (const first_name of names) {
    await call(request, 'post', '/api/my-family/children', token, { first_name, last_name: 'Huber', tax: uniqueTaxCode(), lang, phone: '+39 333 1234567', school: 'gs_3' });
  }
  return { token, lang };
}

/** A family's page in its language, signed in. */
async function familyPage(page: Page, family: { token: string; lang: 'de' | 'it' }) {
  await useToken(page, family.token);
  await page.addInitScript((value) => localStorage.setItem('summer-weeks.lang', value), family.lang);
}

/** Adds a wish of this week for a child on the wish-list page: the last wish of its section. */
async function wish(page: Page, child: string, week: { id: number }, options: { add: string; weekLabel: string; together?: string }) {
  const section = page.getByRole('region', { name: new RegExp(child) });
  await section.getByRole('button', { name: options.add }).click();
  const last = section.getByRole('group', { name: /\d/ }).last();
  await last.getByRole('combobox', { name: options.weekLabel }).selectOption(String(week.id));
  if (options.together) await last.getByRole('checkbox', { name: options.together }).check();
}

test('families wish, the office draws officially, and each family sees why it got its places; the audit reproduces the draw', async ({ browser, page, request, adminToken }) => {
  test.setTimeout(120_000);
  const { season, small, large } = await seasonWithCourse(request, adminToken);
  const siblings = await familyWith(request, ['Anna', 'Luca'], 'de');
  const single = await familyWith(request, ['Bea'], 'it');

  // The German family: both children want the small week together, then the large one.
  await familyPage(page, siblings);
  await page.goto(`/my-family/wishes/${season.id}`);
  await expect(page.getByRole('heading', { name: `Wunschliste Sommer ${season.year}` })).toBeVisible();
  for (const child of ['Anna', 'Luca']) {
    await wish(page, child, small, { add: 'Wunsch hinzufügen', weekLabel: 'Woche', together: 'Zusammen mit Geschwistern oder gar nicht' });
    await wish(page, child, large, { add: 'Wunsch hinzufügen', weekLabel: 'Woche' });
  }
  await page.getByLabel(/Notfallkontakt 1/).fill('+39 347 1111111');
  await page.getByLabel(/Notfallkontakt 2/).fill('+39 347 2222222');
  await page.getByRole('button', { name: 'Wunschliste speichern' }).click();
  await expect(page.getByText('Die Wunschliste wurde gespeichert.', { exact: false }).first()).toBeVisible();

  // The Italian family, in its own browser: Bea wants the small week.
  const italian = await browser.newContext({ ...(page.viewportSize() ? { viewport: page.viewportSize()! } : {}) });
  const beaPage = await italian.newPage();
  await familyPage(beaPage, single);
  await beaPage.goto(`/my-family/wishes/${season.id}`);
  await wish(beaPage, 'Bea', small, { add: 'Aggiungi un desiderio', weekLabel: 'Settimana' });
  await beaPage.getByLabel(/contatto di emergenza 1/i).fill('+39 347 3333333');
  await beaPage.getByLabel(/contatto di emergenza 2/i).fill('+39 347 4444444');
  await beaPage.getByRole('button', { name: 'Salva la lista dei desideri' }).click();
  await expect(beaPage.getByText('La lista dei desideri è stata salvata', { exact: false }).first()).toBeVisible();

  // The office publishes its commitment (a secret made in its browser) and runs a trial.
  const office = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  const officePage = await office.newPage();
  await useToken(officePage, adminToken);
  await officePage.goto(`/be/seasons/${season.id}`);
  await expect(officePage.getByRole('heading', { name: `Verlosung der Saison ${season.year}` })).toBeVisible();
  await officePage.getByRole('button', { name: 'Geheimnis erzeugen' }).click();
  const secretNote = officePage.getByRole('status', { name: 'Ihr Geheimnis: jetzt sicher aufbewahren' });
  const secret = /[0-9a-f]{64}/.exec((await secretNote.textContent()) ?? '')?.[0] ?? '';
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  await officePage.getByLabel(/Herkunft der öffentlichen Zahl/).fill('Lotto, erste Zahlen der Ziehung nach der Wunschphase');
  await officePage.getByRole('button', { name: 'Verpflichtung veröffentlichen' }).click();
  await expect.poll(async () => (await call<{ data: { commitment: string } }>(request, 'get', `/api/seasons/${season.id}`, adminToken)).data.commitment).toBe(
    createHash('sha256').update(secret).digest('hex'),
  );
  await officePage.getByRole('button', { name: 'Probelauf', exact: true }).click();
  await expect(officePage.getByText('Kinder mit Wünschen').first()).toBeVisible();

  // The wish phase ends and the publication time passes (the office's edit of its times): the official run.
  await call(request, 'put', `/api/seasons/${season.id}`, adminToken, {
    ...season,
    wish_from: officeTime(-10),
    wish_to: officeTime(-3),
    draw_at: officeTime(-3),
    publish_at: officeTime(-2),
    first_come_from: officeTime(120),
  });
  await officePage.reload();
  await officePage.getByLabel(/^Geheimnis/).fill(secret);
  await officePage.getByLabel(/^Öffentliche Zahl/).fill(PUBLIC_NUMBER);
  await officePage.getByRole('button', { name: 'Offiziell verlosen' }).click();
  await officePage.getByRole('dialog').getByRole('button', { name: 'Ja', exact: true }).click();
  await expect(officePage.getByText(createHash('sha256').update(`${secret}\n${PUBLIC_NUMBER}`).digest('hex'))).toBeVisible();

  // Each family sees its result and why.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ergebnis der Verlosung' })).toBeVisible();
  await expect(page.getByText(/Ihre Familie hatte die Position [12] von 2\./)).toBeVisible();
  // The small week's one place cannot take both siblings: in round 1 their first wish is lost, their second granted.
  await page.getByRole('button', { name: 'Warum?' }).first().click();
  await expect(page.getByText(/Runde 1: (Ihr|Für Ihren) 1\. Wunsch \(.*(war voll|zu wenig für die ganze Gruppe)/).first()).toBeVisible();
  await expect(page.getByText(/Runde 1: Ihr 2\. Wunsch \(.*\) wurde erfüllt\./).first()).toBeVisible();
  await expect(page.getByText(/Platz – bitte bis \d\d\.\d\d\.\d{4} bezahlen/)).toHaveCount(2);
  // Bea, whose only wish was the small week, has its place.
  await beaPage.reload();
  await expect(beaPage.getByText(/La vostra famiglia aveva la posizione [12] su 2\./)).toBeVisible();
  await expect(beaPage.getByText(/Posto ottenuto – da pagare entro il \d\d\.\d\d\.\d{4}/)).toBeVisible();

  // The audit's files, as the page offers them, reproduce the draw.
  const audit = await browser.newPage();
  await audit.goto(`/seasons/${season.id}/audit`);
  await expect(audit.getByText(secret).first()).toBeVisible();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'draw-audit-'));
  try {
    for (const [name, file] of [['Eingabe herunterladen', 'input.json'], ['Ergebnis herunterladen', 'result.json']] as const) {
      const [download] = await Promise.all([audit.waitForEvent('download'), audit.getByRole('link', { name }).click()]);
      await download.saveAs(path.join(folder, file));
    }
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/verify-draw.mjs', path.join(folder, 'input.json'), path.join(folder, 'result.json')], { cwd: repoRoot });
    expect(stdout).toContain('reproduced');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  await Promise.all([italian.close(), office.close(), audit.close()]);
});
