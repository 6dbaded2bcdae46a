import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers are sent as they are: the headers alone outweigh the saving. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Text types that shrink; images, PDFs, archives and media are already compressed. */
const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|ecmascript|xml|manifest\+json|ld\+json|problem\+json|[\w.-]+\+(json|xml))\b|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const brotliOptions = (quality: number, sizeHint?: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(sizeHint === undefined ? {} : { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
  },
});
/**
 * Brotli at quality 3 for answers made per request: on a 52 KB account page 0.16 ms of CPU for
 * 7.4 KB, against quality 4's 0.29 ms for 7.1 KB and gzip's default 0.35 ms for 7.4 KB; the top
 * qualities would cost more CPU than the bytes they save. A body held whole is compressed with its
 * size as a hint, which sizes the encoder's tables to it: the same bytes for about a third less CPU
 * on an 88 KB performance answer (decision 133).
 */
const BROTLI_OPTIONS = brotliOptions(3);
/**
 * gzip (what a client without br asks for, Node's fetch among them) at level 4 for answers made per
 * request: an 88 KB performance answer in 0.67 ms for 19.9 KB against the default level 6's 1.08 ms
 * for 19.2 KB (decision 133).
 */
const GZIP_OPTIONS = { level: 4 };
/** A body kept and sent many times (the account page's cache) is compressed once, harder: 6.6 KB. */
const BROTLI_KEPT_OPTIONS = brotliOptions(5);

/**
 * The encoding to answer in from an Accept-Encoding header: br before gzip, unless the client
 * refuses it (q=0); undefined when it takes neither.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const quality = (name: Encoding) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  const best = (['br', 'gzip'] as const).filter((name) => quality(name) > 0);
  return best.sort((a, b) => quality(b) - quality(a))[0];
}

/**
 * Compresses answers over 1 KB of a text type with br or gzip, as the request's Accept-Encoding
 * allows (node:zlib; @fastify/compress is not a dependency). Bodies held in memory are compressed
 * whole; streamed files (the web app's assets) through a zlib stream, except partial answers
 * (Range), whose byte offsets refer to the file as stored.
 */
export async function compressAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (payload === null || payload === undefined || request.method === 'HEAD') return payload;
  if (reply.statusCode === 204 || reply.statusCode === 304 || reply.statusCode === 206) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type)) return payload;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_THRESHOLD_BYTES) return payload;
    varyOnEncoding(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br' ? await brotli(payload, brotliOptions(3, size)) : await gzip(payload, GZIP_OPTIONS);
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    return body;
  }
  if (payload instanceof Readable) {
    const length = Number(reply.getHeader('content-length') ?? Number.POSITIVE_INFINITY);
    if (length < COMPRESS_THRESHOLD_BYTES || reply.hasHeader('content-range')) return payload;
    varyOnEncoding(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    // The compressed stream's bytes no longer match the file's offsets.
    reply.removeHeader('accept-ranges');
    const compressor =
      encoding === 'br' ? zlib.createBrotliCompress(BROTLI_OPTIONS) : zlib.createGzip(GZIP_OPTIONS);
    payload.on('error', (error) => compressor.destroy(error));
    return payload.pipe(compressor);
  }
  return payload;
}

/**
 * A body kept in memory between requests (a cache's entry), sent compressed from `kept`, where
 * each encoding is compressed once for the entry's life. Sets the headers compressAnswer would;
 * answers the body itself when it is small or the client takes no encoding.
 */
export async function keptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  kept: Map<Encoding, Promise<Buffer>>,
): Promise<string | Buffer> {
  if (request.method === 'HEAD' || Buffer.byteLength(body) < COMPRESS_THRESHOLD_BYTES) return body;
  varyOnEncoding(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return body;
  let compressed = kept.get(encoding);
  if (!compressed) {
    compressed = encoding === 'br' ? brotli(body, BROTLI_KEPT_OPTIONS) : gzip(body);
    kept.set(encoding, compressed);
    // A failure is not kept: the next request tries again.
    compressed.catch(() => kept.delete(encoding));
  }
  const encoded = await compressed;
  reply.header('content-encoding', encoding);
  return encoded;
}

/** Caches must keep the encoded and plain answers apart. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
