import { startSmtpCapture } from '../../../server/src/mail/testing/smtp-capture';

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

/**
 * A real SMTP server on a free local port that keeps every mail it receives: the server tests'
 * capture, seen by address as the browser tests need it.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const capture = await startSmtpCapture();
  return {
    url: capture.url,
    async waitForMailTo(address, timeoutMs = 15_000, match = () => true) {
      const wanted = address.toLowerCase();
      const found = await capture.waitFor(
        (mail) => mail.to.includes(wanted) && match({ to: mail.to, text: mail.body }),
        timeoutMs,
      );
      return { to: found.to, text: found.body };
    },
    close: () => capture.close(),
  };
}

/**
 * The first link to `path` (e.g. '/verify-email') carrying a `param` token (default `token`) in a
 * mail, as a path with its query.
 */
export function linkIn(mail: ReceivedMail, path: string, param = 'token'): string {
  const match = new RegExp(
    `https?://[^\\s"'<>]*(${path.replace(/\//g, '\\/')}\\?${param}=[A-Za-z0-9_%-]+)`,
  ).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the mail:\n${mail.text}`);
  return match[1]!;
}
