import type { FastifyReply } from 'fastify';

/**
 * The preview cookie: a second httpOnly cookie beside the session's. It holds a random token
 * whose SHA-256 names the preview row; the server honours it only together with the professional's
 * own live session (see resolve-preview.ts), so on its own it opens nothing. `__Host-` pins it to
 * this host; Strict because only the app's own requests need it.
 */
export const PREVIEW_COOKIE = '__Host-portal_preview';

const ATTRIBUTES = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' } as const;

export function setPreviewCookie(reply: FastifyReply, token: string, expiresAt: Date, now: Date): void {
  const seconds = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  reply.setCookie(PREVIEW_COOKIE, token, { ...ATTRIBUTES, maxAge: seconds });
}

export function clearPreviewCookie(reply: FastifyReply): void {
  reply.clearCookie(PREVIEW_COOKIE, ATTRIBUTES);
}
