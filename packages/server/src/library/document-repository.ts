import { and, asc, count, desc, eq, gte, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { accountScope, type LibraryListQuery, type MaybeViewer, type Viewer } from '@portal/domain';
import { accountScopeCondition } from '../accounts/scope-sql';
import type { Database } from '../db/client';
import { accounts, documentFavourites, documents, groups, users } from '../db/schema/index';
import { collated, portalLanguageOf } from '../db/collation';
import { isUuid, type Page } from '../http/paging';
import { documentReadable, groupVisible } from './scope-sql';

/** A library document as the API shows it (§3 Document). Never a storage key or a public URL. */
export interface LibraryDocument {
  id: string;
  portalId: string;
  name: string;
  type: string;
  size: number | null;
  createdAt: Date;
  createdBy: { id: string; name: string } | null;
  updatedAt: Date | null;
  account: { id: string; name: string } | null;
  group: { id: string; name: string } | null;
  favourite: boolean;
  signedAt: Date | null;
  approvedAt: Date | null;
  tags: string[];
  generated: boolean;
  /** Whether the viewer may rename, remove or approve it (the web shows the buttons by this). */
  canManage: boolean;
}

/** Months back of the §2 date filter. */
const DATE_FILTER_MONTHS = { '3m': 3, '6m': 6, '12m': 12 } as const;

/** The viewer marked the document as a favourite (document_favourites_document_user_key). */
function favouriteOf(viewer: Viewer): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${documentFavourites} where ${documentFavourites.documentId} = ${documents.id} and ${documentFavourites.userId} = ${viewer.userId})`;
}

function selection(viewer: Viewer) {
  return {
    id: documents.id,
    portalId: documents.portalId,
    name: documents.name,
    type: documents.type,
    size: documents.size,
    createdAt: documents.createdAt,
    createdById: documents.createdBy,
    createdByName: sql<string | null>`coalesce(${documents.createdName}, ${users.name})`,
    updatedAt: documents.updatedAt,
    accountId: documents.accountId,
    accountName: accounts.name,
    groupId: documents.groupId,
    groupName: groups.name,
    favourite: favouriteOf(viewer).mapWith(Boolean),
    signedAt: documents.signedAt,
    approvedAt: documents.approvedAt,
    tags: documents.tags,
    generated: documents.generatedPdf,
  };
}

type Row = Awaited<ReturnType<typeof baseQuery>>[number];

/**
 * Whether `viewer` may change a document they can read: staff any account's or group's file
 * (admins also portal-wide ones); an investor only files they uploaded to their own account.
 */
export function canManageDocument(
  viewer: Viewer,
  document: { accountId: string | null; groupId: string | null; createdById: string | null },
): boolean {
  if (viewer.role === 'investor')
    return document.accountId !== null && document.createdById === viewer.userId;
  if (document.accountId !== null || document.groupId !== null) return true;
  return viewer.role === 'admin';
}

function toDocument(viewer: Viewer, row: Row): LibraryDocument {
  return {
    id: row.id,
    portalId: row.portalId,
    name: row.name,
    type: row.type,
    size: row.size,
    createdAt: row.createdAt,
    createdBy: row.createdById ? { id: row.createdById, name: row.createdByName ?? '' } : null,
    updatedAt: row.updatedAt,
    account: row.accountId ? { id: row.accountId, name: row.accountName ?? '' } : null,
    group: row.groupId ? { id: row.groupId, name: row.groupName ?? '' } : null,
    favourite: row.favourite,
    signedAt: row.signedAt,
    approvedAt: row.approvedAt,
    tags: row.tags,
    generated: row.generated,
    canManage: canManageDocument(viewer, row),
  };
}

function baseQuery(db: Database, viewer: Viewer) {
  return db
    .select(selection(viewer))
    .from(documents)
    .leftJoin(accounts, eq(accounts.id, documents.accountId))
    .leftJoin(groups, eq(groups.id, documents.groupId))
    .leftJoin(users, eq(users.id, documents.createdBy));
}

function sectionCondition(viewer: Viewer, section: LibraryListQuery['section']): SQL | undefined {
  switch (section) {
    case 'mine':
      return eq(documents.createdBy, viewer.userId);
    case 'latest':
      return eq(documents.generatedPdf, false);
    case 'attention':
      return and(
        isNull(documents.signedAt),
        isNull(documents.approvedAt),
        eq(documents.generatedPdf, false),
        or(isNull(documents.createdBy), ne(documents.createdBy, viewer.userId)),
      );
    case 'favourites':
      return favouriteOf(viewer);
    default:
      return undefined;
  }
}

/** A LIKE pattern for a search, its wildcards taken literally, or undefined when there is none. */
function containsPattern(search: string | undefined): string | undefined {
  const trimmed = search?.trim();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

function searchCondition(search: string | undefined): SQL | undefined {
  const pattern = containsPattern(search);
  return pattern ? or(ilike(documents.name, pattern), ilike(documents.fileName, pattern)) : undefined;
}

function listCondition(db: Database, viewer: Viewer, portalId: string, query: LibraryListQuery): SQL {
  const months = query.date === 'all' ? undefined : DATE_FILTER_MONTHS[query.date];
  return and(
    eq(documents.portalId, portalId),
    documentReadable(db, viewer),
    query.accountId ? eq(documents.accountId, query.accountId) : undefined,
    query.groupId ? eq(documents.groupId, query.groupId) : undefined,
    query.type ? eq(documents.type, query.type) : undefined,
    months ? gte(documents.createdAt, sql`now() - make_interval(months => ${months})`) : undefined,
    query.tag ? sql`${query.tag} = any(${documents.tags})` : undefined,
    searchCondition(query.search),
    sectionCondition(viewer, query.section),
  )!;
}

/**
 * One page of the library in a portal, newest first, within the viewer's scope (§2 sections and
 * filters). One statement for the rows (names and the favourite flag joined in) and one for the
 * total; an account's or group's list reads documents_account_created_idx / _group_created_idx.
 */
export async function listDocuments(
  db: Database,
  viewer: Viewer,
  portalId: string,
  query: LibraryListQuery,
  page: Page,
): Promise<{ items: LibraryDocument[]; total: number }> {
  if (!isUuid(portalId)) return { items: [], total: 0 };
  if ((query.accountId && !isUuid(query.accountId)) || (query.groupId && !isUuid(query.groupId))) {
    return { items: [], total: 0 };
  }
  const where = listCondition(db, viewer, portalId, query);
  const [rows, [totals]] = await Promise.all([
    baseQuery(db, viewer)
      .where(where)
      .orderBy(
        desc(documents.createdAt),
        ...collated(documents.name, portalLanguageOf(portalId)),
        desc(documents.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(documents).where(where),
  ]);
  return { items: rows.map((row) => toDocument(viewer, row)), total: totals?.total ?? 0 };
}

/** The §2 tags section: each tag on the documents the viewer can read in the portal, with a count. */
export async function listTags(
  db: Database,
  viewer: Viewer,
  portalId: string,
): Promise<{ tag: string; count: number }[]> {
  if (!isUuid(portalId)) return [];
  const tag = sql<string>`unnest(${documents.tags})`;
  const rows = await db
    .select({ tag, count: count() })
    .from(documents)
    .where(and(eq(documents.portalId, portalId), documentReadable(db, viewer)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}

/** One document the viewer can read in the portal, else null (unknown, malformed, out of scope alike). */
export async function findReadableDocument(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
  documentId: string,
): Promise<LibraryDocument | null> {
  if (!viewer || !isUuid(portalId) || !isUuid(documentId)) return null;
  const [row] = await baseQuery(db, viewer)
    .where(and(eq(documents.id, documentId), eq(documents.portalId, portalId), documentReadable(db, viewer)))
    .limit(1);
  return row ? toDocument(viewer, row) : null;
}

/**
 * An active document of the portal, whoever may read it in the library: for a message attachment,
 * whose access the message grants (the caller has checked that the viewer can read the message).
 */
export async function findAttachedDocument(
  db: Database,
  viewer: Viewer,
  portalId: string,
  documentId: string,
): Promise<LibraryDocument | null> {
  if (!isUuid(portalId) || !isUuid(documentId)) return null;
  const [row] = await baseQuery(db, viewer)
    .where(and(eq(documents.id, documentId), eq(documents.portalId, portalId), eq(documents.active, true)))
    .limit(1);
  return row ? toDocument(viewer, row) : null;
}

/** Where a file may be put: an account in the viewer's scope, or a group they can see, in the portal. */
export type LibraryTarget =
  | { kind: 'account'; id: string; name: string; portalId: string }
  | { kind: 'group'; id: string; name: string; portalId: string };

export async function findTarget(
  db: Database,
  viewer: Viewer,
  portalId: string,
  target: { accountId?: string | undefined; groupId?: string | undefined },
): Promise<LibraryTarget | null> {
  if (!isUuid(portalId)) return null;
  if (target.accountId !== undefined) {
    if (!isUuid(target.accountId)) return null;
    const [row] = await db
      .select({ id: accounts.id, name: accounts.name, portalId: accounts.portalId })
      .from(accounts)
      .where(
        and(
          eq(accounts.id, target.accountId),
          eq(accounts.portalId, portalId),
          accountScopeCondition(db, accountScope(viewer)),
        ),
      )
      .limit(1);
    return row ? { kind: 'account', ...row } : null;
  }
  if (target.groupId === undefined || !isUuid(target.groupId)) return null;
  const [row] = await db
    .select({ id: groups.id, name: groups.name, portalId: groups.portalId })
    .from(groups)
    .where(
      and(eq(groups.id, target.groupId), eq(groups.portalId, portalId), groupVisible(db, viewer, groups.id)),
    )
    .limit(1);
  return row ? { kind: 'group', ...row } : null;
}

/**
 * The accounts and groups the viewer may file documents under or write to, for the §2 pickers
 * (groups carry a prefix in the web app). At most `limit` of each, by name, matching `search`.
 */
export async function listTargets(
  db: Database,
  viewer: Viewer,
  portalId: string,
  options: { search?: string | undefined; limit: number },
): Promise<{ accounts: { id: string; name: string }[]; groups: { id: string; name: string }[] }> {
  if (!isUuid(portalId)) return { accounts: [], groups: [] };
  const pattern = containsPattern(options.search);
  const [accountRows, groupRows] = await Promise.all([
    db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(
        and(
          eq(accounts.portalId, portalId),
          accountScopeCondition(db, accountScope(viewer)),
          pattern ? ilike(accounts.name, pattern) : undefined,
        ),
      )
      .orderBy(...collated(accounts.name, portalLanguageOf(portalId)), asc(accounts.id))
      .limit(options.limit),
    viewer.role === 'investor'
      ? Promise.resolve([])
      : db
          .select({ id: groups.id, name: groups.name })
          .from(groups)
          .where(
            and(
              eq(groups.portalId, portalId),
              groupVisible(db, viewer, groups.id),
              pattern ? ilike(groups.name, pattern) : undefined,
            ),
          )
          .orderBy(...collated(groups.name, portalLanguageOf(portalId)), asc(groups.id))
          .limit(options.limit),
  ]);
  return { accounts: accountRows, groups: groupRows };
}
