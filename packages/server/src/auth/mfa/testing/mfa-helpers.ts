import { eq } from 'drizzle-orm';
import type { SmtpCapture } from '../../../mail/testing/smtp-capture';
import { users } from '../../../db/schema/index';
import type { AuthFixture } from '../../testing/auth-fixture';
import type { TestClient } from '../../testing/http-client';

export const SESSION = '__Host-portal_session';
const seen = new WeakMap<SmtpCapture, Set<number>>();

/** The PIN of the next not-yet-read mail to `email`, read from the real SMTP server. */
export async function nextPinMail(smtp: SmtpCapture, email: string): Promise<string> {
  const read = seen.get(smtp) ?? new Set<number>();
  seen.set(smtp, read);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && !read.has(smtp.mails.indexOf(m)));
  read.add(smtp.mails.indexOf(mail));
  const pin = /sign-in code: (\d{6})/.exec(mail.body)?.[1];
  if (!pin) throw new Error('no PIN in the mail');
  return pin;
}

/** multiFactor as §4 names it, read from the users row. */
export async function multiFactorOf(f: AuthFixture, userId: string) {
  const [row] = await f.db.db
    .select({ enabled: users.mfaEnabled, validated: users.mfaValidated, code: users.securityCodeHash })
    .from(users)
    .where(eq(users.id, userId));
  return { enabled: row!.enabled, validated: row!.validated, hasCode: row!.code !== null };
}

/** Password step, then a PIN by e-mail; returns the PIN. */
export async function signInAndSendPin(f: AuthFixture, web: TestClient, email: string): Promise<string> {
  const answer = await web.signIn(email, 'Secret-pass-1');
  if (!answer.body?.mfaRequired) throw new Error(`expected the PIN step, got ${answer.status}`);
  const sent = await web.post('/api/auth/pin/send', { channel: 'email' });
  if (sent.status !== 202) throw new Error(`pin/send answered ${sent.status}`);
  return nextPinMail(f.smtp, email);
}
