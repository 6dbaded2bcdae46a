import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** Every MIME part decoded to text (quoted-printable and base64 undone), joined. */
  text: string;
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>, for the server's SMTP_URL. */
  url: string;
  /** Resolves with the first mail to `address` (already received or arriving), optionally one that matches. */
  waitForMailTo(
    address: string,
    timeoutMs?: number,
    match?: (mail: ReceivedMail) => boolean,
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodePart(part: string): string {
  const split = part.search(/\r?\n\r?\n/);
  if (split < 0) return part;
  const headers = part.slice(0, split).toLowerCase();
  const body = part.slice(split).trim();
  if (headers.includes('content-transfer-encoding: base64'))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (headers.includes('content-transfer-encoding: quoted-printable')) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .split(/(=[0-9A-F]{2})/)
      .flatMap((piece) =>
        /^=[0-9A-F]{2}$/.test(piece)
          ? [Number.parseInt(piece.slice(1), 16)]
          : [...Buffer.from(piece, 'utf8')],
      );
    return Buffer.from(bytes).toString('utf8');
  }
  return part;
}

/** A real SMTP server on a free local port that keeps every mail it receives. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          text: raw
            .split(/\r?\n--[^\r\n]*\r?\n/)
            .map(decodePart)
            .join('\n'),
        });
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    waitForMailTo(address, timeoutMs = 15_000, match = () => true) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = mails.find((m) => m.to.includes(address.toLowerCase()) && match(m));
          if (!mail) return;
          done();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no mail to ${address} arrived`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link to `path` (e.g. '/verify-email') in a mail, as a path with its query. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(
    `https?://[^\\s"'<>]*(${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%-]+)`,
  ).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the mail:\n${mail.text}`);
  return match[1]!;
}
