import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone (good enough to find links). */
  body: string;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: CapturedMail[];
  /** Resolves with the first mail (already received or arriving) that matches. */
  waitFor(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives (tests only). */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push({ to, body: decodeParts(Buffer.concat(chunks).toString('utf8')) });
        for (const notify of listeners) notify();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error('no matching mail arrived'));
        }, timeoutMs);
        const cleanup = () => {
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

/** The text of every MIME part, decoded from base64 or quoted-printable to UTF-8, joined. */
function decodeParts(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]*\r?\n/);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return part;
      const headers = part.slice(0, split).toLowerCase();
      const body = part.slice(split).trim();
      if (headers.includes('content-transfer-encoding: base64'))
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (headers.includes('content-transfer-encoding: quoted-printable')) {
        const soft = body.replace(/=\r?\n/g, '');
        const bytes = soft.replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
        return Buffer.from(decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25')), 'utf8').toString(
          'utf8',
        );
      }
      return part;
    })
    .join('\n');
}

/** The token of the first link to `path` in a mail (e.g. '/verify-email'). */
export function linkToken(mail: CapturedMail, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.body);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[1]!;
}
