import { settlementCurrency, type FacetCount, type FundFacet, type FundFacets } from '@portal/domain';

/**
 * A facet's counts as the explorer shows them: values without a name dropped, zero counts dropped,
 * currencies folded to the one the currency filter finds them by (GBX under GBP), sorted by value.
 */
export function facetCounts(facet: FundFacet, raw: Iterable<{ value: string | null; count: number }>) {
  const byValue = new Map<string, number>();
  for (const { value, count } of raw) {
    if (value === null || value === '' || count <= 0) continue;
    const key = facet === 'currency' ? settlementCurrency(value) : value;
    byValue.set(key, (byValue.get(key) ?? 0) + count);
  }
  return [...byValue]
    .map(([value, count]): FacetCount => ({ value, count }))
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

export const NO_FACETS: FundFacets = { category: [], currency: [], region: [] };
