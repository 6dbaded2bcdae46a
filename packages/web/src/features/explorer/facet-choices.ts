import type { FundFacet, FundFacets } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useDataName } from '../../ui/data-name';
import type { FilterChoice } from '../../ui/filter-select';
import { formatNumber } from '../../ui/format';

/**
 * Each facet's menu choices: its values as the language names them, with their counts ('Equities
 * (12)'). A chosen value the counts no longer hold (another filter left it no funds) stays in its
 * menu with 0, so the choice can be seen and undone.
 */
export function useFacetChoices(
  facets: FundFacets | undefined,
  chosen: Record<FundFacet, string>,
): Record<FundFacet, FilterChoice[]> {
  // `t` changes with the language, so the counts are formatted again as the new language writes them.
  const { t } = useTranslation();
  const dataName = useDataName();
  return useMemo(() => {
    const choicesOf = (facet: FundFacet): FilterChoice[] => {
      const counts = [...(facets?.[facet] ?? [])];
      const value = chosen[facet];
      if (value && !counts.some((c) => c.value === value)) counts.push({ value, count: 0 });
      return counts.map((c) => ({
        value: c.value,
        label: t('explorer.facetValue', {
          name: dataName(facet, c.value),
          count: formatNumber(c.count, 0),
        }),
      }));
    };
    return { category: choicesOf('category'), currency: choicesOf('currency'), region: choicesOf('region') };
  }, [facets, chosen, t, dataName]);
}
