import { finished, type Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES, type LibraryUploadQuery, type Viewer } from '@portal/domain';
import { AppError } from '../../http/errors';
import { scanUpload } from '../../storage/virus-scan/scan-upload';
import { findTarget, type LibraryTarget } from '../document-repository';
import { notifyDocumentAdded } from '../document-mail';
import { pdfFileName } from '../file-names';
import type { LibraryContext } from '../library-context';
import { FileTooLargeError, NotPdfError, pdfGuard } from '../pdf-guard';
import { duplicateFileError, findByName, storeDocument } from './place-document';

export interface UploadInput {
  portalId: string;
  query: LibraryUploadQuery;
  /**
   * The multipart file part: the name the browser sent, the bytes not yet read, and the check that
   * nothing follows it (http/single-file.ts).
   */
  file:
    | { filename: string; stream: Readable; end?: () => Promise<void>; refusal?: (error: unknown) => unknown }
    | undefined;
  maxBytes?: number;
}

/** The 413 of an upload over the limit, in whole (or tenth) megabytes. */
export function tooLarge(maxBytes: number): AppError {
  const mb = maxBytes / (1024 * 1024);
  const limit = Number.isInteger(mb) ? String(mb) : mb.toFixed(mb < 0.1 ? 3 : 1);
  return new AppError(413, 'file_too_large', 'errors.file_too_large', { limit });
}

/** A stream refused before it was read to the end is drained, so the request can finish. */
function discard(file: UploadInput['file']): void {
  file?.stream.resume();
}

/** Where an upload may go (§6): an account in scope, or, for staff, a group of their company. */
export async function uploadTarget(
  ctx: LibraryContext,
  viewer: Viewer,
  portalId: string,
  where: { accountId?: string | undefined; groupId?: string | undefined },
): Promise<LibraryTarget> {
  const target = await findTarget(ctx.db, viewer, portalId, where);
  if (!target) throw new AppError(404, 'not_found', 'errors.not_found');
  // Investors see their groups' files but only staff file documents into a group (§6).
  if (target.kind === 'group' && viewer.role === 'investor')
    throw new AppError(403, 'forbidden', 'errors.forbidden');
  return target;
}

/**
 * §2 upload: a PDF (checked by its first bytes, not its name: 415 otherwise) of at most the limit
 * (413), of an uploadable type, into an account or group the viewer may reach (404 otherwise).
 * A clashing name without `onDuplicate` is a 409 before a byte is stored. Nothing is stored when
 * anything fails; the recipients are mailed once it is filed.
 */
export async function uploadDocument(
  ctx: LibraryContext,
  viewer: Viewer,
  input: UploadInput,
): Promise<{ id: string; name: string }> {
  const maxBytes = input.maxBytes ?? MAX_UPLOAD_BYTES;
  let target: LibraryTarget;
  try {
    target = await uploadTarget(ctx, viewer, input.portalId, input.query);
  } catch (error) {
    discard(input.file);
    throw error;
  }
  const { file } = input;
  if (!file) throw new AppError(400, 'validation_error', 'validation.file_required');
  const name = pdfFileName(file.filename);
  if (!input.query.onDuplicate && (await findByName(ctx.db, target, name))) {
    discard(file);
    throw duplicateFileError();
  }

  const guard = pdfGuard(maxBytes);
  // `finished`, not an 'error' listener: the body may have failed already while the target was looked up.
  finished(file.stream, (error) => {
    if (error) guard.destroy(error);
  });
  file.stream.pipe(guard);
  let stored: { id: string; name: string };
  try {
    stored = await storeDocument(ctx, viewer, {
      target,
      name,
      type: input.query.type,
      onDuplicate: input.query.onDuplicate,
      body: await scanUpload(ctx.virusScanner, guard),
      activity: 'upload',
      ...(file.end ? { beforeFiling: file.end } : {}),
    });
  } catch (error) {
    file.stream.unpipe(guard);
    discard(file);
    if (error instanceof NotPdfError)
      throw new AppError(415, 'unsupported_media_type', 'validation.pdf_only');
    if (
      error instanceof FileTooLargeError ||
      (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
    ) {
      throw tooLarge(maxBytes);
    }
    throw file.refusal ? file.refusal(error) : error;
  }
  await notifyDocumentAdded(ctx, viewer, target, stored.name);
  return stored;
}
