import {
  CHART_ASSET_CLASS_COLOURS,
  CHART_PALETTE,
  CHART_SERIES_COLOURS,
  PORTFOLIO_TYPE_STYLES,
  SECTOR_COLOURS,
  chartAssetClassOf,
  type BreakdownDimension,
  type ChartAssetClass,
  type PortfolioType,
} from '@portal/domain';

export { CHART_SERIES_COLOURS };

/** §9 palettes: portfolio types, asset classes, sectors; the categorical palette for the rest. */
export function portfolioTypeColour(type: string | null | undefined, index = 0): string {
  return (
    (type && PORTFOLIO_TYPE_STYLES[type as PortfolioType]?.colour) ||
    CHART_PALETTE[index % CHART_PALETTE.length]!
  );
}

export function assetClassColour(group: ChartAssetClass | string): string {
  return (
    CHART_ASSET_CLASS_COLOURS[group as ChartAssetClass] ?? CHART_ASSET_CLASS_COLOURS[chartAssetClassOf(group)]
  );
}

/** The colour of slice `index` named `name` of a breakdown: its dimension's palette where it has one. */
export function sliceColour(dimension: BreakdownDimension | 'group', name: string, index: number): string {
  if (dimension === 'group') return assetClassColour(name);
  if (dimension === 'sector' && name in SECTOR_COLOURS)
    return SECTOR_COLOURS[name as keyof typeof SECTOR_COLOURS];
  if (dimension === 'type' && name in PORTFOLIO_TYPE_STYLES)
    return PORTFOLIO_TYPE_STYLES[name as PortfolioType].colour;
  return CHART_PALETTE[index % CHART_PALETTE.length]!;
}

/** Colours of an account's portfolios: their type's (§9) while types are unique, else the categorical palette. */
export function portfolioColours(types: readonly (string | null)[]): string[] {
  const unique = new Set(types).size === types.length;
  return types.map((type, i) =>
    unique ? portfolioTypeColour(type, i) : CHART_PALETTE[i % CHART_PALETTE.length]!,
  );
}
