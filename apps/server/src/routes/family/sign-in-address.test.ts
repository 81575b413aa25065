import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childParents, children, emailConfirmations, emailLogs, healthAccessLog, people, rateLimitHits, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { deleteSpentAddressLinks } from '../../services/address-links/address-link';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, makeTaxCode, newClientAddress, signIn, signUpParent, staffHeaders } from '../../../test/support/factories';
import { insertFamily } from '../../../test/support/families';
import { uniqueTag } from '../../../test/support/http';
import { deliveredLinkToken, deliveredMailTo } from '../../../test/support/mail';

/**
 * Issue 33, decision 017: the address a family signs in with is proven by a link before it opens anything,
 * and only the family moves it. Each test here failed on the code before: a sign-up joined the office's person
 * at once, an office edit or the user management moved a family's login, the family's own change needed no
 * password, and any child.update linked a parent to a child's health data without a trace.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}), remoteAddress: newClientAddress() });
const address = () => `${uniqueTag()}@example.org`;

/** A family that phoned in: the office entered the parent (no login) and a child with a health flag. */
async function officeFamily(email: string) {
  const [person] = await ctx.db
    .insert(people)
    .values({ first_name: 'Paola', last_name: 'Office', email, tax: makeTaxCode({ gender: 'f' }), birth: '1985-04-12', address: 'Via del Ufficio 1', phone: '+39 0471 999999' })
    .returning();
  const [child] = await ctx.db
    .insert(children)
    .values({ first_name: 'Lia', last_name: 'Office', tax: makeTaxCode({ birth: '2016-05-12', gender: 'f' }), gender: 'f', birth: '2016-05-12', phone: '+39 0471 999999', school: 'gs_3', with_diagnostics: true })
    .returning();
  await ctx.db.insert(childParents).values({ child_id: child!.id, person_id: person!.id });
  return { person: person!, child: child! };
}

const familyPage = async (headers: Record<string, string>) => (await call('GET', '/api/my-family', headers)).json().data;
const personOf = async (email: string) => (await ctx.db.select({ person_id: users.person_id }).from(users).where(eq(users.email, email)))[0]!.person_id;

describe('a sign-up with the address of a parent the office entered', () => {
  it('is a new, empty family until the link sent to that address is opened in its own session', async () => {
    const email = address();
    const office = await officeFamily(email);
    const { token, payload } = await signUpParent(ctx.app, { email, first_name: 'Stranger', address: 'Fremdweg 9' });
    const headers = bearer(token);

    const before = await familyPage(headers);
    expect(before.childrens).toEqual([]);
    expect(before.parent.id).not.toBe(office.person.id);
    expect(before.parent.pending_address).toEqual({ purpose: 'join_person', email });
    const [kept] = await ctx.db.select().from(people).where(eq(people.id, office.person.id));
    expect(kept).toMatchObject({ first_name: 'Paola', tax: office.person.tax, birth: '1985-04-12', address: 'Via del Ufficio 1' });
    expect(await personOf(email)).not.toBe(office.person.id);

    // The link's token stays out of the e-mail log, which staff read.
    const [logged] = await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, email));
    expect(logged!.body).toContain('/confirm-email?');
    expect(logged!.body).not.toMatch(/token=(?!\[redacted\])/);
    const link = await deliveredLinkToken(ctx, email, '/confirm-email');

    // The owner of the address, signed in elsewhere, cannot use the link for the account somebody else made.
    const someoneElse = await signUpParent(ctx.app);
    const foreign = await call('POST', '/api/my-family/confirm-email', bearer(someoneElse.token), { token: link });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['token']);
    expect(await personOf(email)).not.toBe(office.person.id);

    // The page asks first: what the link does, with nothing changed yet.
    const asked = await call('GET', `/api/my-family/confirm-email?token=${encodeURIComponent(link)}`, headers);
    expect(asked.json().data).toEqual({ purpose: 'join_person', email });
    expect(await personOf(email)).not.toBe(office.person.id);
    const joined = await call('POST', '/api/my-family/confirm-email', { ...headers, 'api-lang': 'it' }, { token: link });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().message).toBe('Il vostro account è ora collegato ai dati della vostra famiglia.');
    expect(await personOf(email)).toBe(office.person.id);
    const after = await familyPage(headers);
    expect(after.parent).toMatchObject({ id: office.person.id, first_name: 'Paola', address: 'Via del Ufficio 1', pending_address: null });
    expect(after.childrens.map((child: { id: number; with_diagnostics: boolean }) => [child.id, child.with_diagnostics])).toEqual([[office.child.id, true]]);
    // The empty person of the sign-up is gone, and its consents with it: who gave them is not proven to be who
    // opened the link, so the family is asked again.
    expect(await ctx.db.select().from(people).where(eq(people.first_name, 'Stranger'))).toEqual([]);
    expect((await call('GET', '/api/userdata', headers)).json().data.privacy_verification_needed).toBe(true);
    // The account now sees the child's health answers: the log says so.
    const [account] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const entries = await ctx.db.select().from(healthAccessLog).where(eq(healthAccessLog.child_id, office.child.id));
    expect(entries.map((entry) => [entry.user_id, entry.action, entry.person_id])).toEqual([[account!.id, 'parent_linked', office.person.id]]);

    // Once only, and the account signs in as before.
    expect((await call('POST', '/api/my-family/confirm-email', headers, { token: link })).statusCode).toBe(422);
    expect(await signIn(ctx.app, email, payload.password)).toBeTruthy();
  });

  it('may type the tax code the office stored, and a child added before the link goes along', async () => {
    const email = address();
    const office = await officeFamily(email);
    const { token } = await signUpParent(ctx.app, { email, tax: office.person.tax });
    const headers = bearer(token);
    const child = await call('POST', '/api/my-family/children', headers, {
      first_name: 'Tom',
      last_name: 'Office',
      tax: makeTaxCode({ birth: '2017-03-03', gender: 'm' }),
      lang: 'de',
      phone: '+39 333 1234567',
      whatsapp_infos: false,
      school: 'gs_3',
      with_diagnostics: false,
    });
    expect(child.statusCode, child.body).toBe(201);
    const link = await deliveredLinkToken(ctx, email, '/confirm-email');
    expect((await call('POST', '/api/my-family/confirm-email', headers, { token: link })).statusCode).toBe(200);
    const names = (await familyPage(headers)).childrens.map((row: { first_name: string }) => row.first_name);
    expect(names).toEqual(['Lia', 'Tom']);
    const [kept] = await ctx.db.select({ tax: people.tax }).from(people).where(eq(people.id, office.person.id));
    expect(kept!.tax).toBe(office.person.tax);
  });

  it('joins nothing once the link ran out, or another account joined the person first', async () => {
    const email = address();
    const office = await officeFamily(email);
    const first = await signUpParent(ctx.app, { email });
    const firstLink = await deliveredLinkToken(ctx, email, '/confirm-email');
    await ctx.db.update(emailConfirmations).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(emailConfirmations.token_hash, hashToken(firstLink)));
    expect((await call('POST', '/api/my-family/confirm-email', bearer(first.token), { token: firstLink })).statusCode).toBe(422);
    expect((await call('GET', `/api/my-family/confirm-email?token=${encodeURIComponent(firstLink)}`, bearer(first.token))).statusCode).toBe(422);

    // A new link: void while another account holds the person, and void once the account's own address moved.
    const resent = await call('POST', '/api/my-family/address-link', bearer(first.token));
    expect(resent.statusCode).toBe(200);
    const fresh = await deliveredLinkToken(ctx, email, '/confirm-email');
    const [account] = await ctx.db.select().from(users).where(eq(users.email, email));
    const [other] = await ctx.db.insert(users).values({ name: 'Other', email: address(), password_hash: 'x', person_id: office.person.id }).returning();
    expect((await call('POST', '/api/my-family/confirm-email', bearer(first.token), { token: fresh })).statusCode).toBe(422);
    await ctx.db.delete(users).where(eq(users.id, other!.id));
    await ctx.db.update(users).set({ email: address() }).where(eq(users.id, account!.id));
    expect((await call('POST', '/api/my-family/confirm-email', bearer(first.token), { token: fresh })).statusCode).toBe(422);
    const [after] = await ctx.db.select({ person_id: users.person_id }).from(users).where(eq(users.id, account!.id));
    expect(after!.person_id).not.toBe(office.person.id);
  });

  it('joins nothing once the office changed the person\'s address after the link was sent', async () => {
    const email = address();
    const office = await officeFamily(email);
    const { token } = await signUpParent(ctx.app, { email });
    const link = await deliveredLinkToken(ctx, email, '/confirm-email');
    await ctx.db.update(people).set({ email: address() }).where(eq(people.id, office.person.id));
    const response = await call('POST', '/api/my-family/confirm-email', bearer(token), { token: link });
    expect(response.statusCode).toBe(422);
    expect(await personOf(email)).not.toBe(office.person.id);
  });

  it('sends a new link on request, and the earlier one stops working', async () => {
    const email = address();
    await officeFamily(email);
    const { token } = await signUpParent(ctx.app, { email });
    const first = await deliveredLinkToken(ctx, email, '/confirm-email');
    const resent = await call('POST', '/api/my-family/address-link', bearer(token));
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await deliveredLinkToken(ctx, email, '/confirm-email');
    expect(second).not.toBe(first);
    expect((await call('POST', '/api/my-family/confirm-email', bearer(token), { token: first })).statusCode).toBe(422);
    expect((await call('POST', '/api/my-family/confirm-email', bearer(token), { token: second })).statusCode).toBe(200);
    expect((await call('POST', '/api/my-family/address-link', bearer(token))).statusCode).toBe(409);
    // The hourly maintenance forgets used links.
    const [account] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await ctx.db.select().from(emailConfirmations).where(eq(emailConfirmations.user_id, account!.id))).toHaveLength(1);
    await deleteSpentAddressLinks(ctx.db, new Date());
    expect(await ctx.db.select().from(emailConfirmations).where(eq(emailConfirmations.user_id, account!.id))).toEqual([]);
  });
});

describe('a link kept by whoever held the account before', () => {
  it('stops working when the address\'s owner resets the password, and a reset link stops with a new address', async () => {
    // A stranger signs up with the address of a family that phoned in and asks to move it to his own mailbox.
    const email = address();
    await officeFamily(email);
    const stranger = await signUpParent(ctx.app, { email });
    const hisAddress = address();
    const asked = await call('POST', '/api/my-family/parent', bearer(stranger.token), { email: hisAddress, phone: '+39 0471 111111', current_password: stranger.payload.password });
    expect(asked.statusCode, asked.body).toBe(200);
    const kept = await deliveredLinkToken(ctx, hisAddress, '/confirm-email');
    // The family takes its address back: "forgot password", then it signs in.
    await ctx.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email }, remoteAddress: newClientAddress() });
    const reset = await deliveredLinkToken(ctx, email);
    const password = 'Family-owns-it-7';
    const done = await ctx.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email, token: reset, password, password_confirmation: password }, remoteAddress: newClientAddress() });
    expect(done.statusCode, done.body).toBe(200);
    const family = bearer(await signIn(ctx.app, email, password));
    // The stranger's link, opened in the family's session, moves nothing.
    expect((await call('POST', '/api/my-family/confirm-email', family, { token: kept })).statusCode).toBe(422);
    expect(await signIn(ctx.app, email, password)).toBeTruthy();

    // A reset link asked for before a new address is confirmed stops working with it.
    await ctx.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email }, remoteAddress: newClientAddress() });
    const early = await deliveredLinkToken(ctx, email);
    const newEmail = address();
    await ctx.db.delete(rateLimitHits);
    expect((await call('POST', '/api/my-family/parent', family, { email: newEmail, phone: '+39 0471 111111', current_password: password })).statusCode).toBe(200);
    expect((await call('POST', '/api/my-family/confirm-email', family, { token: await deliveredLinkToken(ctx, newEmail, '/confirm-email') })).statusCode).toBe(200);
    const late = await ctx.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email: newEmail, token: early, password: 'Another-try-8', password_confirmation: 'Another-try-8' }, remoteAddress: newClientAddress() });
    expect(late.statusCode).toBe(422);
  });

  it('sends at most three address links an hour per account, new or again', async () => {
    const { token, payload } = await signUpParent(ctx.app);
    const ask = () => call('POST', '/api/my-family/parent', bearer(token), { email: address(), phone: '+39 0471 111111', current_password: payload.password });
    for (let i = 0; i < 3; i += 1) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
    expect((await call('POST', '/api/my-family/address-link', bearer(token))).statusCode).toBe(429);
  });
});

describe('office roles do not move a family\'s sign-in address', () => {
  it('person.update changes the contact address only: the login, and where a reset link goes, stay', async () => {
    const { payload } = await signUpParent(ctx.app);
    const office = await staffHeaders(ctx.app, ctx.db, ['person.view', 'person.update']);
    const personId = await personOf(payload.email);
    const current = (await call('GET', `/api/parent/${personId}`, office)).json().data;
    const taken = address();
    const response = await call('PUT', `/api/parent/${personId}`, office, {
      first_name: current.first_name,
      last_name: current.last_name,
      address: current.address,
      plz: current.plz ?? '',
      place: current.place ?? '',
      tax: current.tax,
      email: taken,
      phone: current.phone ?? '',
      lang: current.lang,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [person] = await ctx.db.select({ email: people.email }).from(people).where(eq(people.id, personId!));
    expect(person!.email).toBe(taken);
    const [login] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.person_id, personId!));
    expect(login!.email).toBe(payload.email);
    await ctx.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: taken }, remoteAddress: newClientAddress() });
    expect(await deliveredMailTo(ctx, taken)).toBeUndefined();
    expect(await signIn(ctx.app, payload.email, payload.password)).toBeTruthy();
  });

  it('the address of a family without a login that has children is changed only with child.health', async () => {
    const office = await officeFamily(address());
    const payload = (email: string) => ({
      first_name: 'Paola', last_name: 'Office', address: 'Via del Ufficio 1', plz: '', place: '', tax: office.person.tax, email, phone: '+39 0471 999999', lang: 'de',
    });
    const withoutHealth = await staffHeaders(ctx.app, ctx.db, ['person.view', 'person.update', 'child.update']);
    const refused = await call('PUT', `/api/parent/${office.person.id}`, withoutHealth, payload(address()));
    expect(refused.statusCode).toBe(403);
    // Other corrections of the same person need nothing more.
    expect((await call('PUT', `/api/parent/${office.person.id}`, withoutHealth, { ...payload(office.person.email!), first_name: 'Paolina' })).statusCode).toBe(200);
    const withHealth = await staffHeaders(ctx.app, ctx.db, ['person.view', 'person.update', 'child.update', 'child.health']);
    expect((await call('PUT', `/api/parent/${office.person.id}`, withHealth, payload(address()))).statusCode).toBe(200);
  });

  it('the user management neither changes a family login\'s address nor makes a login for the office\'s parent', async () => {
    const { payload } = await signUpParent(ctx.app);
    // Holding every permission of a family's login, it manages that account (decision 017).
    const manager = await staffHeaders(ctx.app, ctx.db, ['user.index', 'user.create', 'user.update', 'user.delete', 'user.updateOwn']);
    const [family] = await ctx.db.select().from(users).where(eq(users.email, payload.email));
    const moved = await call('PUT', `/api/user/${family!.id}`, manager, { name: family!.name, email: address() });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.email).toEqual(['Mit dieser Adresse loggt sich eine Familie ein: Ändern kann sie nur die Familie selbst, auf ihrer Familienseite und mit Bestätigung der neuen Adresse.']);
    expect((await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, family!.id)))[0]!.email).toBe(payload.email);

    const phonedIn = address();
    const office = await officeFamily(phonedIn);
    const created = await call('POST', '/api/user', manager, { name: 'Paola Office', email: phonedIn, roles: [] });
    expect(created.statusCode).toBe(422);
    expect(Object.keys(created.json().errors)).toEqual(['email']);
    expect(await ctx.db.select().from(users).where(eq(users.person_id, office.person.id))).toEqual([]);

    // A staff account's address is still the user management's to change.
    const staff = await call('POST', '/api/user', manager, { name: 'New Staff', email: address(), roles: [] });
    expect(staff.statusCode, staff.body).toBe(201);
    const renamed = address();
    expect((await call('PUT', `/api/user/${staff.json().data.id}`, manager, { name: 'New Staff', email: renamed })).statusCode).toBe(200);
    // But never onto a family's address, where "forgot password" would hand the family that account.
    const parked = await call('PUT', `/api/user/${staff.json().data.id}`, manager, { name: 'New Staff', email: phonedIn });
    expect(parked.statusCode).toBe(422);
    expect(Object.keys(parked.json().errors)).toEqual(['email']);
  });
});

describe('a family changes its own sign-in address', () => {
  it('with its current password and the link sent to the new address; the old address is told, other sessions end', async () => {
    const { token, payload } = await signUpParent(ctx.app);
    const headers = bearer(token);
    const otherDevice = await signIn(ctx.app, payload.email, payload.password);
    const newEmail = address();
    const body = { email: newEmail, phone: '+39 0471 123456' };

    const withoutPassword = await call('POST', '/api/my-family/parent', headers, body);
    expect(withoutPassword.statusCode).toBe(422);
    expect(Object.keys(withoutPassword.json().errors)).toEqual(['current_password']);
    const wrong = await call('POST', '/api/my-family/parent', headers, { ...body, current_password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['Das aktuelle Passwort ist nicht richtig.']);

    const asked = await call('POST', '/api/my-family/parent', headers, { ...body, phone: '+39 0471 654321', current_password: payload.password });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toContain(newEmail);
    expect(asked.json().data).toMatchObject({ email: payload.email, phone: '+39 0471 654321', pending_address: { purpose: 'change_email', email: newEmail } });
    // Nothing moved yet: the old address still signs in, the new one does not.
    expect(await signIn(ctx.app, payload.email, payload.password)).toBeTruthy();
    const link = await deliveredLinkToken(ctx, newEmail, '/confirm-email');

    const stranger = await signUpParent(ctx.app);
    expect((await call('POST', '/api/my-family/confirm-email', bearer(stranger.token), { token: link })).statusCode).toBe(422);

    const changed = await call('POST', '/api/my-family/confirm-email', headers, { token: link });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(`Ihre Login-Adresse ist jetzt ${newEmail}. Andere Geräte wurden ausgeloggt.`);
    expect(await signIn(ctx.app, newEmail, payload.password)).toBeTruthy();
    const personId = await personOf(newEmail);
    expect((await ctx.db.select({ email: people.email }).from(people).where(eq(people.id, personId!)))[0]!.email).toBe(newEmail);
    expect((await call('GET', '/api/my-family', bearer(otherDevice))).statusCode).toBe(401);
    expect((await call('GET', '/api/my-family', headers)).statusCode).toBe(200);
    const notice = await deliveredMailTo(ctx, payload.email);
    expect(notice).toContain('Ihre Login-Adresse wurde geändert');
    expect(notice).toContain(newEmail);
  });

  it('saves phone and photo consent without a password while the address stays', async () => {
    const { token, payload } = await signUpParent(ctx.app);
    const response = await call('POST', '/api/my-family/parent', bearer(token), { email: payload.email, phone: '+39 0471 111111' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Die Elterndaten wurden gespeichert.');
    expect(response.json().data.pending_address).toBeNull();
  });

  it('refuses an address another account signs in with, after the password', async () => {
    const { token, payload } = await signUpParent(ctx.app);
    const other = await signUpParent(ctx.app);
    const response = await call('POST', '/api/my-family/parent', bearer(token), { email: other.payload.email, phone: '+39 0471 111111', current_password: payload.password });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['Diese E-Mail-Adresse ist bereits registriert.']);
  });
});

describe('linking a parent to a child', () => {
  it('needs child.health, is written to the health log, and the parents the child had are told', async () => {
    const family = await insertFamily(ctx.db, { children: ['Mia'] });
    const [mia] = family.children;
    const { person: stranger } = await insertFamily(ctx.db, { children: [] });
    const withoutHealth = await staffHeaders(ctx.app, ctx.db, ['child.view', 'child.update']);
    const refused = await call('POST', `/api/child/${mia!.id}/parents`, withoutHealth, { parent_id: stranger.id });
    expect(refused.statusCode).toBe(403);
    expect(await ctx.db.select().from(childParents).where(and(eq(childParents.child_id, mia!.id), eq(childParents.person_id, stranger.id)))).toEqual([]);

    const health = await staffHeaders(ctx.app, ctx.db, ['child.view', 'child.update', 'child.health']);
    const linked = await call('POST', `/api/child/${mia!.id}/parents`, health, { parent_id: stranger.id });
    expect(linked.statusCode, linked.body).toBe(200);
    const entries = await ctx.db.select().from(healthAccessLog).where(eq(healthAccessLog.child_id, mia!.id));
    expect(entries.map((entry) => [entry.action, entry.person_id])).toContainEqual(['parent_linked', stranger.id]);
    const told = await deliveredMailTo(ctx, family.person.email!);
    expect(told).toContain(`${stranger.first_name} ${stranger.last_name}`);
    expect(told).toContain('Gesundheitsangaben');

    expect((await call('DELETE', `/api/child/${mia!.id}/parents/${stranger.id}`, withoutHealth)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/child/${mia!.id}/parents/${stranger.id}`, health)).statusCode).toBe(200);
    const after = await ctx.db.select().from(healthAccessLog).where(eq(healthAccessLog.child_id, mia!.id));
    expect(after.map((entry) => [entry.action, entry.person_id])).toContainEqual(['parent_unlinked', stranger.id]);
    const log = await call('GET', `/api/healthAccessLog?child=${mia!.id}`, await staffHeaders(ctx.app, ctx.db, ['child.healthLog']));
    const shares = log.json().data.filter((row: { action: string }) => row.action.startsWith('parent_'));
    expect(shares.map((row: { action: string; person_name: string }) => [row.action, row.person_name])).toEqual([
      ['parent_unlinked', `${stranger.first_name} ${stranger.last_name}`],
      ['parent_linked', `${stranger.first_name} ${stranger.last_name}`],
    ]);
  });
});
