import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { CalendarQuarter } from '@portal/domain';
import { logActivity } from '../../activity/log-activity';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/index';
import { uploadKey } from '../../storage/index';
import type { LibraryContext } from '../../library/library-context';
import type { PackAccount } from './pack-accounts';

/** §3: a client's report is one of their Account documents. */
export const PACK_DOCUMENT_TYPE = 'Account documents';

/**
 * The stored file name of an account's report for a quarter. It never changes (a rename changes the
 * document's name, not this), so a re-run finds the earlier document by it whatever its title.
 */
export function packFileName(quarter: CalendarQuarter): string {
  return `quarterly-report-${quarter.key}.pdf`;
}

/** The account's report document for the quarter, if one is filed (the latest, should there be two). */
export async function findPackDocument(db: Database, accountId: string, quarter: CalendarQuarter) {
  const [row] = await db
    .select({
      id: documents.id,
      fileKey: documents.fileKey,
      filedAt: sql<Date>`coalesce(${documents.updatedAt}, ${documents.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(documents)
    .where(
      and(
        eq(documents.accountId, accountId),
        eq(documents.active, true),
        eq(documents.fileName, packFileName(quarter)),
      ),
    )
    .orderBy(sql`coalesce(${documents.updatedAt}, ${documents.createdAt}) desc`)
    .limit(1);
  return row ?? null;
}

export interface PackFile {
  account: PackAccount;
  quarter: CalendarQuarter;
  /** The document's name: the quarter's title in the client's language. */
  title: string;
  pdf: Uint8Array;
  /** The admin who asked for the pack; null when the clock did. */
  requestedBy: string | null;
  /** Who the library names as its author when no user is (the portal's name). */
  authorName: string;
}

/**
 * Files an account's quarterly report in its library, all or nothing: the bytes are stored first;
 * one transaction (serialised per account with the library's advisory lock) then gives the earlier
 * document of the same quarter the new file, or files a new Account document; if that fails the new
 * bytes are removed. The replaced file is deleted after the commit. Not signed or approved, not
 * marked generated and not filed by the client, it is in the client's §2 "for your attention".
 */
export async function filePackDocument(
  ctx: LibraryContext,
  file: PackFile,
): Promise<{ id: string; replaced: boolean }> {
  const fileName = packFileName(file.quarter);
  const fileKey = uploadKey({ uploadId: randomUUID(), fileName });
  const stored = await ctx.storage.put(fileKey, file.pdf, {
    contentType: 'application/pdf',
    custom: { originalName: fileName, quarter: file.quarter.key },
  });
  let filed: { id: string; replacedKey: string | null };
  try {
    filed = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`library:${file.account.id}`}))`);
      const earlier = await findPackDocument(tx, file.account.id, file.quarter);
      const now = new Date();
      let result: { id: string; replacedKey: string | null };
      if (earlier) {
        await tx
          .update(documents)
          .set({
            name: file.title,
            fileKey,
            size: stored.size,
            mime: 'application/pdf',
            updatedAt: now,
            updatedBy: file.requestedBy,
            // A new file has not been read and signed yet: it asks for the client's attention again.
            signedAt: null,
            signedBy: null,
            approvedAt: null,
            approvedBy: null,
          })
          .where(eq(documents.id, earlier.id));
        result = { id: earlier.id, replacedKey: earlier.fileKey };
      } else {
        const [row] = await tx
          .insert(documents)
          .values({
            portalId: file.account.portalId,
            name: file.title,
            type: PACK_DOCUMENT_TYPE,
            fileKey,
            fileName,
            size: stored.size,
            mime: 'application/pdf',
            accountId: file.account.id,
            createdBy: file.requestedBy,
            createdName: file.requestedBy ? null : file.authorName,
          })
          .returning({ id: documents.id });
        result = { id: row!.id, replacedKey: null };
      }
      if (file.requestedBy) {
        await logActivity(tx, {
          portalId: file.account.portalId,
          userId: file.requestedBy,
          type: 'upload',
          collection: 'documents',
          entityId: result.id,
          info: { name: file.title, via: 'quarterly-pack', replaced: result.replacedKey !== null },
        });
      }
      return result;
    });
  } catch (error) {
    await ctx.storage.delete(fileKey).catch((cause: unknown) => ctx.log.error({ err: cause }, 'orphan file'));
    throw error;
  }
  if (filed.replacedKey && filed.replacedKey !== fileKey) {
    await ctx.storage
      .delete(filed.replacedKey)
      .catch((cause: unknown) => ctx.log.error({ err: cause }, 'replaced file kept'));
  }
  return { id: filed.id, replaced: filed.replacedKey !== null };
}
