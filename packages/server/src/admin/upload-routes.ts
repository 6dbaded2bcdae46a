import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadedFileSchema } from '@portal/domain';
import { requireViewer } from '../auth/session-plugin';
import { AppError, errorResponseSchema } from '../http/errors';
import { singleFile, singleFileLimits } from '../http/single-file';
import { tooLarge } from '../library/operations/upload-document';
import type { FileStorage } from '../storage/index';
import { mediaKey, safeFileName } from '../storage/keys';
import { scanUpload } from '../storage/virus-scan/scan-upload';
import type { VirusScanner } from '../storage/virus-scan/virus-scanner';
import { nameForType, sniffUploadType } from './upload-type';

/** §2 file, media-picker and dropzone fields: a logo, a photo or a PDF, not a data set. */
export const ADMIN_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
const MULTIPART_OVERHEAD = 64 * 1024;
const FOLDER = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export interface AdminUploadRouteOptions {
  storage: FileStorage;
  publicUrl: string;
  maxBytes?: number;
  /** CLAMAV_URL's scanner; undefined = uploads are not scanned. */
  virusScanner?: VirusScanner | undefined;
}

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

/** Reads the part into memory (at most maxBytes, 413 past it): the type is judged on the bytes. */
async function readCapped(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).byteLength;
    if (total > maxBytes) {
      stream.resume();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Admin uploads (issue 7, §3 file values): a company admin sends one file, checked by its first
 * bytes (PNG, JPEG, GIF, WebP or PDF; anything else, SVG included, is 415) and its size (413); it
 * is stored under `media/{random folder}/{name}` and answered as the §3 value {name, url, fullUrl}
 * that the field keeps. Files are read back by anyone signed in (they are logos, team photos and
 * media for the portal's pages) through their unguessable folder; only keys under media/ are ever
 * served here, never library documents (decision 35).
 */
export const adminUploadRoutes: FastifyPluginAsyncZod<AdminUploadRouteOptions> = async (app, options) => {
  const maxBytes = options.maxBytes ?? ADMIN_UPLOAD_MAX_BYTES;
  await app.register(multipart, { limits: singleFileLimits(maxBytes) });

  app.post(
    '/api/admin/uploads',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Upload a file for a file, media-picker or dropzone field',
        description:
          'multipart/form-data with one file: a PNG, JPEG, GIF or WebP image or a PDF (judged by content; SVG refused), 10 MB at most. Answers the §3 file value.',
        tags: ['admin'],
        response: { 201: uploadedFileSchema, ...errors, 422: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      requireViewer(request);
      if (Number(request.headers['content-length'] ?? 0) > maxBytes + MULTIPART_OVERHEAD)
        throw tooLarge(maxBytes);
      if (!request.isMultipart()) throw new AppError(400, 'validation_error', 'validation.file_required');
      const part = await singleFile(request);
      if (!part) throw new AppError(400, 'validation_error', 'validation.file_required');
      let bytes: Buffer;
      try {
        bytes = await readCapped(part.stream, maxBytes);
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
        throw part.refusal(error);
      }
      if (part.stream.truncated) throw tooLarge(maxBytes);
      await part.end();
      const type = sniffUploadType(bytes);
      if (!type) throw new AppError(415, 'unsupported_media_type', 'errors.admin_upload_type');
      await scanUpload(options.virusScanner, bytes);
      const name = safeFileName(nameForType(safeFileName(part.filename, 'file'), type));
      const folder = randomUUID();
      await options.storage.put(mediaKey({ folder, fileName: name }), bytes, {
        contentType: type.contentType,
        custom: { uploader: requireViewer(request).userId, originalName: safeFileName(part.filename) },
      });
      const url = `/api/media/${folder}/${encodeURIComponent(name)}`;
      return reply.code(201).send({ name, url, fullUrl: new URL(url, options.publicUrl).toString() });
    },
  );

  app.get(
    '/api/media/:folder/:file',
    {
      config: { access: 'authenticated', answers: 'file' },
      schema: {
        summary: 'A file uploaded through the admin (logo, photo, media), for anyone signed in',
        tags: ['admin'],
        params: z.object({ folder: z.string().max(64), file: z.string().max(200) }),
        response: errors,
      },
    },
    async (request, reply) => {
      const { folder, file } = request.params;
      const notFound = new AppError(404, 'not_found', 'errors.not_found');
      if (!FOLDER.test(folder) || safeFileName(file, '') !== file) throw notFound;
      const opened = await options.storage.open(mediaKey({ folder, fileName: file }));
      if (!opened) throw notFound;
      // A folder is never reused (each upload gets a new one), so the browser may keep the file.
      return reply
        .header('content-type', opened.contentType)
        .header('content-length', String(opened.size))
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file)}`)
        .send(opened.stream as never);
    },
  );
};
