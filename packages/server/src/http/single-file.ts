import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** A part's name is a form field's name ('file'), not data: 100 bytes is busboy's documented default. */
export const MAX_FIELD_NAME_BYTES = 100;
/** The one part name every upload route takes (the web app's api-client sends it). */
export const FILE_PART = 'file';

/**
 * Busboy limits of a route that takes one file and nothing else. Busboy enforces `files`, `fields`
 * and `parts`, but its multipart parser does not apply `fieldNameSize`, so
 * singleFile checks the name itself. `fileSize` is one byte over the route's limit so that the
 * route's own check sees the excess and answers 413: busboy alone would truncate silently.
 */
export function singleFileLimits(maxBytes: number) {
  return {
    fileSize: maxBytes + 1,
    files: 1,
    fields: 0,
    parts: 1,
    fieldNameSize: MAX_FIELD_NAME_BYTES,
    headerPairs: 20,
  };
}

/** The uploaded file of a request: its name as sent, its bytes not yet read, and the end check. */
export interface UploadedFile {
  filename: string;
  stream: Readable & { truncated?: boolean };
  /**
   * Resolves once the request has ended with nothing after the file; a second file, a field or
   * any other part is a 400 (the rest is drained). Call it after the file's bytes are read and
   * before anything is filed, so a refused request leaves nothing behind.
   */
  end(): Promise<void>;
  /**
   * `error` as the caller's 400 when it is the body's own failure while the file was read (cut off,
   * malformed: 'Unexpected end of form'), else `error` unchanged (a store's failure stays a 500).
   */
  refusal(error: unknown): unknown;
}

const oneFileOnly = () => new AppError(400, 'validation_error', 'errors.upload_one_file');
const badPart = () => new AppError(400, 'validation_error', 'errors.upload_part');

/** @fastify/multipart's limit and part errors as our 400s; anything else is left as it is. */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error; // the route's own answer (413), not the body's
  switch ((error as { code?: string }).code) {
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return oneFileOnly();
    case 'FST_PROTO_VIOLATION':
      return badPart();
    default: {
      // Malformed bodies ('Unexpected end of form', 'Malformed part header') carry no status.
      const status = (error as { statusCode?: unknown }).statusCode;
      return typeof status === 'number' ? error : badPart();
    }
  }
}

/**
 * The single file part of a multipart request (registered with singleFileLimits), or undefined
 * when the body holds no part. Refused with 400: a part named other than `file` or with a name
 * over MAX_FIELD_NAME_BYTES, a field, and (through `end`) anything after the file.
 */
export async function singleFile(request: FastifyRequest): Promise<UploadedFile | undefined> {
  const parts = request.parts()[Symbol.asyncIterator]();
  let first;
  try {
    first = await parts.next();
  } catch (error) {
    throw asUploadError(error);
  }
  if (first.done) return undefined;
  const part = first.value;
  if (part.type !== 'file') throw oneFileOnly();
  if (Buffer.byteLength(part.fieldname) > MAX_FIELD_NAME_BYTES || part.fieldname !== FILE_PART) {
    part.file.resume();
    throw badPart();
  }
  let bodyError: unknown;
  part.file.once('error', (error) => {
    bodyError = error;
  });
  return {
    filename: part.filename,
    stream: part.file,
    // Once the body has failed, whatever surfaced (busboy's error, a pipe's premature close) is its.
    // On a slow first query the body can fail before any listener is on the part, hence `errored`.
    refusal: (error) =>
      bodyError !== undefined || part.file.errored !== null ? asUploadError(error) : error,
    async end() {
      let next;
      try {
        next = await parts.next();
      } catch (error) {
        throw asUploadError(error);
      }
      if (!next.done) {
        if (next.value.type === 'file') next.value.file.resume();
        throw oneFileOnly();
      }
    },
  };
}
