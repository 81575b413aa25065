import { ROLE_NAMES } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, healthAccessLog, permissions, rolePermissions, roles } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, createStaffUser, signIn } from '../../../test/support/factories';
import { insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';
import { requester } from '../../../test/support/http';

let ctx: TestContext;
const call = requester(() => ctx.app);

/** A back-office account with exactly these permissions: its id (the log's user_id) and its headers. */
async function staff(granted: string[]) {
  const user = await createStaffUser(ctx.db, granted);
  return { id: user.user.id, headers: bearer(await signIn(ctx.app, user.email, user.password)) };
}

/** The log entries one account left, oldest first. */
const entriesOf = (userId: number) =>
  ctx.db.select().from(healthAccessLog).where(eq(healthAccessLog.user_id, userId)).orderBy(healthAccessLog.id);

/** A child whose family answered the health questions (a flag set): what the gate has to log. */
async function withHealthFlag(childId: number) {
  await ctx.db.update(children).set({ risk_group: true }).where(eq(children.id, childId));
}

const OFFICE = ['child.index', 'child.view', 'child.update', 'person.view', 'course.view', 'peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.view'];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.mailer.stop();
});
afterAll(() => ctx.close());

describe('the health-data access log is written', () => {
  it('once for a staff view of a child with its health data, never for a role without child.health', async () => {
    const { children: [child, unanswered] } = await insertFamily(ctx.db, { children: ['Anna', 'Bruno'] });
    await withHealthFlag(child!.id);
    const reader = await staff([...OFFICE, 'child.health']);
    const response = await call('GET', `/api/child/${child!.id}`, reader.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ risk_group: true, with_diagnostics: false });
    expect(await entriesOf(reader.id)).toEqual([expect.objectContaining({ user_id: reader.id, child_id: child!.id, action: 'screen' })]);
    // A child whose family answered nothing reveals nothing: shown with its (unset) fields, not logged.
    expect((await call('GET', `/api/child/${unanswered!.id}`, reader.headers)).json().data).toMatchObject({ risk_group: false, with_diagnostics: false });
    expect(await entriesOf(reader.id)).toHaveLength(1);

    const blind = await staff(OFFICE);
    expect((await call('GET', `/api/child/${child!.id}`, blind.headers)).json().data).not.toHaveProperty('with_diagnostics');
    expect(await entriesOf(blind.id)).toEqual([]);
  });

  it('never for the child list, which shows no health field (nor for the register-child search it serves)', async () => {
    const { children: [child] } = await insertFamily(ctx.db);
    await withHealthFlag(child!.id);
    const reader = await staff([...OFFICE, 'child.health']);
    const list = await call('GET', `/api/child?search=${encodeURIComponent(child!.last_name)}`, reader.headers);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ id: child!.id })]);
    expect(list.json().data[0]).not.toHaveProperty('risk_group');
    expect(await entriesOf(reader.id)).toEqual([]);
  });

  it('never for a family viewing or changing its own children', async () => {
    const family = await insertFamily(ctx.db, { children: ['Anna', 'Bruno'] });
    const [anna] = family.children;
    expect((await call('GET', '/api/my-family', family.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/my-family/children', family.headers)).statusCode).toBe(200);
    const saved = await call('PUT', `/api/my-family/children/${anna!.id}`, family.headers, {
      first_name: 'Anna', last_name: anna!.last_name, lang: 'de', phone: '+39 333 1234567', school: 'gs_3', with_diagnostics: true, risk_group: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await entriesOf(family.user.id)).toEqual([]);
  });

  it('on the registration show page, the person show page and one entry per child of the course show page', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}, {}]);
    const family = await insertFamily(ctx.db, { children: ['Anna', 'Bruno'] });
    const [anna, bruno] = family.children;
    const other = await insertFamily(ctx.db, { children: ['Carla'] });
    const first = await insertRegistration(ctx.db, anna!, weeks[0]!, { allergies: 'Nüsse' });
    const unanswered = await insertRegistration(ctx.db, anna!, weeks[1]!);
    await insertRegistration(ctx.db, bruno!, weeks[1]!, { medicaments: 'Ventolin' });
    const [carla] = other.children;
    await insertRegistration(ctx.db, carla!, weeks[1]!);
    const reader = await staff([...OFFICE, 'child.health']);

    // A registration without answers shows their (empty) fields and reveals nothing.
    const empty = await call('GET', `/api/peopleCourseWeekRegistration/${unanswered.id}`, reader.headers);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toMatchObject({ allergies: null, medicaments: null });
    expect(await entriesOf(reader.id)).toEqual([]);
    const show = await call('GET', `/api/peopleCourseWeekRegistration/${first.id}`, reader.headers);
    expect(show.statusCode, show.body).toBe(200);
    expect(show.json().data).toMatchObject({ allergies: 'Nüsse' });
    expect(await entriesOf(reader.id)).toEqual([expect.objectContaining({ child_id: anna!.id, action: 'screen' })]);

    const page = await call('GET', `/api/course/${course.id}/show`, reader.headers);
    expect(page.statusCode, page.body).toBe(200);
    // Carla is on the page too, without answers: she is not in the log.
    const fromCourse = (await entriesOf(reader.id)).slice(1);
    expect(fromCourse.map((entry) => entry.child_id).sort()).toEqual([anna!.id, bruno!.id].sort());
    expect(new Set(fromCourse.map((entry) => entry.action))).toEqual(new Set(['screen']));

    // The person show page lists the registrations of its children: Carla's has no answers, the Gruber children's do.
    expect((await call('GET', `/api/parent/${other.person.id}`, reader.headers)).statusCode).toBe(200);
    expect(await entriesOf(reader.id)).toHaveLength(3);
    const person = await call('GET', `/api/parent/${family.person.id}`, reader.headers);
    expect(person.statusCode, person.body).toBe(200);
    expect((await entriesOf(reader.id)).slice(3).map((entry) => entry.child_id).sort()).toEqual([anna!.id, bruno!.id].sort());
  });

  it('as a change when the office saves health fields, in the same request as the answer it shows', async () => {
    const { children: [child] } = await insertFamily(ctx.db);
    const writer = await staff([...OFFICE, 'child.health']);
    const body = { first_name: 'Anna', last_name: child!.last_name, lang: 'de', phone: '+39 333 1234567', school: 'gs_3', risk_group: true };
    const saved = await call('PUT', `/api/child/${child!.id}`, writer.headers, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await entriesOf(writer.id)).map((entry) => [entry.child_id, entry.action])).toEqual([
      [child!.id, 'change'],
      [child!.id, 'screen'],
    ]);

    // Without child.health the health fields are ignored: no change, no view.
    const blind = await staff(OFFICE);
    expect((await call('PUT', `/api/child/${child!.id}`, blind.headers, { ...body, risk_group: false })).statusCode).toBe(200);
    expect(await entriesOf(blind.id)).toEqual([]);
  });

  it('one entry per exported child with answers for a spreadsheet with health columns, in one statement, none without them', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}, {}]);
    const family = await insertFamily(ctx.db, { children: ['Anna', 'Bruno', 'Carla'] });
    const [anna, bruno, carla] = family.children;
    await insertRegistration(ctx.db, anna!, weeks[0]!, { allergies: 'Nüsse' });
    await insertRegistration(ctx.db, anna!, weeks[1]!);
    await insertRegistration(ctx.db, bruno!, weeks[1]!, { incompatibilities: 'Laktose' });
    // In the sheet, without answers: not in the log.
    await insertRegistration(ctx.db, carla!, weeks[1]!);
    const exporter = await staff(['peopleCourseWeekRegistration.index', 'child.health']);

    expect((await call('GET', `/excelExport/${course.id}`, exporter.headers)).statusCode).toBe(200);
    const entries = await entriesOf(exporter.id);
    expect(entries.map((entry) => entry.child_id).sort()).toEqual([anna!.id, bruno!.id].sort());
    expect(new Set(entries.map((entry) => entry.action))).toEqual(new Set(['export']));
    // One INSERT: every entry carries the same moment.
    expect(new Set(entries.map((entry) => entry.at.getTime())).size).toBe(1);

    // The attendance list and the payments list carry no health data.
    expect((await call('GET', `/excelExport/${course.id}/presence`, exporter.headers)).statusCode).toBe(200);
    expect((await call('GET', '/export/payments', exporter.headers)).statusCode).toBe(200);
    expect(await entriesOf(exporter.id)).toHaveLength(2);

    const blind = await staff(['peopleCourseWeekRegistration.index']);
    expect((await call('GET', `/excelExport/${course.id}`, blind.headers)).statusCode).toBe(200);
    expect(await entriesOf(blind.id)).toEqual([]);
  });
});

describe('GET /api/healthAccessLog', () => {
  it('needs a sign-in and child.healthLog, which the Superadmin holds and Staff does not', async () => {
    expect((await call('GET', '/api/healthAccessLog')).statusCode).toBe(401);
    const withoutLog = await staff([...OFFICE, 'child.health']);
    const refused = await call('GET', '/api/healthAccessLog', withoutLog.headers);
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/healthAccessLog', (await insertFamily(ctx.db)).headers)).statusCode).toBe(403);

    const holders = await ctx.db
      .select({ role: roles.name })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.role_id))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
      .where(and(eq(permissions.name, 'child.healthLog'), sql`${roles.name} IN (${ROLE_NAMES.superadmin}, ${ROLE_NAMES.staff})`));
    expect(holders).toEqual([{ role: ROLE_NAMES.superadmin }]);
  });

  it('lists the newest first with names, filters by account, child, action and days', async () => {
    const family = await insertFamily(ctx.db, { children: ['Anna', 'Bruno'] });
    const [anna, bruno] = family.children;
    const reader = await staff([...OFFICE, 'child.health']);
    await ctx.db.insert(healthAccessLog).values([
      { user_id: reader.id, child_id: anna!.id, action: 'screen', at: new Date('2027-03-01T10:00:00Z') },
      { user_id: reader.id, child_id: bruno!.id, action: 'export', at: new Date('2027-03-02T10:00:00Z') },
      { user_id: reader.id, child_id: anna!.id, action: 'change', at: new Date('2027-03-03T23:30:00Z') },
    ]);
    const auditor = await staff(['child.healthLog']);
    const list = async (query: string) => {
      const response = await call('GET', `/api/healthAccessLog?user=${reader.id}&${query}`, auditor.headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { child_id: number; action: string }[]; meta: { total: number } };
    };

    const all = await list('');
    expect(all.meta.total).toBe(3);
    expect(all.data[0]).toEqual({
      id: expect.any(Number),
      at: '2027-03-03T23:30:00.000Z',
      action: 'change',
      user_id: reader.id,
      user_name: expect.stringMatching(/^Staff /),
      child_id: anna!.id,
      child_name: `Anna ${anna!.last_name}`,
      person_name: null,
    });
    expect(all.data.map((row) => row.action)).toEqual(['change', 'export', 'screen']);
    expect((await list(`child=${bruno!.id}`)).data.map((row) => row.action)).toEqual(['export']);
    expect((await list('action=screen')).data.map((row) => row.child_id)).toEqual([anna!.id]);
    // Days in the application's time zone (Europe/Rome): 23:30 UTC on 3 March is 00:30 on 4 March there (UTC+1).
    expect((await list('from=2027-03-02&to=2027-03-03')).data.map((row) => row.action)).toEqual(['export']);
    expect((await list('from=2027-03-04')).data.map((row) => row.action)).toEqual(['change']);
    expect((await list('sortBy=action')).data.map((row) => row.action)).toEqual(['screen', 'export', 'change']);
    expect((await call('GET', '/api/healthAccessLog?action=delete', auditor.headers)).statusCode).toBe(422);
    expect((await call('GET', '/api/healthAccessLog?from=3.3.2027', auditor.headers)).statusCode).toBe(422);
    // The auditor's own reading of the log is no access to health data.
    expect(await entriesOf(auditor.id)).toEqual([]);
  });
});

describe('the table health_access_log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE: it is append-only', async () => {
    const { children: [child] } = await insertFamily(ctx.db);
    const [entry] = await ctx.db.insert(healthAccessLog).values({ user_id: 1, child_id: child!.id, action: 'screen' }).returning();
    await expect(ctx.db.update(healthAccessLog).set({ action: 'export' }).where(eq(healthAccessLog.id, entry!.id))).rejects.toThrow();
    await expect(ctx.db.delete(healthAccessLog).where(eq(healthAccessLog.id, entry!.id))).rejects.toThrow();
    await expect(ctx.db.execute(sql`TRUNCATE health_access_log`)).rejects.toThrow();
    const [kept] = await ctx.db.select().from(healthAccessLog).where(eq(healthAccessLog.id, entry!.id));
    expect(kept).toEqual(entry);
  });

  it('keeps the entries of a child that is deleted', async () => {
    const { children: [child] } = await insertFamily(ctx.db);
    await withHealthFlag(child!.id);
    const reader = await staff([...OFFICE, 'child.health', 'child.delete']);
    expect((await call('GET', `/api/child/${child!.id}`, reader.headers)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/child/${child!.id}`, reader.headers)).statusCode).toBe(200);
    expect(await entriesOf(reader.id)).toEqual([expect.objectContaining({ child_id: child!.id })]);
  });
});
