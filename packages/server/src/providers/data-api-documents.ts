import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentFeed } from '@portal/domain';
import type { Database } from '../db/client';
import { isUuid } from '../http/paging';
import { accounts, documents, funds } from '../db/schema/index';
import type { AccountKey } from './feeds';

/**
 * What the Data API's key may see of the library (decision 88): an active document that an id the
 * Data API serves leads to. That is an account's own document when the account is active and has an
 * external id, or a fund's portal-wide document (no account, no group). Group files and portal-wide
 * files of no fund are for signed-in users only.
 */
function dataApiVisible(): SQL {
  return and(
    eq(documents.active, true),
    or(
      and(isNotNull(accounts.externalId), eq(accounts.active, true)),
      and(isNull(documents.accountId), isNull(documents.groupId), isNotNull(documents.fundId)),
    ),
  )!;
}

const columns = {
  id: documents.id,
  name: documents.name,
  type: documents.type,
  fileName: documents.fileName,
  mime: documents.mime,
  size: documents.size,
  createdAt: documents.createdAt,
  tags: documents.tags,
  fileKey: documents.fileKey,
  isin: funds.isin,
  accountExternalId: accounts.externalId,
};
type Row = {
  id: string;
  name: string;
  type: string;
  fileName: string;
  mime: string | null;
  size: number | null;
  createdAt: Date;
  tags: string[];
  isin: string | null;
  accountExternalId: string | null;
};

function toFeed(row: Row): DocumentFeed {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    fileName: row.fileName,
    // The library files PDFs only (§2); a row from before mime was kept is one too.
    contentType: row.mime ?? 'application/pdf',
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    isin: row.isin,
    accountId: row.accountExternalId,
    tags: row.tags,
  };
}

/** The library as the Data API serves it: documents by id, and the documents of a held fund. */
export function dataApiDocuments(db: Database) {
  const base = () =>
    db
      .select(columns)
      .from(documents)
      .leftJoin(accounts, eq(accounts.id, documents.accountId))
      .leftJoin(funds, eq(funds.id, documents.fundId));

  /** A visible document with its file key, or null (an id that is no uuid is simply unknown). */
  async function byId(id: string): Promise<(DocumentFeed & { fileKey: string }) | null> {
    if (!isUuid(id)) return null;
    const [row] = await base()
      .where(and(eq(documents.id, id), dataApiVisible()))
      .limit(1);
    return row ? { ...toFeed(row), fileKey: row.fileKey } : null;
  }

  /**
   * The documents of the fund a holding is (found by the holding's ISIN in the fund universe): the
   * fund's portal-wide documents in the account's portal, and the account's own documents filed
   * against that fund; newest first. A holding of no known fund has none.
   */
  async function ofHolding(account: AccountKey, isin: string | null): Promise<DocumentFeed[]> {
    if (!isin) return [];
    const [owner] = await db
      .select({ portalId: accounts.portalId })
      .from(accounts)
      .where(eq(accounts.id, account.id))
      .limit(1);
    if (!owner) return [];
    const rows = await base()
      .where(
        and(
          sql`upper(${funds.isin}) = ${isin.toUpperCase()}`,
          eq(documents.portalId, owner.portalId),
          or(isNull(documents.accountId), eq(documents.accountId, account.id)),
          dataApiVisible(),
        ),
      )
      .orderBy(desc(documents.createdAt), asc(documents.id));
    return rows.map(toFeed);
  }

  return { byId, ofHolding };
}
