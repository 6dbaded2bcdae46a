import { createHmac } from 'node:crypto';
import { derivedKey } from '../auth/mfa/secret-box';
import { sameToken } from '../auth/tokens';

/** Long enough to open the download after asking for it, short enough that a copied link soon dies. */
export const RENDER_TOKEN_TTL_MS = 5 * 60 * 1000;

/** Who may print which account: the viewer (user and session), the portal and the account. */
export interface RenderGrant {
  userId: string;
  sessionId: string;
  portalId: string;
  accountId: string;
}

const PREFIX = 'rt1';

/**
 * Render tokens for §7 generatePdf's `token`: `rt1.<payload>.<HMAC>` signed with a key derived from
 * the server's signing key, so any process of the deployment can check one without a database read.
 * A token names the viewer and the account; generatePdf refuses it for anyone else and for any other
 * account, and it never carries the session cookie.
 */
export class RenderTokens {
  private readonly key: Buffer;

  constructor(secret: Buffer) {
    this.key = derivedKey(secret, 'render-token');
  }

  issue(grant: RenderGrant, now: Date): { token: string; expiresAt: Date } {
    const expiresAt = new Date(now.getTime() + RENDER_TOKEN_TTL_MS);
    const payload = Buffer.from(
      JSON.stringify({
        u: grant.userId,
        s: grant.sessionId,
        p: grant.portalId,
        a: grant.accountId,
        e: expiresAt.getTime(),
      }),
    ).toString('base64url');
    return { token: `${PREFIX}.${payload}.${this.sign(payload)}`, expiresAt };
  }

  /** The grant of a genuine, unexpired token; null for anything else. */
  verify(token: string, now: Date): RenderGrant | null {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== PREFIX) return null;
    const [, payload, signature] = parts as [string, string, string];
    if (!sameToken(signature, this.sign(payload))) return null;
    try {
      const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
      const { u, s, p, a, e } = body;
      if (typeof u !== 'string' || typeof s !== 'string' || typeof p !== 'string' || typeof a !== 'string')
        return null;
      if (typeof e !== 'number' || e <= now.getTime()) return null;
      return { userId: u, sessionId: s, portalId: p, accountId: a };
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(`${PREFIX}.${payload}`).digest('base64url');
  }
}
