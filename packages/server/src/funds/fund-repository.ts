import { and, asc, count, desc, eq, gte, inArray, lte, max, or, sql, type SQL } from 'drizzle-orm';
import { addDays, addMonths, ISIN_PATTERN, type FundPriceRange, type FundSummary } from '@portal/domain';
import type { Database } from '../db/client';
import { documents, fundFavourites, funds, instrumentPrices } from '../db/schema/index';
import { isUuid } from '../http/paging';
import { documentReadable } from '../library/scope-sql';
import type { Viewer } from '@portal/domain';
import { collated, portalLanguageOf } from '../db/collation';

/**
 * The fund universe (company-wide market data, like prices) read for one viewer: their favourites
 * come from fund_favourites by user. The explorer's search (filters, facets, order, paging) is in
 * search/own-fund-search.ts; these are the conditions it shares and the single-fund reads.
 */

const ISIN = ISIN_PATTERN;
/** Days of closes the 1D chart shows (a day alone is one point). */
const ONE_DAY_CHART_DAYS = 14;

/** A LIKE pattern's literal text (the user's % and _ are characters, not wildcards). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The search: every word of the query starts a word of the name (case-blind: 'glob inc' finds
 * 'Lowland Global … Income'), or the query starts the ISIN. A whole ISIN is an equality on the
 * unique funds_isin_key. The universe is a few hundred funds at most, so the word match, which no
 * b-tree can serve, reads them all in well under a millisecond; so does the name order in the
 * portal language's collation (decision 55), which no index serves either.
 */
export function searchCondition(q: string): SQL | undefined {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const upper = q.trim().toUpperCase();
  if (ISIN.test(upper)) return eq(funds.isin, upper);
  const name = and(
    ...words.map(
      (word) =>
        sql`(lower(${funds.name}) like ${`${likeLiteral(word)}%`} or lower(${funds.name}) like ${`% ${likeLiteral(word)}%`})`,
    ),
  );
  return words.length === 1 && upper.length >= 2
    ? or(name, sql`${funds.isin} like ${`${likeLiteral(upper)}%`}`)
    : name;
}

/** GBP finds funds quoted in pence too (GBX is GBP money). */
export function currencyCondition(currency: string): SQL {
  const quoted = currency === 'GBP' ? ['GBP', 'GBX'] : [currency];
  return inArray(funds.currency, quoted);
}

export const favouriteOf = (userId: string) =>
  and(eq(fundFavourites.fundId, funds.id), eq(fundFavourites.userId, userId));

/** A fund's own columns as the explorer lists them (the static samples' funds.json reads them too). */
export const fundColumns = {
  id: funds.id,
  isin: funds.isin,
  name: funds.name,
  fundCode: funds.fundCode,
  groupName: funds.groupName,
  assetClass: funds.assetClass,
  fundType: funds.fundType,
  currency: funds.currency,
  region: funds.region,
  sector: funds.sector,
  esgRating: funds.esgRating,
  size: funds.size,
  price: funds.price,
  priceDate: funds.priceDate,
};

export const summaryColumns = { ...fundColumns, favouriteId: fundFavourites.id };

type SummaryRow = { favouriteId: string | null } & Omit<FundSummary, 'favourite'>;

export function toSummary({ favouriteId, ...row }: SummaryRow): FundSummary {
  return { ...row, favourite: favouriteId !== null };
}

export type FundRow = FundSummary & { objective: string | null; instrumentId: string | null };

/** One fund by id or ISIN (the fund page finds a holding's fund by its ISIN), or null. */
export async function findFund(db: Database, viewer: Viewer, key: string): Promise<FundRow | null> {
  const isin = key.toUpperCase();
  const match = isUuid(key) ? eq(funds.id, key) : ISIN.test(isin) ? eq(funds.isin, isin) : null;
  if (!match) return null;
  const [row] = await db
    .select({ ...summaryColumns, objective: funds.objective, instrumentId: funds.instrumentId })
    .from(funds)
    .leftJoin(fundFavourites, favouriteOf(viewer.userId))
    .where(and(match, eq(funds.active, true)))
    .limit(1);
  if (!row) return null;
  const { objective, instrumentId, ...summary } = row;
  return { ...toSummary(summary), objective, instrumentId };
}

/** The first date a chart of `range` shows, counted back from the last close. */
export function rangeStart(range: FundPriceRange, last: string): string | null {
  switch (range) {
    case '1D':
      return addDays(last, -ONE_DAY_CHART_DAYS);
    case '3M':
      return addMonths(last, -3);
    case '1Y':
      return addMonths(last, -12);
    case '3Y':
      return addMonths(last, -36);
    case '5Y':
      return addMonths(last, -60);
    case 'YTD':
      // The fund's YTD base (engine fundPeriodReturns): the last close on or before 1 January.
      return `${last.slice(0, 4)}-01-01`;
    case 'All':
      return null;
  }
}

/**
 * The closes a chart of `range` draws: from the last close on or before the range's start (the
 * period's base, so the line starts where the return is measured from) to the last close.
 */
export async function closesInRange(db: Database, instrumentId: string, range: FundPriceRange) {
  const own = eq(instrumentPrices.instrumentId, instrumentId);
  const [last] = await db
    .select({ date: max(instrumentPrices.date) })
    .from(instrumentPrices)
    .where(own);
  if (!last?.date) return [];
  const start = rangeStart(range, last.date);
  let from: string | null = null;
  if (start) {
    const [base] = await db
      .select({ date: max(instrumentPrices.date) })
      .from(instrumentPrices)
      .where(and(own, lte(instrumentPrices.date, start)));
    from = base?.date ?? start;
  }
  return db
    .select({ date: instrumentPrices.date, price: instrumentPrices.price })
    .from(instrumentPrices)
    .where(and(own, from ? gte(instrumentPrices.date, from) : undefined))
    .orderBy(asc(instrumentPrices.date));
}

/** The fund's documents in this portal that the viewer may read (the library's policy). */
function fundDocumentsWhere(db: Database, viewer: Viewer, portalId: string, fundId: string) {
  return and(eq(documents.fundId, fundId), eq(documents.portalId, portalId), documentReadable(db, viewer));
}

export async function fundDocuments(db: Database, viewer: Viewer, portalId: string, fundId: string) {
  return db
    .select({
      id: documents.id,
      name: documents.name,
      type: documents.type,
      fileName: documents.fileName,
      size: documents.size,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(fundDocumentsWhere(db, viewer, portalId, fundId))
    .orderBy(
      asc(documents.type),
      ...collated(documents.name, portalLanguageOf(portalId)),
      desc(documents.createdAt),
    )
    .limit(100);
}

export async function countFundDocuments(db: Database, viewer: Viewer, portalId: string, fundId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(fundDocumentsWhere(db, viewer, portalId, fundId));
  return row?.n ?? 0;
}

/** Marks or unmarks a favourite; idempotent both ways. */
export async function setFavourite(db: Database, userId: string, fundId: string, favourite: boolean) {
  if (favourite) {
    await db.insert(fundFavourites).values({ fundId, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(fundFavourites)
      .where(and(eq(fundFavourites.fundId, fundId), eq(fundFavourites.userId, userId)));
  }
}
