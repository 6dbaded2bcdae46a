import {
  priceFigureColumns,
  type HoldingRegion,
  type PeriodFigureColumns,
  type Sector,
} from '@portal/domain';
import type { Rng } from '../random';
import { dailyVolatility } from './daily-closes';
import type { MarketDays } from './days';
import { makeCitiCode, makeSecurityIds } from './identifiers';
import type { Instrument } from './instruments';
import { logUniform, randomWalk, type MarketFactors } from './series';

/** One fund of the investments explorer (spec §9 fund field labels). */
export interface ExplorerFund {
  id: string;
  isin: string;
  name: string;
  fundCode: string;
  groupName: string;
  assetClass: string;
  fundType: string;
  objective: string;
  currency: string;
  size: string;
  price: string;
  region: HoldingRegion;
  sector: Sector;
  esgRating: number;
  /** The catalogue instrument it is (held in demo portfolios), or null for an explorer-only fund. */
  instrumentId: string | null;
  /**
   * An explorer-only fund's own instrument, written with its daily closes so that its details and
   * chart have a history too (never part of the catalogue, so no portfolio holds it).
   */
  ownInstrument: {
    id: string;
    symbol: string;
    isin: string;
    sedol: string | null;
    /** Its close on each trading day (index = MarketDays day). */
    daily: string[];
  } | null;
  /** From its daily closes, as the running system recomputes them (funds/fund-figures.ts). */
  changes: Omit<PeriodFigureColumns, 'sinceInception'>;
}

/** Fund houses, by the first word of their funds' names. */
const GROUPS: Record<string, string> = {
  Harbourside: 'Harbourside Investment Management',
  Kingfisher: 'Kingfisher Asset Management',
  Meridian: 'Meridian Global Investors',
  Lowland: 'Lowland Capital Partners',
  Beacon: 'Beacon Index Investing',
  Sterling: 'Sterling Fixed Income Partners',
  Greyfriars: 'Greyfriars Asset Management',
  Pinnacle: 'Pinnacle Real Assets',
  Aurum: 'Aurum Investment Managers',
  Greenleaf: 'Greenleaf Sustainable Investment',
  Northstar: 'Northstar Fund Managers',
};

type ExtraFund = [name: string, currency: string, sector: Sector, region: HoldingRegion, country: string];

/** Explorer-only funds: in the fund universe, not held in any demo portfolio. */
// prettier-ignore
const EXTRA: ExtraFund[] = [
  ['Northstar UK Growth Fund Acc', 'GBX', 'UK', 'UK', 'GB'],
  ['Northstar European Income Fund Inc', 'GBX', 'Europe', 'Europe', 'GB'],
  ['Lowland Global Smaller Companies Fund Acc', 'GBP', 'Global', 'Global', 'IE'],
  ['Lowland China Opportunities Fund Acc', 'USD', 'Asia', 'Emerging markets', 'LU'],
  ['Kingfisher North American Fund Acc', 'GBP', 'US', 'North America', 'GB'],
  ['Harbourside Monthly Income Bond Fund Inc', 'GBX', 'Fixed Interest', 'UK', 'GB'],
  ['Sterling Short Duration Bond Fund Inc', 'GBP', 'Fixed Interest', 'UK', 'GB'],
  ['Sterling Liquidity Fund Acc', 'GBP', 'Cash', 'UK', 'IE'],
  ['Meridian India Fund Acc', 'USD', 'Emerging Markets', 'Emerging markets', 'LU'],
  ['Greenleaf Climate Solutions Fund Acc', 'EUR', 'Global', 'Global', 'LU'],
  ['Aurum Natural Resources Fund Acc', 'GBP', 'Commodities', 'Global', 'GB'],
  ['Pinnacle Global Property Securities Fund Acc', 'GBP', 'Property', 'Global', 'GB'],
  ['Greyfriars Absolute Return Fund Acc', 'GBP', 'Other', 'Global', 'LU'],
  ['Beacon UK Gilt Index Fund Acc', 'GBP', 'Fixed Interest', 'UK', 'GB'],
  ['Harbourside Multi-Asset Balanced Fund Acc', 'GBX', 'Other', 'Global', 'GB'],
];

function explorerAssetClass(sector: Sector): string {
  if (sector === 'Fixed Interest') return 'Fixed Interest';
  if (sector === 'Cash') return 'Money Market';
  if (sector === 'Property') return 'Property';
  if (sector === 'Commodities') return 'Commodities';
  if (sector === 'Other' || sector === 'Currency') return 'Mixed Assets';
  return 'Equities';
}

function objectiveOf(name: string): string {
  if (/ Inc$/.test(name)) return 'Income';
  if (/Income/.test(name)) return 'Income and Growth';
  return 'Growth';
}

/**
 * About 40 funds: the catalogue's funds (linked to their instrument and its prices) and the
 * explorer-only ones (their own price walk, kept only for the cached changes and latest price).
 */
export function buildExplorerFunds(
  rng: Rng,
  factors: MarketFactors,
  instruments: readonly Instrument[],
  days: MarketDays,
): ExplorerFund[] {
  const linked = instruments
    .filter((instrument) => instrument.kind === 'fund')
    .map((instrument) => ({
      name: instrument.name,
      currency: instrument.currency as string,
      sector: instrument.sector,
      region: instrument.region,
      isin: instrument.isin!,
      prices: instrument.prices,
      daily: instrument.daily as readonly string[] | null,
      instrumentId: instrument.id as string | null,
      sedol: instrument.sedol,
      own: rng.fork(`fund-${instrument.symbol}`),
    }));
  const extra = EXTRA.map(([name, currency, sector, region, country]) => {
    const own = rng.fork(`fund-${name}`);
    const prices = randomWalk(own, factors, {
      start: currency === 'GBX' ? logUniform(own, 100, 600) : logUniform(own, 1.5, 40),
      drift: sector === 'Cash' ? 0.03 : sector === 'Fixed Interest' ? 0.02 : 0.07,
      volatility: sector === 'Cash' ? 0.002 : sector === 'Fixed Interest' ? 0.06 : 0.16,
      equityBeta: sector === 'Cash' || sector === 'Fixed Interest' ? 0 : 0.85,
      bondBeta: sector === 'Fixed Interest' ? 0.85 : 0,
      decimals: 4,
    });
    const ids = makeSecurityIds(own, country);
    return {
      name,
      currency,
      sector,
      region,
      isin: ids.isin,
      sedol: ids.sedol,
      prices,
      daily: null as readonly string[] | null,
      instrumentId: null,
      own,
    };
  });
  const asOf = days.days[days.days.length - 1]!;
  return [...linked, ...extra].map((fund) => {
    const { own } = fund;
    const daily =
      fund.daily ??
      days.bridge(rng.fork(`fund-daily-${fund.isin}`), fund.prices, dailyVolatility(fund.sector), 4);
    const house = GROUPS[fund.name.split(' ')[0]!] ?? 'Independent Fund Managers';
    return {
      id: own.uuid(),
      isin: fund.isin,
      name: fund.name,
      fundCode: makeCitiCode(own),
      groupName: house,
      assetClass: explorerAssetClass(fund.sector),
      fundType: fund.isin.startsWith('GB') ? own.pick(['OEIC', 'Unit Trust', 'ICVC']) : 'SICAV',
      objective: objectiveOf(fund.name),
      currency: fund.currency,
      // Fund size in millions of the fund currency, kept as an exact 2-decimal figure.
      size: (logUniform(own, 40, 12000) * 1_000_000).toFixed(2),
      price: fund.prices[fund.prices.length - 1]!,
      region: fund.region,
      sector: fund.sector,
      esgRating: own.int(1, 10),
      instrumentId: fund.instrumentId,
      // Streams of their own (forks do not move `own`), so every other seeded figure stays the same.
      ownInstrument:
        fund.instrumentId === null
          ? {
              id: rng.fork(`fund-instrument-${fund.isin}`).uuid(),
              symbol: `FUND.${fund.isin}`,
              isin: fund.isin,
              sedol: fund.sedol,
              daily: [...daily],
            }
          : null,
      changes: priceFigureColumns(
        daily.map((price, i) => ({ date: days.days[i]!, price })),
        asOf,
      ),
    };
  });
}
