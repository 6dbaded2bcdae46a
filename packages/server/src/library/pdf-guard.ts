import { Transform, type TransformCallback } from 'node:stream';

const PDF_MAGIC = Buffer.from('%PDF-');

/** The upload's first bytes are not `%PDF-`: whatever its name says, it is not a PDF (415). */
export class NotPdfError extends Error {
  constructor() {
    super('the file does not start with %PDF-');
    this.name = 'NotPdfError';
  }
}

/** The upload passed the size limit (413). */
export class FileTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the file is larger than ${limit} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/**
 * Passes an upload through while checking it: the first five bytes must be `%PDF-` (checked on
 * content, never on the name or the declared type, ASVS 5.2.2), and it may not exceed `maxBytes`.
 * Either failure errors the stream at once, so the store discards what it has and reading stops.
 * An empty file is not a PDF either.
 */
export function pdfGuard(maxBytes: number): Transform & { bytes(): number } {
  let head = Buffer.alloc(0);
  let checked = false;
  let total = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      total += chunk.byteLength;
      if (total > maxBytes) return callback(new FileTooLargeError(maxBytes));
      if (checked) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.byteLength < PDF_MAGIC.byteLength) return callback();
      if (!head.subarray(0, PDF_MAGIC.byteLength).equals(PDF_MAGIC)) return callback(new NotPdfError());
      checked = true;
      const pending = head;
      head = Buffer.alloc(0);
      callback(null, pending);
    },
    flush(callback: TransformCallback) {
      callback(checked ? null : new NotPdfError());
    },
  });
  // The consumer (the store) reads the error from the stream; until it starts, nobody listens.
  guard.on('error', () => undefined);
  return Object.assign(guard, { bytes: () => total });
}
