import type { Readable } from 'node:stream';
import type { Viewer } from '@portal/domain';
import { logActivity } from '../../activity/log-activity';
import { AppError } from '../../http/errors';
import { safeFileName } from '../../storage/keys';
import type { LibraryDocument } from '../document-repository';
import type { LibraryContext } from '../library-context';
import { fileKeyOf, readable } from './change-document';

export interface OpenedDocument {
  document: LibraryDocument;
  stream: Readable;
  size: number;
}

/**
 * A document's bytes for download through the server, the policy checked on this very read (404
 * for anything the viewer cannot read). A row whose file the store cannot give is §8's
 * 'Unexpected error while fetching document URL'. The download is logged.
 */
export async function openDocument(
  ctx: LibraryContext,
  viewer: Viewer,
  ref: { portalId: string; documentId: string },
  via: 'library' | 'message' = 'library',
  preChecked?: LibraryDocument,
): Promise<OpenedDocument> {
  const document = preChecked ?? (await readable(ctx, viewer, ref.portalId, ref.documentId));
  const fileKey = await fileKeyOf(ctx.db, document.id);
  let opened;
  try {
    opened = await ctx.storage.open(fileKey);
  } catch (error) {
    ctx.log.error({ err: error, documentId: document.id }, 'document file unreadable');
  }
  if (!opened) throw new AppError(500, 'document_url', 'errors.document_url');
  await logActivity(ctx.db, {
    portalId: document.portalId,
    userId: viewer.userId,
    type: 'download',
    collection: 'documents',
    entityId: document.id,
    info: { via },
  });
  return { document, stream: opened.stream, size: opened.size };
}

/**
 * Content-Disposition for a server-chosen file name (RFC 6266, ASVS 5.4.2): an ASCII fallback
 * without quotes or backslashes, and the name UTF-8 encoded. The name is cleaned once more (keys.ts)
 * so a row stored before names were cleaned of bidi overrides still downloads under a plain name.
 */
export function attachmentDisposition(stored: string): string {
  const name = safeFileName(stored, 'document.pdf');
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
