import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { freeTexts, identifiers, PASSWORD, richFamily } from '../../../test/support/rich-family';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The database as `pg_dump` writes it, data only: every table's rows, as a backup would keep them. */
async function dumpedRows(url: string): Promise<{ table: string; line: string }[]> {
  const { stdout } = await promisify(execFile)('pg_dump', ['--data-only', '--no-owner', url], { maxBuffer: 256 * 1024 * 1024 });
  const rows: { table: string; line: string }[] = [];
  let table: string | null = null;
  for (const line of stdout.split('\n')) {
    if (line.startsWith('COPY ')) table = line.split(' ')[1]!.replace(/^public\./, '');
    else if (line === '\\.') table = null;
    else if (table) rows.push({ table, line });
  }
  return rows;
}

describe('an erased family, in a dump of the whole database', () => {
  it('is named nowhere but in the contact the catalogue keeps for a paid place it still attends', async () => {
    const family = await richFamily(ctx);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/my-family/delete-account', headers: family.headers, payload: { password: PASSWORD, places: 'keep' } });
    expect(response.statusCode).toBe(200);
    // The confirmation is sent: from then on the log keeps no address of the family.
    await ctx.mailer.deliverDue();

    // As the bank writes names too: compared without case.
    const names = [...identifiers(family), ...freeTexts(family)].map((name) => name.toLowerCase());
    const kept = [family.person.phone!, family.user.email].map((text) => text.toLowerCase());
    const naming = (await dumpedRows(ctx.database.url!)).filter(({ line }) => names.some((name) => line.toLowerCase().includes(name)));
    // The kept paid place: its row holds the parent's phone and e-mail (until the week is over), and nothing else of the family.
    expect(naming.map((row) => row.table)).toEqual(['registrations']);
    const withoutContact = kept.reduce((line, text) => line.replaceAll(text, ''), naming[0]!.line.toLowerCase());
    expect(names.filter((name) => withoutContact.includes(name))).toEqual([]);
  });
});
