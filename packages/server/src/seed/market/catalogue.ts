import type { HoldingAssetClass, HoldingRegion, HoldingType, Sector } from '@portal/domain';

// The demo's investable universe: about 120 fictional securities and funds with plausible names.
// Fictional on purpose: prices are random walks, and a real company's name beside a made-up price
// (and a generated ISIN) would mislead. Sectors cover all 21 of the domain's sector palette.

export type InstrumentKind = 'equity' | 'etf' | 'fund' | 'bond' | 'cash' | 'crypto' | 'commodity';
export type QuoteCurrency = 'GBX' | 'GBP' | 'USD' | 'EUR' | 'CAD';

export interface InstrumentSpec {
  symbol: string;
  name: string;
  kind: InstrumentKind;
  /** Quote currency; GBX lines are priced in pence (value in GBP = units × price / 100). */
  currency: QuoteCurrency;
  assetClass: HoldingAssetClass;
  sector: Sector;
  region: HoldingRegion;
  type: HoldingType;
  /** Country of the ISIN, or null for lines without one (cash, crypto). */
  country: string | null;
  /** Annual income as a fraction of the price (dividends, coupons); 0 for none. */
  yield: number;
}

type Equity = [symbol: string, name: string, sector: Sector, yieldPct: number];

// prettier-ignore
const UK: Equity[] = [
  ['ALBW.L', 'Albion Water plc', 'Utilities', 4.1], ['TSE.L', 'Thameside Energy plc', 'Energy', 5.2],
  ['CALB.L', 'Caledonian Bank plc', 'Financials', 4.6], ['PENH.L', 'Pennine Housebuilders plc', 'Industrials', 3.8],
  ['BWP.L', 'Brightwater Pharmaceuticals plc', 'Healthcare', 2.4], ['NGS.L', 'Northgate Software plc', 'Technology', 0.9],
  ['SVI.L', 'Severn Infrastructure plc', 'Infrastructure', 4.4], ['CTM.L', 'Cornish Tin & Mining plc', 'Commodities', 2.1],
  ['KRG.L', 'Kingsway Retail Group plc', 'Consumer Goods', 3.3], ['MRI.L', 'Mercia Insurance plc', 'Financials', 5.6],
  ['HPR.L', 'Harbour Property REIT plc', 'Property', 5.9], ['UNT.L', 'Union Telecom plc', 'Technology', 4.8],
  ['WXF.L', 'Wessex Foods plc', 'Consumer Goods', 3.0], ['HUC.L', 'Humber Chemicals plc', 'Industrials', 2.7],
  ['LAM.L', 'Lothian Asset Management plc', 'Financials', 6.1], ['CLE.L', 'Clydeside Engineering plc', 'Industrials', 2.2],
  ['CHH.L', 'Chiltern Healthcare plc', 'Healthcare', 1.6], ['TOW.L', 'Tyne Offshore Wind plc', 'Utilities', 3.9],
  ['SDS.L', 'Sterling Defence Systems plc', 'Industrials', 2.0], ['AVB.L', 'Avon Brewing Company plc', 'Consumer Goods', 3.6],
  ['MLB.L', 'Mayfair Luxury Brands plc', 'Consumer Goods', 1.8], ['CTL.L', 'Cotswold Logistics plc', 'Industrials', 2.9],
  ['DGR.L', 'Dartmoor Gold Resources plc', 'Commodities', 1.1], ['OMG.L', 'Orwell Media Group plc', 'Other', 2.5],
  ['SSH.L', 'Solent Shipping plc', 'Industrials', 4.0], ['GRN.L', 'Greenwich Renewables plc', 'Energy', 3.1],
  ['BLK.L', 'Blackfriars Capital plc', 'Financials', 3.4], ['MVH.L', 'Malvern Veterinary Holdings plc', 'Healthcare', 1.2],
];
// prettier-ignore
const US: Equity[] = [
  ['RWSC', 'Redwood Semiconductor Corp.', 'Technology', 0.4], ['LKBC', 'Lakeshore Bancorp Inc.', 'Financials', 3.1],
  ['PREN', 'Prairie Energy Inc.', 'Energy', 3.8], ['SMBT', 'Summit Biotherapeutics Inc.', 'Healthcare', 0],
  ['ACLD', 'Atlantic Cloud Systems Inc.', 'Technology', 0], ['GPRL', 'Great Plains Rail Corp.', 'Industrials', 1.9],
  ['SCBR', 'Sierra Consumer Brands Inc.', 'Consumer Goods', 2.6], ['HDPY', 'Hudson Payments Inc.', 'Financials', 0.6],
  ['CSMD', 'Cascade Medical Devices Inc.', 'Healthcare', 1.0], ['GGSW', 'Golden Gate Software Inc.', 'Technology', 0.2],
  ['MESA', 'Mesa Solar Power Inc.', 'Utilities', 2.8], ['LBIH', 'Liberty Insurance Holdings Inc.', 'Financials', 2.4],
  ['IBAC', 'Ironbridge Aerospace Corp.', 'Industrials', 1.5], ['BYCH', 'Bayou Chemicals Inc.', 'Industrials', 2.2],
  ['PCRT', 'Pinecrest Retail Inc.', 'Consumer Goods', 1.7], ['EGTR', 'Evergreen Timber REIT', 'Property', 4.9],
  ['KSDC', 'Keystone Data Centers Inc.', 'Infrastructure', 3.0], ['SLMC', 'Silverline Mining Corp.', 'Commodities', 1.3],
  ['NWRB', 'Northwind Robotics Inc.', 'Technology', 0], ['CHSP', 'Chesapeake Pipelines Inc.', 'Energy', 5.4],
];
// prettier-ignore
const EUROPE: [...Equity, string][] = [
  ['RHC.DE', 'Rheinland Chemie AG', 'Industrials', 3.2, 'DE'], ['ALS.DE', 'Alpenstahl AG', 'Industrials', 2.6, 'DE'],
  ['NSW.DE', 'Nordsee Windkraft AG', 'Utilities', 2.9, 'DE'], ['LUC.PA', 'Lumière Cosmétiques SA', 'Consumer Goods', 1.9, 'FR'],
  ['PRE.PA', 'Provence Énergie SA', 'Energy', 4.7, 'FR'], ['BIS.MC', 'Banco Ibérico del Sur SA', 'Financials', 5.5, 'ES'],
  ['AMS.AS', 'Amstel Semiconductors NV', 'Technology', 0.8, 'NL'], ['MMO.MI', 'Milano Moda SpA', 'Consumer Goods', 2.1, 'IT'],
  ['AEG.AT', 'Aegean Shipping SA', 'Industrials', 6.3, 'GR'], ['ATL.AT', 'Athens Telecom SA', 'Technology', 4.2, 'GR'],
  ['HPW.AT', 'Hellenic Power SA', 'Utilities', 5.0, 'GR'], ['BTT.HE', 'Baltic Timber Oyj', 'Commodities', 3.5, 'FI'],
  ['DPH.VI', 'Danube Pharma AG', 'Healthcare', 2.3, 'AT'], ['PVN.LS', 'Porto Vinhos SA', 'Consumer Goods', 3.0, 'PT'],
];
// prettier-ignore
const CANADA: Equity[] = [
  ['MLR.TO', 'Maple Leaf Rail Corp.', 'Industrials', 2.1], ['YKG.TO', 'Yukon Gold Mines Ltd.', 'Commodities', 0.8],
  ['LBH.TO', 'Laurentian Bank Holdings Inc.', 'Financials', 4.4], ['PPT.TO', 'Prairie Potash Inc.', 'Commodities', 2.6],
  ['GLP.TO', 'Great Lakes Pipelines Ltd.', 'Energy', 6.0], ['BFP.TO', 'Boreal Forest Products Inc.', 'Industrials', 2.9],
  ['NLT.TO', 'Northern Lights Telecom Inc.', 'Technology', 5.1], ['OKO.TO', 'Okanagan Orchards Inc.', 'Consumer Goods', 1.4],
];

type Pooled = [
  symbol: string,
  name: string,
  currency: QuoteCurrency,
  sector: Sector,
  region: HoldingRegion,
  country: string,
  yieldPct: number,
];

// prettier-ignore
const ETFS: Pooled[] = [
  ['UK100', 'Beacon UK 100 Tracker ETF', 'GBX', 'UK', 'UK', 'IE', 3.4],
  ['US500', 'Beacon US 500 Tracker ETF', 'USD', 'US', 'North America', 'IE', 1.3],
  ['WRLD', 'Beacon World Equity Tracker ETF', 'GBP', 'Global', 'Global', 'IE', 1.7],
  ['EMKT', 'Beacon Emerging Markets Tracker ETF', 'GBP', 'Emerging Markets', 'Emerging markets', 'IE', 2.6],
  ['JPNT', 'Beacon Japan Tracker ETF', 'GBP', 'Japan', 'Japan', 'IE', 1.9],
  ['EXUK', 'Beacon Europe ex-UK Tracker ETF', 'EUR', 'Europe', 'Europe', 'IE', 2.4],
  ['CLEN', 'Meridian Global Clean Energy ETF', 'USD', 'Energy', 'Global', 'IE', 0.9],
  ['SGLT', 'Beacon Short-Dated Gilt ETF', 'GBP', 'Fixed Interest', 'UK', 'IE', 2.1],
  ['ASIA', 'Beacon Asia Pacific ex-Japan Tracker ETF', 'USD', 'Asia', 'Other', 'IE', 2.7],
  ['INFR', 'Meridian Global Infrastructure ETF', 'USD', 'Infrastructure', 'Global', 'IE', 3.1],
];
// prettier-ignore
const FUNDS: Pooled[] = [
  ['HVUKEI', 'Harbourside UK Equity Income Fund B Inc', 'GBX', 'UK', 'UK', 'GB', 4.3],
  ['HVUKSC', 'Harbourside UK Smaller Companies Fund B Acc', 'GBX', 'UK', 'UK', 'GB', 0],
  ['KFGG', 'Kingfisher Global Growth Fund I Acc', 'GBP', 'Global', 'Global', 'GB', 0],
  ['KFGEI', 'Kingfisher Global Equity Income Fund I Inc', 'GBP', 'Global', 'Global', 'GB', 3.6],
  ['MDAP', 'Meridian Asia Pacific Fund A Acc', 'GBX', 'Asia', 'Other', 'LU', 0],
  ['MDJP', 'Meridian Japan Opportunities Fund A Acc', 'GBX', 'Japan', 'Japan', 'LU', 0],
  ['LWEM', 'Lowland Emerging Markets Fund C Acc', 'GBP', 'Emerging Markets', 'Emerging markets', 'IE', 0],
  ['BCUS', 'Beacon US Equity Index Fund Acc', 'GBP', 'US', 'North America', 'GB', 0],
  ['BCEU', 'Beacon European Equity Index Fund Acc', 'GBP', 'Europe', 'Europe', 'GB', 0],
  ['BCGA', 'Beacon Global All Cap Index Fund Acc', 'GBP', 'Global', 'Global', 'GB', 0],
  ['SSBD', 'Sterling Strategic Bond Fund I Inc', 'GBX', 'Fixed Interest', 'UK', 'GB', 4.8],
  ['SCBD', 'Sterling Corporate Bond Fund I Inc', 'GBX', 'Fixed Interest', 'UK', 'GB', 4.5],
  ['SILG', 'Sterling Index-Linked Gilt Fund Acc', 'GBP', 'Fixed Interest', 'UK', 'GB', 0],
  ['GHYB', 'Greyfriars Global High Yield Bond Fund Inc', 'USD', 'Fixed Interest', 'Global', 'LU', 6.2],
  ['PGIF', 'Pinnacle Global Infrastructure Fund Inc', 'GBP', 'Infrastructure', 'Global', 'GB', 3.9],
  ['PPIF', 'Pinnacle Property Income Fund Inc', 'GBX', 'Property', 'UK', 'GB', 4.6],
  ['AUPM', 'Aurum Gold & Precious Metals Fund Acc', 'GBP', 'Commodities', 'Global', 'GB', 0],
  ['GCAF', 'Greyfriars Global Currency Alpha Fund Acc', 'GBP', 'Currency', 'Global', 'LU', 0],
  ['GLSL', 'Greenleaf Sustainable Leaders Fund Acc', 'GBP', 'Global', 'Global', 'GB', 0],
  ['TINV', 'Kingfisher Technology Innovators Fund Acc', 'USD', 'Technology', 'North America', 'LU', 0],
  ['HCOP', 'Meridian Healthcare Opportunities Fund Acc', 'GBP', 'Healthcare', 'Global', 'LU', 0],
  ['GFIN', 'Greyfriars Global Financials Fund Inc', 'EUR', 'Financials', 'Europe', 'LU', 2.8],
  ['ETRN', 'Greenleaf Energy Transition Fund Acc', 'EUR', 'Energy', 'Europe', 'LU', 0],
  ['MACA', 'Harbourside Multi-Asset Cautious Fund Inc', 'GBX', 'Other', 'Global', 'GB', 2.9],
  ['MAGR', 'Harbourside Multi-Asset Growth Fund Acc', 'GBX', 'Other', 'Global', 'GB', 0],
];
// prettier-ignore
const BONDS: [symbol: string, name: string, currency: QuoteCurrency, region: HoldingRegion, country: string, couponPct: number][] = [
  ['T4-31', 'UK Treasury 4% 2031', 'GBP', 'UK', 'GB', 4],
  ['T1H-35', 'UK Treasury 1.5% 2035', 'GBP', 'UK', 'GB', 1.5],
  ['ALBW29', 'Albion Water 5.25% 2029', 'GBP', 'UK', 'GB', 5.25],
  ['CALB30', 'Caledonian Bank 4.5% 2030', 'GBP', 'UK', 'GB', 4.5],
  ['UST33', 'US Treasury 3.875% 2033', 'USD', 'North America', 'US', 3.875],
  ['BUND34', 'German Federal Bond 2.5% 2034', 'EUR', 'Europe', 'DE', 2.5],
  ['CAN32', 'Government of Canada 3% 2032', 'CAD', 'North America', 'CA', 3],
  ['GGB30', 'Hellenic Republic 3.875% 2030', 'EUR', 'Europe', 'GR', 3.875],
];

const EURO_REGION: HoldingRegion = 'Europe';

function equities(list: Equity[], currency: QuoteCurrency, region: HoldingRegion, country: string) {
  return list.map(([symbol, name, sector, yieldPct]) =>
    equity(symbol, name, sector, yieldPct, currency, region, country),
  );
}

function equity(
  symbol: string,
  name: string,
  sector: Sector,
  yieldPct: number,
  currency: QuoteCurrency,
  region: HoldingRegion,
  country: string,
): InstrumentSpec {
  return {
    symbol,
    name,
    kind: 'equity',
    currency,
    assetClass: 'Equity',
    sector,
    region,
    type: 'Stock',
    country,
    yield: yieldPct / 100,
  };
}

function pooled(
  kind: 'etf' | 'fund',
  [symbol, name, currency, sector, region, country, yieldPct]: Pooled,
): InstrumentSpec {
  const bond = sector === 'Fixed Interest';
  return {
    symbol,
    name,
    kind,
    currency,
    // Property funds hold many units, unlike direct property (1 unit), so they stay "Other".
    assetClass: bond ? 'Fixed income' : sector === 'Property' || sector === 'Other' ? 'Other' : 'Equity',
    sector,
    region,
    type: kind === 'etf' ? 'Stock' : 'Fund',
    country,
    yield: yieldPct / 100,
  };
}

/** Lines every portfolio can hold uninvested money in, one per portfolio currency. */
export const CASH_SYMBOL = { GBP: 'CASH.GBP', USD: 'CASH.USD', EUR: 'CASH.EUR' } as const;

/** The whole catalogue, in a fixed order (the order is part of what a seed reproduces). */
export const CATALOGUE: readonly InstrumentSpec[] = [
  ...equities(UK, 'GBX', 'UK', 'GB'),
  ...equities(US, 'USD', 'North America', 'US'),
  ...EUROPE.map(([symbol, name, sector, yieldPct, country]) =>
    equity(symbol, name, sector, yieldPct, 'EUR', EURO_REGION, country),
  ),
  ...equities(CANADA, 'CAD', 'North America', 'CA'),
  ...ETFS.map((row) => pooled('etf', row)),
  ...FUNDS.map((row) => pooled('fund', row)),
  ...BONDS.map(([symbol, name, currency, region, country, couponPct]): InstrumentSpec => ({
    symbol,
    name,
    kind: 'bond',
    currency,
    assetClass: 'Fixed income',
    sector: 'Fixed Interest',
    region,
    type: 'Other',
    country,
    yield: couponPct / 100,
  })),
  ...(
    [
      ['GBP', 'Sterling cash', 'UK'],
      ['USD', 'US dollar cash', 'North America'],
      ['EUR', 'Euro cash', 'Europe'],
    ] as const
  ).map(([currency, name, region]): InstrumentSpec => ({
    symbol: CASH_SYMBOL[currency],
    name,
    kind: 'cash',
    currency,
    assetClass: 'Cash',
    sector: 'Cash',
    region,
    type: 'Cash',
    country: null,
    yield: 0.025,
  })),
  {
    symbol: 'BTC',
    name: 'Bitcoin',
    kind: 'crypto',
    currency: 'USD',
    assetClass: 'Crypto',
    sector: 'Currency',
    region: 'Global',
    type: 'Other',
    country: null,
    yield: 0,
  },
  {
    symbol: 'PHAU',
    name: 'Beacon Physical Gold ETC',
    kind: 'commodity',
    currency: 'USD',
    assetClass: 'Other',
    sector: 'Commodities',
    region: 'Global',
    type: 'Commodity',
    country: 'IE',
    yield: 0,
  },
  {
    symbol: 'BRNT',
    name: 'Beacon Brent Crude Oil ETC',
    kind: 'commodity',
    currency: 'USD',
    assetClass: 'Other',
    sector: 'Commodities',
    region: 'Global',
    type: 'Commodity',
    country: 'IE',
    yield: 0,
  },
];
