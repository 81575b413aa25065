import fs from 'node:fs';
import path from 'node:path';
import type { TestContext } from './app';
import { decodeQuotedPrintable } from './smtp';

/**
 * Sends what is queued and reads the newest e-mail to an address as it left the server: without SMTP the
 * worker keeps each one as DATA_DIR/mail/<id>.eml. The e-mail log shows less (an account e-mail's secret).
 */
export async function deliveredMailTo(ctx: TestContext, address: string): Promise<string | undefined> {
  await ctx.mailer.deliverDue();
  const folder = path.join(ctx.dataDir, 'mail');
  if (!fs.existsSync(folder)) return undefined;
  const newestFirst = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort((a, b) => Number.parseInt(b) - Number.parseInt(a));
  for (const name of newestFirst) {
    const raw = fs.readFileSync(path.join(folder, name), 'utf8');
    if (new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw)) return decodeQuotedPrintable(raw);
  }
  return undefined;
}

/** The token of the link to `page` (`/password/reset`, `/confirm-email`) in the newest e-mail delivered to an address. */
export async function deliveredLinkToken(ctx: TestContext, address: string, page = '/password/reset'): Promise<string> {
  const mail = await deliveredMailTo(ctx, address);
  const pattern = new RegExp(`href="(https?://[^"]*${page.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?[^"]+)"`);
  const href = mail && pattern.exec(mail)?.[1];
  if (!href) throw new Error(`no ${page} link delivered to ${address}`);
  const token = new URL(href.replace(/&amp;/g, '&')).searchParams.get('token');
  if (!token) throw new Error(`the ${page} link to ${address} has no token`);
  return token;
}
