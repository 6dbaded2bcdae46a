import type { OnDuplicate } from '@portal/domain';

import { ApiError } from '../../lib/api-client';
import { parseTarget } from './library-filters';

/** The query of POST /library/documents: where the file goes, its type, and the copy-or-replace answer. */
export function uploadQuery(target: string, type: string, onDuplicate?: OnDuplicate): string | null {
  const where = parseTarget(target);
  if (!where || !type) return null;
  const params = new URLSearchParams({ ...where, type });
  if (onDuplicate) params.set('onDuplicate', onDuplicate);
  return params.toString();
}

/** What a failed upload means for the screen. */
export type UploadFailure =
  /** §4: the name is taken in that account or group; ask copy or replace, then send again. */
  | { kind: 'duplicate' }
  /** Refused (not a PDF 415, too large 413, …) or broken: clear the dropzone and say why. */
  | { kind: 'failed'; text: string };

/** Reads an upload's error; the server's own (translated) message where it gave one. */
export function uploadFailure(error: unknown, technical: string): UploadFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed', text: technical };
  if (error.status === 409 && error.code === 'duplicate_file') return { kind: 'duplicate' };
  if (error.status === 0 || (error.status >= 500 && error.isTechnical) || !error.code)
    return { kind: 'failed', text: technical };
  return { kind: 'failed', text: error.message };
}

/** True for a file the browser says is a PDF (by type or name); the server checks the bytes. */
export function looksLikePdf(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}
