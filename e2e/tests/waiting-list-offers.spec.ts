import type { Browser, Page } from '@playwright/test';
import { call, expect, test, useToken } from '../fixtures';
import { latestMailTo } from '../mail';
import { bookingFamily, courseWithWeek, withOfferHours } from '../offers';

/**
 * Issue 36: with offer_hours on, two places of a full week come free. The German family gets the offer e-mail,
 * opens its family page, sees the deadline and the time left, and accepts; the Italian family declines in its
 * own browser, and the next family on the waiting list gets the offer e-mail. On a phone and on a desktop.
 */

/** The family's page in its own browser and language, signed in. */
async function familyPage(browser: Browser, page: Page, family: { token: string; lang: 'de' | 'it' }) {
  const context = await browser.newContext({ ...(page.viewportSize() ? { viewport: page.viewportSize()! } : {}) });
  const own = await context.newPage();
  await useToken(own, family.token);
  await own.addInitScript((value) => localStorage.setItem('summer-weeks.lang', value), family.lang);
  await own.goto('/my-family');
  return own;
}

test('a family accepts an offered place on its page, another declines and the next family is offered it', async ({ browser, page, request, adminToken }) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const { course, week } = await courseWithWeek(request, adminToken, suffix, 2);
  const first = await bookingFamily(request, course, week, 'Erich', 'de');
  const second = await bookingFamily(request, course, week, 'Franz', 'de');
  const anna = await bookingFamily(request, course, week, 'Anna', 'de');
  const bruno = await bookingFamily(request, course, week, 'Bruno', 'it');
  const carla = await bookingFamily(request, course, week, 'Carla', 'de');
  // From the first freed place to the last offer, a freed place is offered (offer_hours), not given at once.
  await withOfferHours(request, adminToken, 48, async () => {
    // Both places come free: Anna and Bruno, first on the waiting list, are each offered one.
    for (const family of [first, second]) await call(request, 'delete', `/api/registration/${family.registrationId}`, family.token);
    // The e-mail as it was sent (its title repeats the subject, which the file holds encoded).
    await expect.poll(() => latestMailTo(anna.email)?.html ?? '', { timeout: 15_000 }).toMatch(/<title>Ein Platz ist frei – bitte bis \d\d\.\d\d\.\d{4} \d\d:\d\d annehmen<\/title>/);
    expect(latestMailTo(anna.email)!.html).toMatch(/href="[^"]+\/my-family"/);

    // Anna's family accepts on its page, which shows the deadline and the time left first.
    const annaPage = await familyPage(browser, page, anna);
    const offer = annaPage.getByRole('region', { name: 'Ein Platz für Anna Huber ist frei' });
    await expect(offer).toContainText(/Bitte entscheiden Sie bis \d\d\.\d\d\.\d{4} \d\d:\d\d: noch (1 Tag 23 Stunden|2 Tage)/);
    await offer.getByRole('button', { name: 'Platz annehmen' }).click();
    await expect(annaPage.getByText(/^Der Platz für Anna Huber in Woche .* ist bestätigt/)).toBeVisible();
    await expect(offer).toHaveCount(0);
    await expect(annaPage.getByRole('region', { name: 'Aktuelle Anmeldungen' })).toContainText('Anna Huber');

    // Bruno's family, in Italian, declines after confirming; Carla's family is offered the place.
    const brunoPage = await familyPage(browser, page, bruno);
    const brunoOffer = brunoPage.getByRole('region', { name: 'Si è liberato un posto per Bruno Huber' });
    await expect(brunoOffer).toContainText(/Decidete entro il \d\d\.\d\d\.\d{4} \d\d:\d\d: ancora/);
    await brunoOffer.getByRole('button', { name: 'Rifiuta' }).click();
    await brunoPage.getByRole('dialog').getByRole('button', { name: 'Sì' }).click();
    await expect(brunoPage.getByText(/^Avete rifiutato il posto per Bruno Huber/)).toBeVisible();
    await expect(brunoOffer).toHaveCount(0);
    await expect.poll(() => latestMailTo(carla.email)?.html ?? '', { timeout: 15_000 }).toContain('<title>Ein Platz ist frei');
    await brunoPage.context().close();
    await annaPage.context().close();
  });
});
