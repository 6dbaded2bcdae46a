import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this are cheaper to send again than to compare. */
export const ETAG_THRESHOLD_BYTES = 1024;

/** A weak validator of a body: equal bodies give equal tags, in every process. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/**
 * ETags on large GET answers held in memory (JSON, the public site's pages) and 304 Not Modified
 * when the request's If-None-Match names the current one, so a client polling an unchanged list
 * gets a few bytes instead of the body. The tag is a hash of the body, so every process gives the
 * same one and nothing has to be stored. Answers marked no-store (personal financial data, ASVS
 * 14.2.2) get none: a client may not keep them, so it could never revalidate. One without a
 * Cache-Control of its own becomes `private, no-cache`: a browser may keep it but asks each time,
 * and no shared cache keeps it.
 */
export async function conditionalAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // no-store first: it is cheaper to read than a large body's byte length.
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  if (/\bno-store\b/i.test(cacheControl)) return payload;
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (size < ETAG_THRESHOLD_BYTES) return payload;
  if (!cacheControl) reply.header('cache-control', 'private, no-cache');
  const etag = weakEtag(payload);
  reply.header('etag', etag);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-length');
  return null;
}
