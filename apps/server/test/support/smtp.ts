import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string;
  subject: string;
  html: string;
  /** The text part ('' when the e-mail has none). */
  text: string;
}

export const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Head and body of a message or a part: apart at the first empty line; the head's folded lines joined. */
function splitPart(raw: string): [head: string, body: string] {
  const end = /\r?\n\r?\n/.exec(raw);
  if (!end) return [raw, ''];
  return [raw.slice(0, end.index).replace(/\r?\n[ \t]+/g, ' '), raw.slice(end.index + end[0].length)];
}

function decodeBody(head: string, body: string): string {
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
}

/**
 * Enough of MIME to read what nodemailer sends: an encoded-word subject, and an HTML and a text part, alone
 * or as multipart/alternative, each quoted-printable, base64 or plain.
 */
function parseMessage(raw: string, recipients: string[]): ReceivedMail {
  const [head, body] = splitPart(raw);
  const subjectLine = /^Subject: (.*)$/m.exec(head)?.[1] ?? '';
  const subject = subjectLine.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
  const boundary = /^Content-Type: multipart\/[^;]+;.*boundary="?([^";\s]+)"?/im.exec(head)?.[1];
  const parts = boundary
    ? body.split(`--${boundary}`).slice(1, -1).map((part) => splitPart(part.replace(/^\r?\n/, '')))
    : [[head, body] as const];
  const partOf = (type: string) => {
    const found = parts.find(([partHead]) => new RegExp(`^Content-Type: text/${type}\\b`, 'im').test(partHead));
    // SMTP carries CRLF line ends; the tests read lines as the e-mail was written.
    return found ? decodeBody(found[0], found[1].replace(/\r?\n$/, '')).replace(/\r\n/g, '\n') : '';
  };
  return { to: recipients.join(', '), subject, html: partOf('html'), text: partOf('plain') };
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; `answerAfterMs` makes it a slow one. */
export async function startSmtpServer(port = 0, options: { answerAfterMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(parseMessage(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)));
        setTimeout(callback, options.answerAfterMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    received,
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on which nothing listens right now. */
export async function freePort(): Promise<number> {
  const { port, close } = await startSmtpServer();
  await close();
  return port;
}
