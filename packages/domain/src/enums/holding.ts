/** Holding enumerations (spec §3 Holding). */

/** §3 holding currencies. */
export const HOLDING_CURRENCIES = ['USD', 'EUR', 'GBP', 'GBX', 'CAD'] as const;
export type HoldingCurrency = (typeof HOLDING_CURRENCIES)[number];

/** §3 holding regions. */
export const HOLDING_REGIONS = [
  'Global',
  'Europe',
  'UK',
  'North America',
  'Emerging markets',
  'Japan',
  'Other',
] as const;
export type HoldingRegion = (typeof HOLDING_REGIONS)[number];

/** §3 other region names found in stored holdings, and the region each means. */
export const HOLDING_REGION_ALIASES: Record<string, HoldingRegion> = {
  'United States': 'North America',
  USA: 'North America',
  Frankfurt: 'Europe',
};

/** The region of a stored holding: a known region, an alias resolved, anything else 'Other'. */
export function normalizeHoldingRegion(text: string | null | undefined): HoldingRegion {
  const trimmed = (text ?? '').trim();
  if ((HOLDING_REGIONS as readonly string[]).includes(trimmed)) return trimmed as HoldingRegion;
  return HOLDING_REGION_ALIASES[trimmed] ?? 'Other';
}

/** §3 holding asset classes (Crypto also appears). */
export const HOLDING_ASSET_CLASSES = [
  'Equity',
  'Fixed income',
  'Property',
  'Cash',
  'Other',
  'Crypto',
] as const;
export type HoldingAssetClass = (typeof HOLDING_ASSET_CLASSES)[number];

/** §3 holding types. */
export const HOLDING_TYPES = ['Stock', 'Fund', 'Cash', 'Commodity', 'Other'] as const;
export type HoldingType = (typeof HOLDING_TYPES)[number];

/** §3 kinds of holding: security (equity, ETF), fund, property (asset class Property, 1 unit). */
export const HOLDING_KINDS = ['security', 'fund', 'property'] as const;
export type HoldingKind = (typeof HOLDING_KINDS)[number];
