import { createHmac } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { sameToken } from '../tokens';
import type { OidcTransaction } from './oidc-client';

/** The sign-in in progress between leaving for the provider and coming back (10 minutes at most). */
export const OIDC_COOKIE = 'portal_oidc';
const MAX_AGE_S = 600;

/** `purpose` tells the sign-ins apart (e-ID, Google, Microsoft): one's cookie never opens another's callback. */
function sign(key: Buffer, body: string, purpose: string): string {
  return createHmac('sha256', key).update(`${purpose}.${body}`).digest('base64url');
}

/**
 * Keeps the transaction in an httpOnly cookie, signed so that nobody can plant their own state.
 * SameSite=Lax: the provider brings the browser back with a top-level GET from another site.
 */
export function setOidcCookie(
  reply: FastifyReply,
  key: Buffer,
  transaction: OidcTransaction,
  purpose = 'oidc',
) {
  const body = Buffer.from(JSON.stringify(transaction)).toString('base64url');
  reply.setCookie(OIDC_COOKIE, `${body}.${sign(key, body, purpose)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: true,
    path: '/api/auth/oidc',
    maxAge: MAX_AGE_S,
  });
}

export function clearOidcCookie(reply: FastifyReply): void {
  reply.clearCookie(OIDC_COOKIE, { path: '/api/auth/oidc' });
}

/** The transaction of a cookie whose signature holds, else null. */
export function readOidcCookie(
  key: Buffer,
  value: string | undefined,
  purpose = 'oidc',
): OidcTransaction | null {
  const [body, signature] = (value ?? '').split('.');
  if (!body || !signature || !sameToken(signature, sign(key, body, purpose))) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString()) as Partial<OidcTransaction>;
    if (typeof parsed.state !== 'string' || typeof parsed.nonce !== 'string') return null;
    if (typeof parsed.codeVerifier !== 'string') return null;
    return { state: parsed.state, nonce: parsed.nonce, codeVerifier: parsed.codeVerifier };
  } catch {
    return null;
  }
}
