import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { options } from '../../db/schema';
import { sanitizeRichText } from '../../lib/rich-text';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, createStaffUser, signIn, signUpParent } from '../../../test/support/factories';
import { insertCourse, insertWeek } from '../../../test/support/rows';

let ctx: TestContext;
let viewerToken: string;
let parentToken: string;
let courseId: number;

const NBSP = '\u00a0';

beforeAll(async () => {
  ctx = await createTestApp();
  const viewer = await createStaffUser(ctx.db, ['course.view']);
  viewerToken = await signIn(ctx.app, viewer.email, viewer.password);
  parentToken = (await signUpParent(ctx.app)).token;
  await ctx.db.update(options).set({ value: '<p>Ihr Sommerteam</p>' }).where(eq(options.key, 'email_footer'));

  const course = await insertCourse(ctx.db, {
    name: 'Sommer <b>Camp</b>',
    name_it: 'Campo <b>estivo</b>',
    bank_name: 'Raiffeisen & Co',
    bank_iban: 'IT60X0542811101000000123456',
    email_new: sanitizeRichText(
      '<p>Hallo {parent_name},</p><p>{child_name} ist für <strong>{course_name}</strong>, {week_name} ' +
        '({week_from} – {week_to}, {day_type}) angemeldet. Bitte {price} an {bank_name}, IBAN {bank_iban}. Offen: {open_amount}. {unknown}</p>',
    ),
    email_new_it: sanitizeRichText('<p>Gentile {parent_name}, {child_name} è iscritto/a a {course_name}, {week_name} ({week_from} – {week_to}, {day_type}).</p>'),
    email_payed: '<p>Noch offen: {open_amount}, bezahlt: {price}.</p>',
    email_deleted: '<p>Die Anmeldung von {child_name} wurde storniert.</p>',
  });
  courseId = course.id;
  // The later week is inserted first: the preview takes the first week by date.
  await insertWeek(ctx.db, courseId, { name: 'Woche 2', name_it: 'Settimana 2', from: '2025-07-14', to: '2025-07-18', price: 1234.5 });
  await insertWeek(ctx.db, courseId, { name: 'Woche <1>', name_it: 'Settimana <1>', from: '2025-07-07', to: '2025-07-11', price: 120 });
});
afterAll(() => ctx.close());

const preview = (url: string, headers: Record<string, string> = bearer(viewerToken)) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('GET /mail-preview/:courseId/:kind', () => {
  it('renders the German text with a sample family of two children in the first two weeks, escaped, in the e-mail layout with the signature', async () => {
    const response = await preview(`/mail-preview/${courseId}/new?lang=de`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Anmeldebestätigung: Sommer &lt;b&gt;Camp&lt;/b&gt;</title>');
    expect(html).toContain('<p>Hallo Anna Huber,</p>');
    // The course's text once, for the three places (120 + 120 + 1.234,50); Lena waits in week 2.
    expect(html.match(/Hallo Anna Huber/g)).toHaveLength(1);
    expect(html).toContain(
      `<p>Lukas Huber und Lena Huber ist für <strong>Sommer &lt;b&gt;Camp&lt;/b&gt;</strong>, Woche &lt;1&gt; und Woche 2 (07.07.2025 – 18.07.2025, Ganztags) angemeldet. ` +
        `Bitte 1.474,50${NBSP}€ an Raiffeisen &amp; Co, IBAN IT60X0542811101000000123456. Offen: 1.474,50${NBSP}€. {unknown}</p>`,
    );
    expect(html).toContain(
      `<h3>Ihre Anmeldungen</h3><p>Lukas Huber, Woche &lt;1&gt; (07.07.2025 - 11.07.2025, Ganztags): <strong>angemeldet</strong><br>` +
        `Lena Huber, Woche &lt;1&gt; (07.07.2025 - 11.07.2025, Ganztags): <strong>angemeldet</strong><br>` +
        `Lukas Huber, Woche 2 (14.07.2025 - 18.07.2025, Ganztags): <strong>angemeldet</strong><br>` +
        `Lena Huber, Woche 2 (14.07.2025 - 18.07.2025, Ganztags): <strong>Platz 1 auf der Warteliste</strong></p>`,
    );
    expect(html).not.toContain('<b>Camp</b>');
    expect(html).toContain('<p>Ihr Sommerteam</p>');
  });

  it('renders the Italian text with Italian sample values', async () => {
    const response = await preview(`/mail-preview/${courseId}/new?lang=it`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="it">');
    expect(response.body).toContain("<title>Conferma d&#39;iscrizione: Campo &lt;b&gt;estivo&lt;/b&gt;</title>");
    expect(response.body).toContain('Sofia Rossi, Settimana 2 (dal 14.07.2025 al 18.07.2025, Giornata intera): <strong>1° posto in lista d&#39;attesa</strong>');
    expect(response.body).toContain(
      '<p>Gentile Giulia Rossi, Marco Rossi e Sofia Rossi è iscritto/a a Campo &lt;b&gt;estivo&lt;/b&gt;, Settimana &lt;1&gt; e Settimana 2 (07.07.2025 – 18.07.2025, Giornata intera).</p>',
    );
  });

  it('falls back to the German text when the Italian one is empty, and says when there is none', async () => {
    const payed = await preview(`/mail-preview/${courseId}/payed?lang=it`);
    expect(payed.body).toContain(`<p>Noch offen: 0,00${NBSP}€, bezahlt: 120,00${NBSP}€.</p>`);
    expect(payed.body).toContain('<title>Pagamento ricevuto: Campo &lt;b&gt;estivo&lt;/b&gt;</title>');

    const waiting = await preview(`/mail-preview/${courseId}/new-waiting`);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.body).toContain('<p><em>Für diese E-Mail ist im Kurs noch kein Text hinterlegt.</em></p>');
    expect(waiting.body).toContain('<title>Warteliste: Sommer &lt;b&gt;Camp&lt;/b&gt;</title>');
    // Both children wait in the first week, one behind the other.
    expect(waiting.body).toContain(
      `<p>Lukas Huber, Woche &lt;1&gt; (07.07.2025 - 11.07.2025, Ganztags): <strong>Platz 1 auf der Warteliste</strong><br>` +
        `Lena Huber, Woche &lt;1&gt; (07.07.2025 - 11.07.2025, Ganztags): <strong>Platz 2 auf der Warteliste</strong></p>`,
    );
    expect(waiting.body).not.toContain('Zahlungsgrund');
  });

  it('shows what the e-mail adds under the text: one transfer of the places to the organisation, the family page, the booked payment with its link', async () => {
    await ctx.db.update(options).set({ value: 'Jugenddienst Bozen' }).where(eq(options.key, 'payment_recipient'));
    const html = (await preview(`/mail-preview/${courseId}/new`)).body;
    expect(html).toContain(
      `<h3>Zahlung per Banküberweisung</h3><p>Geben Sie bei der Überweisung genau diesen Zahlungsgrund an: So ordnet das Büro Ihre Zahlung der Buchung zu.</p>` +
        `<p>Empfänger: <strong>Jugenddienst Bozen</strong><br>IBAN: <strong>IT60X0542811101000000123456</strong><br>` +
        `Betrag: <strong>1.474,50${NBSP}€</strong><br>Zahlungsgrund: <strong>SPW-1234-82 Lukas Huber Lena Huber</strong></p>` +
        `<p>Der Betrag setzt sich so zusammen:<br>Lukas Huber, Woche &lt;1&gt; (Ganztags): 120,00${NBSP}€<br>Lena Huber, Woche &lt;1&gt; (Ganztags): 120,00${NBSP}€<br>` +
        `Lukas Huber, Woche 2 (Ganztags): 1.234,50${NBSP}€</p>`,
    );
    expect(html).toContain('<a href="http://localhost:3000/my-family">http://localhost:3000/my-family</a>');
    // A promotion of both children: one e-mail, their two places to pay.
    const promoted = (await preview(`/mail-preview/${courseId}/waiting`)).body;
    expect(promoted.match(/<strong>von der Warteliste nachgerückt, jetzt angemeldet<\/strong>/g)).toHaveLength(2);
    expect(promoted).toContain(`Betrag: <strong>240,00${NBSP}€</strong><br>Zahlungsgrund: <strong>SPW-1234-82 Lukas Huber Lena Huber</strong>`);
    const payed = (await preview(`/mail-preview/${courseId}/payed?lang=it`)).body;
    expect(payed).toMatch(new RegExp(`<p>Pagato: <strong>120,00${NBSP}€</strong><br>Registrato il: <strong>\\d\\d\\.\\d\\d\\.\\d{4}</strong></p>`));
    expect(payed).toContain('<a href="http://localhost:3000/confirmations">http://localhost:3000/confirmations</a>');
    expect((await preview(`/mail-preview/${courseId}/deleted`)).body).not.toContain('<h3>');
  });

  it('signs in the language of the preview: the Italian signature, the German one while it is empty', async () => {
    await ctx.db.update(options).set({ value: '<p>Il vostro team estivo</p>' }).where(eq(options.key, 'email_footer_it'));
    const italian = (await preview(`/mail-preview/${courseId}/deleted?lang=it`)).body;
    expect(italian).toContain('<p>Il vostro team estivo</p>');
    expect(italian).not.toContain('Ihr Sommerteam');
    expect((await preview(`/mail-preview/${courseId}/deleted?lang=de`)).body).toContain('<p>Ihr Sommerteam</p>');

    await ctx.db.update(options).set({ value: '<p></p>' }).where(eq(options.key, 'email_footer_it'));
    expect((await preview(`/mail-preview/${courseId}/deleted?lang=it`)).body).toContain('<p>Ihr Sommerteam</p>');
  });

  it('uses a half-day week with the course label, and sample dates for a course without weeks', async () => {
    const course = await insertCourse(ctx.db, {
      name: 'Malen',
      name_it: 'Pittura',
      year: 2026,
      label_half_day_it: 'Solo mattina',
      email_new: '<p>{week_name}: {week_from}–{week_to}, {day_type}, {price}</p>',
    });
    const bare = await preview(`/mail-preview/${course.id}/new`);
    // No week and no price: the first full week of July of the course's year and a sample price.
    expect(bare.body).toContain(`<p>Woche 1: 06.07.2026–10.07.2026, Ganztags, 300,00${NBSP}€</p>`);

    await insertWeek(ctx.db, course.id, { from: '2026-08-03', to: '2026-08-07', full_day: false, price: null, half_day: true, price_half_day: 65 });
    expect((await preview(`/mail-preview/${course.id}/new?lang=it`)).body).toContain(
      `<p>Settimana 1: 03.08.2026–07.08.2026, Solo mattina, 130,00${NBSP}€</p>`,
    );
    expect((await preview(`/mail-preview/${course.id}/new`)).body).toContain(`<p>Woche 1: 03.08.2026–07.08.2026, Halbtags, 130,00${NBSP}€</p>`);
  });

  it('may be framed by our own pages only and loads nothing', async () => {
    const response = await preview(`/mail-preview/${courseId}/deleted`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';style-src 'unsafe-inline';img-src data: https:;frame-ancestors 'self'",
    );
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts the token in the query, as an iframe sends no header', async () => {
    const response = await preview(`/mail-preview/${courseId}/waiting?lang=it&token=${encodeURIComponent(viewerToken)}`, {});
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Si è liberato un posto: Campo &lt;b&gt;estivo&lt;/b&gt;</title>');
  });

  it('answers 401 without a token, 403 without course.view or course.update', async () => {
    expect((await preview(`/mail-preview/${courseId}/new`, {})).statusCode).toBe(401);
    expect((await preview(`/mail-preview/${courseId}/new?token=wrong`, {})).statusCode).toBe(401);
    expect((await preview(`/mail-preview/${courseId}/new`, bearer(parentToken))).statusCode).toBe(403);
    const editor = await createStaffUser(ctx.db, ['course.update']);
    const editorToken = await signIn(ctx.app, editor.email, editor.password);
    expect((await preview(`/mail-preview/${courseId}/new`, bearer(editorToken))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown course or kind', async () => {
    expect((await preview('/mail-preview/999999/new')).statusCode).toBe(404);
    expect((await preview('/mail-preview/abc/new')).statusCode).toBe(404);
    expect((await preview(`/mail-preview/${courseId}/reminder`)).statusCode).toBe(404);
    expect((await preview(`/mail-preview/${courseId}`)).statusCode).toBe(404);
  });
});
