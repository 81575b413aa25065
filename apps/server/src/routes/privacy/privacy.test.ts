import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, options, people, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, createStaffUser, SIGNATURE, signIn, signUpParent } from '../../../test/support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const userdata = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/userdata', headers: bearer(token) });
const update = (payload: object, token?: string, lang = 'de') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/update-user-privacy',
    payload,
    headers: { 'api-lang': lang, ...(token ? bearer(token) : {}) },
  });
const valid = { privacy_agb: true, privacy_photo: 'yes', signature: SIGNATURE };

async function setOption(key: 'app_privacy_check_date_update' | 'photo_privacy', value: string) {
  await ctx.db.update(options).set({ value }).where(eq(options.key, key));
}

/** A parent who accepted the privacy terms a year ago, before the document changed yesterday. */
async function parentWithOutdatedConsent(overrides: Record<string, unknown> = {}) {
  const { token, payload } = await signUpParent(ctx.app, overrides);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, payload.email));
  const yearAgo = new Date(Date.now() - 365 * 86_400_000);
  await ctx.db.update(people).set({ privacy_agb_at: yearAgo }).where(eq(people.id, user!.person_id!));
  await setOption('app_privacy_check_date_update', new Date(Date.now() - 86_400_000).toISOString());
  const person = async () => (await ctx.db.select().from(people).where(eq(people.id, user!.person_id!)))[0]!;
  return { token, userId: user!.id, person };
}

describe('POST /api/update-user-privacy', () => {
  it('answers 401 without a token', async () => {
    expect((await update(valid)).statusCode).toBe(401);
  });

  it('turns privacy_verification_needed off, storing the acceptance time and a new private signature', async () => {
    const { token, userId, person } = await parentWithOutdatedConsent({ privacy_photo: 'no' });
    expect((await userdata(token)).json().data.privacy_verification_needed).toBe(true);
    const before = await person();

    const response = await update(valid, token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Vielen Dank, Ihre Zustimmung wurde gespeichert.');
    expect(body.data.privacy_verification_needed).toBe(false);
    expect(body.data.people.privacy_photo).toBe('yes');
    expect((await userdata(token)).json().data.privacy_verification_needed).toBe(false);

    const after = await person();
    expect(after.privacy_agb_at!.getTime()).toBeGreaterThan(before.privacy_agb_at!.getTime());
    expect(after.privacy_photo_accept_at).toBeInstanceOf(Date);
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    expect(after.signature_file_id).not.toBe(before.signature_file_id);
    const [signature] = await ctx.db.select().from(files).where(eq(files.id, after.signature_file_id!));
    expect(signature).toMatchObject({ is_public: false, mime_type: 'image/png', created_by_user_id: userId });
    // The replaced signature belonged to a consent that no longer counts.
    expect(await ctx.db.select().from(files).where(eq(files.id, before.signature_file_id!))).toHaveLength(0);
  });

  it('takes the full name typed instead of drawing, and a new drawn signature replaces the typed one', async () => {
    const { token, person } = await parentWithOutdatedConsent();
    const drawnBefore = (await person()).signature_file_id!;

    const typed = await update({ privacy_agb: true, privacy_photo: 'yes', typed_signature: 'Maria Rossi' }, token);
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().data.privacy_verification_needed).toBe(false);
    expect(await person()).toMatchObject({ typed_signature: 'Maria Rossi', signature_file_id: null });
    expect(await ctx.db.select().from(files).where(eq(files.id, drawnBefore))).toHaveLength(0);

    expect((await update(valid, token)).statusCode).toBe(200);
    expect(await person()).toMatchObject({ typed_signature: null, signature_file_id: expect.any(String) });
  });

  it('keeps the date of a photo consent already given, and "no" withdraws it', async () => {
    const { token, person } = await parentWithOutdatedConsent({ privacy_photo: 'yes' });
    const consentedAt = (await person()).privacy_photo_accept_at!;
    expect((await update(valid, token)).statusCode).toBe(200);
    expect((await person()).privacy_photo_accept_at).toEqual(consentedAt);

    const withdrawn = await update({ ...valid, privacy_photo: 'no' }, token);
    expect(withdrawn.json().data.people.privacy_photo).toBe('no');
    expect((await person()).privacy_photo_accept_at).toBeNull();
  });

  it.each([
    ['a missing signature', { signature: undefined }, 'signature', 'Unterschrift fehlt! Bitte im Bereich Datenschutz im schwarzen Feld unterschreiben oder Ihren vollen Namen eintippen.'],
    ['an empty signature', { signature: '' }, 'signature', 'Unterschrift fehlt! Bitte im Bereich Datenschutz im schwarzen Feld unterschreiben oder Ihren vollen Namen eintippen.'],
    ['a signature that is not a PNG', { signature: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` }, 'signature', 'Unterschrift fehlt! Bitte im Bereich Datenschutz im schwarzen Feld unterschreiben oder Ihren vollen Namen eintippen.'],
    ['a typed name that is not the parent\'s', { signature: '', typed_signature: 'Mario Bianchi' }, 'typed_signature', 'Bitte tippen Sie Ihren vollen Namen ein, Vor- und Nachname wie oben angegeben.'],
    ['privacy not accepted', { privacy_agb: false }, 'privacy_agb', 'Bitte die Datenschutzbestimmungen akzeptieren.'],
    ['no photo answer while photo_privacy is 1', { privacy_photo: '' }, 'privacy_photo', 'Bitte Ja oder Nein wählen.'],
    ['a photo answer that is neither yes nor no', { privacy_photo: 'maybe' }, 'privacy_photo', 'Bitte Ja oder Nein wählen.'],
  ])('refuses %s with 422, the message on the field, and changes nothing', async (_case, override, field, message) => {
    const { token, person } = await parentWithOutdatedConsent();
    const before = await person();
    const response = await update({ ...valid, ...override }, token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await person()).toEqual(before);
    expect((await userdata(token)).json().data.privacy_verification_needed).toBe(true);
  });

  it('answers in Italian', async () => {
    const { token } = await parentWithOutdatedConsent();
    const response = await update({ ...valid, signature: '' }, token, 'it');
    expect(response.json().errors.signature).toEqual(['Firma mancante! Nella sezione privacy firmare nel riquadro nero o digitare il proprio nome completo.']);
  });

  it('does not ask the photo question when photo_privacy is 0, and keeps the stored answer', async () => {
    const { token, person } = await parentWithOutdatedConsent({ privacy_photo: 'yes' });
    const consentedAt = (await person()).privacy_photo_accept_at;
    await setOption('photo_privacy', '0');
    try {
      const response = await update({ privacy_agb: true, signature: SIGNATURE }, token);
      expect(response.statusCode).toBe(200);
      expect((await person()).privacy_photo_accept_at).toEqual(consentedAt);
    } finally {
      await setOption('photo_privacy', '1');
    }
  });

  it('answers 404 to a back-office account, which has no person', async () => {
    const staff = await createStaffUser(ctx.db, ['course.index']);
    const token = await signIn(ctx.app, staff.email, staff.password);
    const response = await update(valid, token);
    expect(response.statusCode).toBe(404);
    expect((await userdata(token)).json().data.privacy_verification_needed).toBe(false);
  });
});
