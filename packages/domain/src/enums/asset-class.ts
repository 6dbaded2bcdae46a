import type { HoldingAssetClass } from './holding';

/**
 * §3/§9 asset-class groups drawn in charts, with their colours. Cash is a group of its own (issue 15:
 * the exposure chart calls sterling cash "Cash", not "Other"); §3 lists Cash among the asset classes.
 */
export const CHART_ASSET_CLASSES = ['Equities', 'Fixed Interest', 'Alternatives', 'Cash', 'Other'] as const;
export type ChartAssetClass = (typeof CHART_ASSET_CLASSES)[number];

export const CHART_ASSET_CLASS_COLOURS: Record<ChartAssetClass, string> = {
  Equities: '#1E88E5',
  'Fixed Interest': '#43A047',
  Alternatives: '#FB8C00',
  Cash: '#00897B',
  Other: '#8E8E93',
};

/** §9: holdings are listed grouped in this order (Cash, split from Other, just before it). */
export const HOLDING_GROUP_ORDER: readonly ChartAssetClass[] = [
  'Fixed Interest',
  'Equities',
  'Alternatives',
  'Cash',
  'Other',
];

const GROUP_OF: Record<string, ChartAssetClass> = {
  equity: 'Equities',
  equities: 'Equities',
  'fixed income': 'Fixed Interest',
  'fixed interest': 'Fixed Interest',
  property: 'Alternatives',
  crypto: 'Alternatives',
  alternatives: 'Alternatives',
  cash: 'Cash',
};

/**
 * The chart group of a holding's asset class: Equity → Equities, Fixed income → Fixed Interest,
 * Property and Crypto → Alternatives, Cash → Cash; Funds, Other and a missing class → Other (§3
 * "assetClass defaults to Other"). Case-insensitive.
 */
export function chartAssetClassOf(
  assetClass: HoldingAssetClass | string | null | undefined,
): ChartAssetClass {
  return GROUP_OF[(assetClass ?? '').trim().toLowerCase()] ?? 'Other';
}
