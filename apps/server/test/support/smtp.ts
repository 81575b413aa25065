import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string;
  subject: string;
  html: string;
}

export const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Enough of MIME to read what nodemailer sends: an encoded-word subject and a quoted-printable HTML part. */
function parseMessage(raw: string, recipients: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subjectLine = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '';
  const subject = subjectLine.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
  const body = rest.join('\n\n');
  const html = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(body) : body;
  return { to: recipients.join(', '), subject, html };
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtpServer(port = 0) {
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
        callback();
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
