import { OPTION_KEYS, PUBLIC_OPTION_KEYS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { options } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/options', () => {
  it('is public and returns every public key with its stored value or default', async () => {
    await ctx.db.update(options).set({ value: 'Sommer 2027' }).where(eq(options.key, 'app_name'));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/options' });
    expect(response.statusCode).toBe(200);
    const data: { key: string; value: string }[] = response.json().data;
    expect(data.map((option) => option.key).sort()).toEqual([...PUBLIC_OPTION_KEYS].sort());
    expect(data.find((option) => option.key === 'app_name')?.value).toBe('Sommer 2027');
    expect(data.find((option) => option.key === 'app_color')?.value).toBe('#faa61a');
  });

  it('never returns e-mail or payment internals', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/options' });
    const keys = response.json().data.map((option: { key: string }) => option.key);
    for (const secret of ['email_footer', 'payment_address', 'payment_intro_it', 'app_privacy_check_date_update']) {
      expect(keys).not.toContain(secret);
    }
    // Every key of both specifications exists with a default.
    const stored = await ctx.db.select().from(options);
    expect(stored.map((row) => row.key).sort()).toEqual([...OPTION_KEYS].sort());
  });
});
