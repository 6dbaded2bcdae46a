import { randomUUID } from 'node:crypto';
import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import type { OnDuplicate, Viewer } from '@portal/domain';
import { logActivity } from '../../activity/log-activity';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { uploadKey, type FileBody } from '../../storage/index';
import type { LibraryTarget } from '../document-repository';
import { copyName, copyNamePattern } from '../file-names';
import type { LibraryContext } from '../library-context';

/** Documents filed in the same place as `target` (the scope of the duplicate-name rule, §5). */
export function sameOwner(target: LibraryTarget): SQL {
  return and(
    eq(documents.active, true),
    target.kind === 'account' ? eq(documents.accountId, target.id) : eq(documents.groupId, target.id),
  )!;
}

/** The active document with this name (case-blind) in the target, if any. */
export async function findByName(db: Database, target: LibraryTarget, name: string) {
  const [row] = await db
    .select({ id: documents.id, fileKey: documents.fileKey })
    .from(documents)
    .where(and(sameOwner(target), sql`lower(${documents.name}) = lower(${name})`))
    .limit(1);
  return row ?? null;
}

export const duplicateFileError = () => new AppError(409, 'duplicate_file', 'errors.duplicate_file');

export interface NewFile {
  target: LibraryTarget;
  name: string;
  type: string;
  onDuplicate: OnDuplicate | undefined;
  body: FileBody;
  size?: number;
  tags?: string[];
  /** What the activity log calls the event. */
  activity: 'upload' | 'duplicate' | 'message';
  /** Runs once the bytes are stored and before the row is written; a throw leaves neither. */
  beforeFiling?: () => Promise<void>;
}

/**
 * Stores a file and files it as a document, all or nothing: the bytes go to storage first (a
 * failed write leaves no row); then one transaction settles a name clash (§4: copy → name_1, …,
 * replace → the existing document takes the new file, neither → 409), writes the row and the
 * activity log entry; if that fails the stored file is removed. A replaced file is deleted after
 * the commit. Concurrent uploads to one account or group are serialised by an advisory lock.
 */
export async function storeDocument(
  ctx: Pick<LibraryContext, 'db' | 'storage' | 'log'>,
  /** Who files it: the uploader, or the sender of a message filed in the library. */
  viewer: Pick<Viewer, 'userId'>,
  file: NewFile,
): Promise<{ id: string; name: string }> {
  const fileKey = uploadKey({ uploadId: randomUUID(), fileName: file.name });
  const stored = await ctx.storage.put(fileKey, file.body, {
    contentType: 'application/pdf',
    custom: { uploader: viewer.userId, originalName: file.name },
  });
  let placed: { id: string; name: string; replacedKey: string | null };
  try {
    await file.beforeFiling?.();
    placed = await ctx.db.transaction(async (tx) => {
      const result = await placeDocument(tx as unknown as Database, viewer, {
        ...file,
        fileKey,
        size: stored.size,
      });
      await logActivity(tx as unknown as Database, {
        portalId: file.target.portalId,
        userId: viewer.userId,
        type: 'upload',
        collection: 'documents',
        entityId: result.id,
        info: { name: result.name, via: file.activity, replaced: result.replacedKey !== null },
      });
      return result;
    });
  } catch (error) {
    await ctx.storage.delete(fileKey).catch((cause: unknown) => ctx.log.error({ err: cause }, 'orphan file'));
    throw error;
  }
  if (placed.replacedKey) {
    const old = placed.replacedKey;
    await ctx.storage
      .delete(old)
      .catch((cause: unknown) => ctx.log.error({ err: cause }, 'replaced file kept'));
  }
  return { id: placed.id, name: placed.name };
}

async function placeDocument(
  tx: Database,
  viewer: Pick<Viewer, 'userId'>,
  file: NewFile & { fileKey: string; size: number },
): Promise<{ id: string; name: string; replacedKey: string | null }> {
  const { target } = file;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`library:${target.id}`}))`);
  const clash = await findByName(tx, target, file.name);
  const now = new Date();
  if (clash && file.onDuplicate === 'replace') {
    await tx
      .update(documents)
      .set({
        fileKey: file.fileKey,
        size: file.size,
        mime: 'application/pdf',
        type: file.type,
        updatedAt: now,
        updatedBy: viewer.userId,
        // A new file has not been signed or approved yet.
        signedAt: null,
        signedBy: null,
        approvedAt: null,
        approvedBy: null,
      })
      .where(eq(documents.id, clash.id));
    return { id: clash.id, name: file.name, replacedKey: clash.fileKey };
  }
  if (clash && file.onDuplicate !== 'copy') throw duplicateFileError();
  let name = file.name;
  if (clash) {
    const taken = await tx
      .select({ name: documents.name })
      .from(documents)
      .where(and(sameOwner(target), like(sql`lower(${documents.name})`, copyNamePattern(file.name))));
    name = copyName(
      file.name,
      taken.map((row) => row.name),
    );
  }
  const [row] = await tx
    .insert(documents)
    .values({
      portalId: target.portalId,
      name,
      type: file.type,
      fileKey: file.fileKey,
      fileName: name,
      size: file.size,
      mime: 'application/pdf',
      accountId: target.kind === 'account' ? target.id : null,
      groupId: target.kind === 'group' ? target.id : null,
      createdBy: viewer.userId,
      tags: file.tags ?? [],
    })
    .returning({ id: documents.id });
  return { id: row!.id, name, replacedKey: null };
}
