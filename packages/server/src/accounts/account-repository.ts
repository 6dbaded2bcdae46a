import { and, asc, count, eq, exists, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  accountScope,
  type AccountFilterOptions,
  type AccountListItem,
  type AccountListTotals,
  type AccountSummary,
  type MaybeViewer,
} from '@portal/domain';
import type { Database } from '../db/client';
import { accounts, groupMembers, groups, portfolios, users } from '../db/schema/index';
import { isUuid, type Page } from '../http/paging';
import { collated, phoneBookInitial, portalLanguageOf } from '../db/collation';
import { accountScopeCondition } from './scope-sql';

// The answers' shapes are the domain's (views/accounts.ts), shared with the routes and the web.
export type { AccountFilterOptions, AccountListItem, AccountListTotals, AccountSummary };

/** The clients list's filters (§2 Clients overview), all applied in SQL within the viewer's scope. */
export interface AccountListFilters {
  search?: string | undefined;
  /** Phone-book letter as the portal's language reads it ('Á' in Icelandic, 'A' matching 'Árni' elsewhere), or '#'. */
  letter?: string | undefined;
  /** Accounts with an active portfolio of this type. */
  portfolioType?: string | undefined;
  /** Accounts that are active members of this (active) group. */
  group?: string | undefined;
  /** Accounts with at least one active portfolio. */
  hasPortfolios?: boolean | undefined;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function inPortalAndScope(db: Database, viewer: MaybeViewer, portalId: string): SQL {
  return and(eq(accounts.portalId, portalId), accountScopeCondition(db, accountScope(viewer)))!;
}

/** A requested letter as a letter or '#' (anything else is '#'); the language decides which letter it is in SQL. */
export function toPhoneBookLetter(letter: string): string {
  const first = [...letter.trim().normalize('NFC')][0] ?? '';
  return /\p{L}/u.test(first) ? first : '#';
}

function activePortfolioOf(db: Database, type?: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(portfolios)
      .where(
        and(
          eq(portfolios.accountId, accounts.id),
          eq(portfolios.active, true),
          type === undefined ? undefined : eq(portfolios.type, type),
        ),
      ),
  );
}

function memberOfGroup(db: Database, groupId: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(
        and(
          eq(groupMembers.accountId, accounts.id),
          eq(groupMembers.groupId, groupId),
          eq(groupMembers.active, true),
          eq(groups.active, true),
        ),
      ),
  );
}

/** The list's WHERE: portal and the viewer's scope (§6) first, then every filter given. */
function listCondition(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
  filters: AccountListFilters,
): SQL {
  const search = filters.search?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  const letter = filters.letter ? toPhoneBookLetter(filters.letter) : undefined;
  const language = portalLanguageOf(portalId);
  return and(
    inPortalAndScope(db, viewer, portalId),
    pattern
      ? or(ilike(accounts.name, pattern), ilike(accounts.email, pattern), ilike(accounts.externalId, pattern))
      : undefined,
    // A letter as the portal's language reads it: 'á' is Á in Icelandic and A in English.
    letter
      ? sql`${phoneBookInitial(accounts.name, language)} = ${phoneBookInitial(sql`${letter}::text`, language)}`
      : undefined,
    filters.portfolioType ? activePortfolioOf(db, filters.portfolioType) : undefined,
    // A malformed group id matches nothing (like an unknown one) rather than reaching the uuid cast.
    filters.group ? (isUuid(filters.group) ? memberOfGroup(db, filters.group) : sql`false`) : undefined,
    filters.hasPortfolios ? activePortfolioOf(db) : undefined,
  )!;
}

/**
 * The accounts of one portal the viewer may read, by name, one page at a time, filtered as
 * AccountListFilters says, with headline totals over the whole filtered set. Two statements: the
 * page (portfolio count and types are correlated subqueries over portfolios_account_id_idx, no
 * query per row) and the totals (count, value and gains in one aggregate).
 *
 * Gains: accounts.since_inception is a percent figure (revaluations store it, decision 65:
 * '5.2300' = 5.23 %), so an account's gain is value − value / (1 + sinceInception / 100), the
 * value less the value it had at inception at that return. The return is time-weighted, so with
 * contributions or withdrawals this is an estimate, not the money-weighted gain; accounts without
 * a value or a return (or with a return of −100 % or less) add nothing.
 */
export async function listAccounts(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
  options: AccountListFilters & { page: Page },
): Promise<{ items: AccountListItem[]; total: number; totals: AccountListTotals }> {
  if (!isUuid(portalId))
    return { items: [], total: 0, totals: { value: '0.0000', currency: null, count: 0, gains: '0.00' } };
  const where = listCondition(db, viewer, portalId, options);
  // Qualified by hand: inside a select list Drizzle writes bare column names, and a bare "id"
  // would bind to portfolios.id instead of the outer account.
  const portfolioCount = sql<number>`(select count(*) from "portfolios" as "p" where "p"."account_id" = "accounts"."id" and "p"."active")`;
  const portfolioTypes = sql<
    string[]
  >`(select coalesce(array_agg(distinct "p"."type" order by "p"."type"), '{}') from "portfolios" as "p" where "p"."account_id" = "accounts"."id" and "p"."active" and "p"."type" is not null)`;
  const gain = sql`case when ${accounts.sinceInception} > -100 then ${accounts.value} - ${accounts.value} / (1 + ${accounts.sinceInception} / 100) end`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: accounts.id,
        name: accounts.name,
        email: accounts.email,
        externalId: accounts.externalId,
        value: accounts.value,
        currency: accounts.currency,
        portfolioCount: portfolioCount.mapWith(Number),
        portfolioTypes,
        sinceInception: accounts.sinceInception,
      })
      .from(accounts)
      .where(where)
      .orderBy(...collated(accounts.name, portalLanguageOf(portalId)), asc(accounts.id))
      .limit(options.page.limit)
      .offset(options.page.offset),
    db
      .select({
        count: count(),
        value: sql<string>`coalesce(sum(${accounts.value}), 0.0000)::text`,
        gains: sql<string>`round(coalesce(sum(${gain}), 0), 2)::text`,
        currency: sql<
          string | null
        >`case when count(distinct ${accounts.currency}) = 1 then min(${accounts.currency}) end`,
      })
      .from(accounts)
      .where(where),
  ]);
  const total = totals?.count ?? 0;
  return {
    items: rows.map((row) => ({ ...row, portfolioTypes: toStringArray(row.portfolioTypes) })),
    total,
    totals: {
      value: totals?.value ?? '0.0000',
      currency: totals?.currency ?? null,
      count: total,
      gains: totals?.gains ?? '0.00',
    },
  };
}

/** A text[] as the drivers give it: an array (node-postgres, PGlite) or its literal ('{GIA,ISA}'). */
function toStringArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{') && value.endsWith('}')) {
    const inner = value.slice(1, -1);
    return inner ? inner.split(',').map((item) => item.replace(/^"(.*)"$/, '$1')) : [];
  }
  return [];
}

/**
 * The filter menus of the clients overview, from the accounts the viewer may read in the portal:
 * the types of their active portfolios, the active groups they are active members of, and the
 * phone-book letters their names start with. Three small statements side by side.
 */
export async function listAccountFilterOptions(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
): Promise<AccountFilterOptions> {
  if (!isUuid(portalId)) return { portfolioTypes: [], groups: [], letters: [] };
  const scope = inPortalAndScope(db, viewer, portalId);
  const initial = phoneBookInitial(accounts.name, portalLanguageOf(portalId));
  const [types, groupRows, letters] = await Promise.all([
    db
      .selectDistinct({ type: portfolios.type })
      .from(portfolios)
      .innerJoin(accounts, eq(accounts.id, portfolios.accountId))
      .where(and(scope, eq(portfolios.active, true), isNotNull(portfolios.type)))
      .orderBy(asc(portfolios.type)),
    db
      .selectDistinct({ id: groups.id, name: groups.name })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .innerJoin(accounts, eq(accounts.id, groupMembers.accountId))
      .where(and(scope, eq(groupMembers.active, true), eq(groups.active, true)))
      .orderBy(asc(groups.name), asc(groups.id)),
    // By position: the letter's SQL carries parameters, so a repeated expression would not match it.
    db
      .selectDistinct({ letter: initial })
      .from(accounts)
      .where(scope)
      .orderBy(sql`1`),
  ]);
  return {
    portfolioTypes: types.flatMap(({ type }) => (type ? [type] : [])),
    groups: groupRows,
    letters: letters.map(({ letter }) => letter),
  };
}

/**
 * One account with its portfolios when the viewer may read it in that portal, else null. Another
 * client's account, another portal's, an unknown or malformed id: all null, so all 404.
 */
export async function findAccount(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
  accountId: string,
): Promise<AccountSummary | null> {
  if (!isUuid(portalId) || !isUuid(accountId)) return null;
  const [account] = await db
    .select({
      id: accounts.id,
      portalId: accounts.portalId,
      name: accounts.name,
      email: accounts.email,
      externalId: accounts.externalId,
      currency: accounts.currency,
      value: accounts.value,
      validated: accounts.validated,
      clientLastLogin: users.lastLogin,
    })
    .from(accounts)
    .leftJoin(users, eq(users.id, accounts.clientUserId))
    .where(and(eq(accounts.id, accountId), inPortalAndScope(db, viewer, portalId)))
    .limit(1);
  if (!account) return null;
  const { clientLastLogin, ...summary } = account;
  const rows = await db
    .select({
      id: portfolios.id,
      name: portfolios.name,
      type: portfolios.type,
      value: portfolios.value,
      currency: portfolios.currency,
    })
    .from(portfolios)
    .where(and(eq(portfolios.accountId, account.id), eq(portfolios.active, true)))
    // §2: portfolios sorted by value, largest first; unvalued ones last.
    .orderBy(sql`${portfolios.value} desc nulls last`, asc(portfolios.name), asc(portfolios.id));
  return { ...summary, clientHasSignedIn: clientLastLogin !== null, portfolios: rows };
}

/** An account's keys at the data sources, when the viewer may read it in that portal (else null: 404). */
export interface AccountKeyInScope {
  id: string;
  externalId: string | null;
  name: string;
  currency: string | null;
}

const keyColumns = {
  id: accounts.id,
  externalId: accounts.externalId,
  name: accounts.name,
  currency: accounts.currency,
};

/**
 * The account's keys for the data provider, within the viewer's scope (§6): the first step of every
 * portfolio route, so another client's account or portfolio is a 404 before any data is read.
 */
export async function findAccountKey(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
  accountId: string,
): Promise<AccountKeyInScope | null> {
  if (!isUuid(portalId) || !isUuid(accountId)) return null;
  const [row] = await db
    .select(keyColumns)
    .from(accounts)
    .where(and(eq(accounts.id, accountId), inPortalAndScope(db, viewer, portalId)))
    .limit(1);
  return row ?? null;
}

/** The account page's account in scope: its keys, its value, and its and its portfolios' last change. */
export interface AccountForPage extends AccountKeyInScope {
  value: string | null;
  updatedAt: Date | null;
  portfoliosUpdatedAt: Date | null;
}

/**
 * `findAccountKey` for the account page, reading in the same statement what the page reads of the
 * account row next (its value) and the stamps its cache compares (decision 140): one round trip
 * where there were three. Only where the page's figures are read on this database (no replica).
 */
export async function findAccountForPage(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
  accountId: string,
): Promise<AccountForPage | null> {
  if (!isUuid(portalId) || !isUuid(accountId)) return null;
  const [row] = await db
    .select({
      ...keyColumns,
      value: accounts.value,
      updatedAt: accounts.updatedAt,
      // Every portfolio, active or not, as the cache's own stamp query reads them (written out: in a
      // one-table select Drizzle leaves a column's table unnamed).
      portfoliosUpdatedAt:
        sql<Date | null>`(select max("p"."updated_at") from "portfolios" as "p" where "p"."account_id" = "accounts"."id")`.mapWith(
          portfolios.updatedAt,
        ),
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), inPortalAndScope(db, viewer, portalId)))
    .limit(1);
  return row ?? null;
}
