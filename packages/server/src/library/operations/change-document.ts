import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Viewer } from '@portal/domain';
import { logActivity } from '../../activity/log-activity';
import type { Database } from '../../db/client';
import { documentFavourites, documents } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { findReadableDocument, type LibraryDocument } from '../document-repository';
import { pdfFileName } from '../file-names';
import type { LibraryContext } from '../library-context';

const notFound = () => new AppError(404, 'not_found', 'errors.not_found');

/** A document the viewer can read (else 404, never 403: existence stays hidden). */
export async function readable(
  ctx: LibraryContext,
  viewer: Viewer,
  portalId: string,
  documentId: string,
): Promise<LibraryDocument> {
  const document = await findReadableDocument(ctx.db, viewer, portalId, documentId);
  if (!document) throw notFound();
  return document;
}

/** A document the viewer may change: readable (else 404) and theirs to manage (else 403). */
export async function manageable(
  ctx: LibraryContext,
  viewer: Viewer,
  portalId: string,
  documentId: string,
): Promise<LibraryDocument> {
  const document = await readable(ctx, viewer, portalId, documentId);
  if (!document.canManage) throw new AppError(403, 'forbidden', 'errors.forbidden');
  return document;
}

/** The stored file's key: server-side only, never in an answer. */
export async function fileKeyOf(db: Database, documentId: string): Promise<string> {
  const [row] = await db
    .select({ fileKey: documents.fileKey })
    .from(documents)
    .where(eq(documents.id, documentId));
  if (!row) throw notFound();
  return row.fileKey;
}

/** Changes a document's row and writes its activity log entry, in the caller's transaction. */
async function changeLogged(
  tx: Database,
  viewer: Viewer,
  document: LibraryDocument,
  values: PgUpdateSetSource<typeof documents>,
  type: 'save' | 'delete',
  info: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(documents)
    .set({ ...values, updatedAt: new Date(), updatedBy: viewer.userId })
    .where(eq(documents.id, document.id));
  await logActivity(tx, {
    portalId: document.portalId,
    userId: viewer.userId,
    type,
    collection: 'documents',
    entityId: document.id,
    info,
  });
}

/** §2 rename; another file of the same name in the same place is a 409 ('Another file …'). */
export async function renameDocument(
  ctx: LibraryContext,
  viewer: Viewer,
  ref: { portalId: string; documentId: string },
  newName: string,
): Promise<void> {
  const document = await manageable(ctx, viewer, ref.portalId, ref.documentId);
  const name = pdfFileName(newName);
  const owner = document.account
    ? eq(documents.accountId, document.account.id)
    : document.group
      ? eq(documents.groupId, document.group.id)
      : eq(documents.portalId, document.portalId);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`library:${document.account?.id ?? document.group?.id ?? document.portalId}`}))`,
    );
    const [clash] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          owner,
          eq(documents.active, true),
          ne(documents.id, document.id),
          sql`lower(${documents.name}) = lower(${name})`,
        ),
      )
      .limit(1);
    if (clash) throw new AppError(409, 'duplicate_file_exists', 'errors.duplicate_file_exists');
    await changeLogged(tx, viewer, document, { name }, 'save', {
      renamed: { from: document.name, to: name },
    });
  });
}

/**
 * §2 remove: the row is deactivated (soft delete, §4) with its activity log entry in one
 * transaction; the stored file is deleted after the commit.
 */
export async function removeDocument(
  ctx: LibraryContext,
  viewer: Viewer,
  ref: { portalId: string; documentId: string },
): Promise<void> {
  const document = await manageable(ctx, viewer, ref.portalId, ref.documentId);
  const fileKey = await fileKeyOf(ctx.db, document.id);
  await ctx.db.transaction((tx) =>
    changeLogged(tx, viewer, document, { active: false }, 'delete', { name: document.name }),
  );
  await ctx.storage
    .delete(fileKey)
    .catch((error: unknown) => ctx.log.error({ err: error }, 'file not deleted'));
}

/** §2 favourite, per user: on or off, idempotent. */
export async function setFavourite(
  ctx: LibraryContext,
  viewer: Viewer,
  ref: { portalId: string; documentId: string },
  favourite: boolean,
): Promise<void> {
  const document = await readable(ctx, viewer, ref.portalId, ref.documentId);
  if (favourite) {
    await ctx.db
      .insert(documentFavourites)
      .values({ portalId: document.portalId, documentId: document.id, userId: viewer.userId })
      .onConflictDoNothing();
  } else {
    await ctx.db
      .delete(documentFavourites)
      .where(
        and(eq(documentFavourites.documentId, document.id), eq(documentFavourites.userId, viewer.userId)),
      );
  }
}

/**
 * §2 mark as signed (anyone who can read it: the client signs their paperwork) or approved
 * (staff who may manage it). Marking again keeps the first mark.
 */
export async function markDocument(
  ctx: LibraryContext,
  viewer: Viewer,
  ref: { portalId: string; documentId: string },
  mark: 'signed' | 'approved',
): Promise<void> {
  const document =
    mark === 'signed'
      ? await readable(ctx, viewer, ref.portalId, ref.documentId)
      : await manageable(ctx, viewer, ref.portalId, ref.documentId);
  const now = new Date();
  const values =
    mark === 'signed'
      ? {
          signedAt: sql`coalesce(${documents.signedAt}, ${now})`,
          signedBy: sql`coalesce(${documents.signedBy}, ${viewer.userId}::uuid)`,
        }
      : {
          approvedAt: sql`coalesce(${documents.approvedAt}, ${now})`,
          approvedBy: sql`coalesce(${documents.approvedBy}, ${viewer.userId}::uuid)`,
        };
  await ctx.db.transaction((tx) => changeLogged(tx, viewer, document, values, 'save', { mark }));
}
