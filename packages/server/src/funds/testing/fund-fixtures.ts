import type { Database } from '../../db/client';
import { documents, funds, instrumentPrices, instruments } from '../../db/schema/index';

/** The last close of the fixture's long-history fund. */
export const FUND_AS_OF = '2025-06-02';

/** Ids of the explorer's test universe. */
export interface FundWorld {
  funds: {
    /** GBP, Global, ESG 8, monthly closes from 2019 then daily closes; a factsheet in portal A. */
    globalEquity: string;
    /** EUR, Europe, ESG 3, three monthly closes only (too young for 1Y). */
    globalIncome: string;
    /** GBX, UK, ESG 6, no price history. */
    ukSmaller: string;
    /** USD, North America, ESG 9. */
    usGrowth: string;
    /** GBP, UK, ESG 5. */
    gilt: string;
  };
  isins: Record<keyof FundWorld['funds'], string>;
  /** The long history as stored (date, price), oldest first. */
  closes: { date: string; price: string }[];
  documents: { factsheetA: string; factsheetB: string };
}

const ISINS = {
  globalEquity: 'GB00B0000017',
  globalIncome: 'IE00B0000021',
  ukSmaller: 'GB00B0000033',
  usGrowth: 'LU0000000045',
  gilt: 'GB00B0000057',
};

/** Monthly closes on the 1st from Jan 2019 to Jun 2025 (1 % a month), then 2 June's daily close. */
function longHistory(): { date: string; price: string }[] {
  const out: { date: string; price: string }[] = [];
  for (let i = 0; i <= 77; i++) {
    const y = 2019 + Math.floor(i / 12);
    const m = (i % 12) + 1;
    out.push({ date: `${y}-${String(m).padStart(2, '0')}-01`, price: (100 * 1.01 ** i).toFixed(8) });
  }
  // Monday 2 June after Sunday 1 June: one trading day, so 1D is defined.
  out.push({ date: FUND_AS_OF, price: '217.33000000' });
  return out;
}

/**
 * Five funds (two with closes), favourites none, a factsheet of the global fund in portal A and one
 * in portal B: enough for search, every filter, paging, the period returns and the documents tab.
 */
export async function createFundWorld(
  db: Database,
  portals: { portalA: string; portalB: string },
): Promise<FundWorld> {
  const [long, young] = await db
    .insert(instruments)
    .values([
      {
        symbol: 'TEST.GEQ',
        isin: ISINS.globalEquity,
        name: 'Harbourside Global Equity',
        currency: 'GBP',
        type: 'Fund',
      },
      {
        symbol: 'TEST.GINC',
        isin: ISINS.globalIncome,
        name: 'Harbourside Global Income',
        currency: 'EUR',
        type: 'Fund',
      },
    ])
    .returning({ id: instruments.id });
  const closes = longHistory();
  await db.insert(instrumentPrices).values([
    ...closes.map((c) => ({ instrumentId: long!.id, date: c.date, price: c.price, currency: 'GBP' })),
    ...['2025-04-01', '2025-05-01', '2025-06-02'].map((date, i) => ({
      instrumentId: young!.id,
      date,
      price: ['10.0000', '10.2000', '10.50000000'][i]!,
      currency: 'EUR',
    })),
  ]);
  const base = { groupName: 'Harbourside Investment Management', fundType: 'OEIC', objective: 'Growth' };
  const rows = await db
    .insert(funds)
    .values([
      {
        ...base,
        isin: ISINS.globalEquity,
        name: 'Harbourside Global Equity Fund Acc',
        fundCode: 'HG01',
        assetClass: 'Equities',
        currency: 'GBP',
        size: '1250000000.00',
        price: '217.33000000',
        priceDate: FUND_AS_OF,
        region: 'Global',
        sector: 'Global',
        esgRating: 8,
        instrumentId: long!.id,
      },
      {
        ...base,
        isin: ISINS.globalIncome,
        name: 'Harbourside Global Income Fund Inc',
        fundCode: 'HG02',
        assetClass: 'Fixed Interest',
        objective: 'Income',
        currency: 'EUR',
        size: '300000000.00',
        price: '10.50000000',
        priceDate: '2025-06-02',
        region: 'Europe',
        sector: 'Fixed Interest',
        esgRating: 3,
        instrumentId: young!.id,
      },
      {
        isin: ISINS.ukSmaller,
        name: 'Lowland UK Smaller Companies Fund Acc',
        fundCode: 'LU03',
        groupName: 'Lowland Capital Partners',
        assetClass: 'Equities',
        fundType: 'Unit Trust',
        currency: 'GBX',
        size: '90000000.00',
        price: '412.50000000',
        priceDate: '2025-06-02',
        region: 'UK',
        sector: 'UK',
        esgRating: 6,
      },
      {
        isin: ISINS.usGrowth,
        name: 'Meridian US Growth Fund Acc',
        fundCode: 'MU04',
        groupName: 'Meridian Global Investors',
        currency: 'USD',
        size: '5000000000.00',
        region: 'North America',
        esgRating: 9,
      },
      {
        isin: ISINS.gilt,
        name: 'Sterling 100% Gilt_Index Fund',
        fundCode: 'SG05',
        groupName: 'Sterling Fixed Income Partners',
        currency: 'GBP',
        size: '700000000.00',
        region: 'UK',
        esgRating: 5,
      },
    ])
    .returning({ id: funds.id, isin: funds.isin });
  const id = (isin: string) => rows.find((r) => r.isin === isin)!.id;
  const ids = {
    globalEquity: id(ISINS.globalEquity),
    globalIncome: id(ISINS.globalIncome),
    ukSmaller: id(ISINS.ukSmaller),
    usGrowth: id(ISINS.usGrowth),
    gilt: id(ISINS.gilt),
  };
  const docs = await db
    .insert(documents)
    .values(
      [portals.portalA, portals.portalB].map((portalId) => ({
        portalId,
        name: 'Harbourside Global Equity factsheet',
        type: 'Factsheet',
        fileKey: `documents/${portalId}/factsheet.pdf`,
        fileName: 'factsheet.pdf',
        size: 1234,
        mime: 'application/pdf',
        fundId: ids.globalEquity,
      })),
    )
    .returning({ id: documents.id });
  return {
    funds: ids,
    isins: ISINS,
    closes,
    documents: { factsheetA: docs[0]!.id, factsheetB: docs[1]!.id },
  };
}
