import fs from 'node:fs';
import path from 'node:path';

/**
 * The e2e server has no SMTP server: every e-mail is kept as DATA_DIR/mail/<id>.eml. This reads the newest one
 * sent to an address, decoding the quoted-printable body nodemailer writes.
 */
export function latestMailTo(address: string): { subject: string; html: string } | undefined {
  const folder = path.join(process.env.E2E_DATA_DIR!, 'mail');
  if (!fs.existsSync(folder)) return undefined;
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort((a, b) => Number.parseInt(b) - Number.parseInt(a));
  for (const name of files) {
    const raw = fs.readFileSync(path.join(folder, name), 'utf8');
    if (!new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw)) continue;
    const decoded = Buffer.from(
      raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    return { subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '', html: decoded };
  }
  return undefined;
}

/** The link to `page` (`/password/reset`, `/confirm-email`) in the newest e-mail to an address, as a path with its query. */
export function linkFor(address: string, page = '/password/reset'): string | undefined {
  const mail = latestMailTo(address);
  const href = mail && new RegExp(`href="(https?://[^"]*${page.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?[^"]+)"`).exec(mail.html)?.[1];
  if (!href) return undefined;
  const url = new URL(href.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}
