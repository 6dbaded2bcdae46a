import { asc, eq } from 'drizzle-orm';
import type { FundDocument } from '@portal/domain';
import type { Database } from '../../db/client';
import { funds, instrumentPrices } from '../../db/schema/index';
import { closesInRange, countFundDocuments, fundDocuments } from '../fund-repository';
import type { FundDataFeed, FundFactsheetFeed, FundFeeds, FundRef } from './fund-feed';

/**
 * The default fund feeds: our own database. Quotes are the funds table's row (its change columns
 * kept by refreshFundFigures with the domain's engine), closes the fund's instrument prices, and
 * documents the library's documents of the fund that the reader may open.
 */
export function ownFundFeeds(db: Database): FundFeeds {
  return { data: ownFundDataFeed(db), factsheets: ownFactsheetFeed(db) };
}

async function instrumentOf(db: Database, ref: FundRef): Promise<string | null> {
  const [row] = await db
    .select({ instrumentId: funds.instrumentId })
    .from(funds)
    .where(eq(funds.isin, ref.isin))
    .limit(1);
  return row?.instrumentId ?? null;
}

function ownFundDataFeed(db: Database): FundDataFeed {
  return {
    async fund(ref) {
      const [row] = await db
        .select({
          fundCode: funds.fundCode,
          fundName: funds.name,
          price: funds.price,
          priceDate: funds.priceDate,
          currency: funds.currency,
          size: funds.size,
          change1d: funds.change1d,
          change1m: funds.change1m,
          change3m: funds.change3m,
          change1y: funds.change1y,
          change3y: funds.change3y,
          change5y: funds.change5y,
          changeYtd: funds.changeYtd,
        })
        .from(funds)
        .where(eq(funds.isin, ref.isin))
        .limit(1);
      if (!row) return null;
      const { fundCode, fundName, price, priceDate, currency, size, ...changes } = row;
      return {
        fundCode,
        fundName,
        price,
        priceDate,
        currency,
        size,
        // Our own figures have no week or half-year columns.
        changes: { ...changes, change1w: null, change6m: null },
      };
    },
    async performance(ref) {
      // Every close of the fund's instrument, oldest first (a few thousand rows at most).
      const entries = await db
        .select({ date: instrumentPrices.date, price: instrumentPrices.price })
        .from(instrumentPrices)
        .innerJoin(funds, eq(funds.instrumentId, instrumentPrices.instrumentId))
        .where(eq(funds.isin, ref.isin))
        .orderBy(asc(instrumentPrices.date));
      return { entries, oldest: entries[0]?.date ?? null };
    },
    async prices(ref, range) {
      const instrumentId = await instrumentOf(db, ref);
      return instrumentId ? closesInRange(db, instrumentId, range) : [];
    },
  };
}

function ownFactsheetFeed(db: Database): FundFactsheetFeed {
  return {
    async documents(_ref, { viewer, portalId, fundId }): Promise<FundDocument[]> {
      const rows = await fundDocuments(db, viewer, portalId, fundId);
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        url: `/api/portals/${encodeURIComponent(portalId)}/library/documents/${row.id}/file`,
      }));
    },
    count: (_ref, { viewer, portalId, fundId }) => countFundDocuments(db, viewer, portalId, fundId),
  };
}
