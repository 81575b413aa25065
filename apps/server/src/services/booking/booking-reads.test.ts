import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSessionUser } from '../../repositories/sessions';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';
import { readForParent, rebookKey } from './booking-reads';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const tokenOf = (family: { headers: { authorization: string } }) => family.headers.authorization.slice('Bearer '.length);

// The bookings admitted together read their sessions and families in one statement each (decision 012): each
// must get its own, never a neighbour's.
describe('the reads of bookings asked for in the same moment', () => {
  it('find each token its own session, and none for a token that has none', async () => {
    const [a, b] = [await insertFamily(ctx.db), await insertFamily(ctx.db)];
    const [foundA, foundB, foundNone] = await Promise.all([
      findSessionUser(ctx.db, tokenOf(a)),
      findSessionUser(ctx.db, tokenOf(b)),
      findSessionUser(ctx.db, 'not-a-token-anybody-holds'),
    ]);
    expect(foundA?.user).toMatchObject({ id: a.user.id, personId: a.person.id, roles: ['Parent'] });
    expect(foundB?.user).toMatchObject({ id: b.user.id, personId: b.person.id });
    expect(foundNone).toBeUndefined();
  });

  it("give each parent its own person and children; another family's child read beside its family is not found", async () => {
    const a = await insertFamily(ctx.db, { children: ['Anna', 'Luca'] });
    const b = await insertFamily(ctx.db);
    const [userA, userB] = await Promise.all([findSessionUser(ctx.db, tokenOf(a)), findSessionUser(ctx.db, tokenOf(b))]);
    const rebooked = { weekIds: [], since: new Date() };
    const [readA, readB] = await Promise.all([
      readForParent(ctx.db, userA!.user, [a.children[0]!.id, a.children[1]!.id], 3, rebooked),
      // B asks for A's child, in the same statement as A's own read.
      readForParent(ctx.db, userB!.user, [a.children[0]!.id], 1, rebooked),
    ]);
    expect(readA.parent?.person.id).toBe(a.person.id);
    expect(readA.family.map((child) => child.id).sort()).toEqual([a.children[0]!.id, a.children[1]!.id].sort());
    expect(readA.ids).toHaveLength(3);
    expect(readB.parent?.person.id).toBe(b.person.id);
    expect(readB.family).toEqual([]);
    expect(readB.ids).toHaveLength(1);
    expect(new Set([...readA.ids, ...readB.ids]).size).toBe(4);
    expect(readA.bookingId).not.toBe(readB.bookingId);
  });

  it('tell each parent which asked weeks its child was cancelled from within the window', async () => {
    const a = await insertFamily(ctx.db);
    const b = await insertFamily(ctx.db);
    const { weeks } = await insertOpenCourse(ctx.db, [{}, {}]);
    const [weekOne, weekTwo] = [weeks[0]!, weeks[1]!];
    await insertRegistration(ctx.db, a.children[0]!, weekOne, { deleted_at: new Date() });
    await insertRegistration(ctx.db, b.children[0]!, weekTwo, { deleted_at: new Date(Date.now() - 2 * 3_600_000) });
    const [userA, userB] = await Promise.all([findSessionUser(ctx.db, tokenOf(a)), findSessionUser(ctx.db, tokenOf(b))]);
    const since = new Date(Date.now() - 3_600_000);
    const [readA, readB] = await Promise.all([
      readForParent(ctx.db, userA!.user, [a.children[0]!.id], 2, { weekIds: [weekOne.id, weekTwo.id], since }),
      readForParent(ctx.db, userB!.user, [b.children[0]!.id], 1, { weekIds: [weekTwo.id], since }),
    ]);
    expect([...readA.cancelled]).toEqual([rebookKey(a.children[0]!.id, weekOne.id)]);
    // Cancelled before the window.
    expect([...readB.cancelled]).toEqual([]);
  });
});
