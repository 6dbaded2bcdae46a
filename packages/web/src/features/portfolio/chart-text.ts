import { useTranslation } from 'react-i18next';

import type { SeriesText } from '../../ui/charts/performance-options';
import { useMoney } from '../../ui/format';

/** The translated words of the performance charts; the benchmark is named when the source names it. */
export function useSeriesText(benchmarkName: string | null | undefined, summaryKey: string): SeriesText {
  const { t } = useTranslation();
  return {
    portfolio: t('charts.portfolio'),
    benchmark: benchmarkName || t('charts.benchmark'),
    date: t('charts.date'),
    summary: (values) => t(summaryKey, values),
  };
}

/** The words of the allocation charts, money in the portfolio's base currency. */
export function useAllocationText(currency: string | undefined) {
  const { t } = useTranslation();
  const money = useMoney();
  return {
    name: t('charts.name'),
    value: t('charts.value'),
    weight: t('charts.weight'),
    money: (value: string) => money(value, currency),
    summary: (values: Record<string, string>) => t('charts.allocationSummary', values),
  };
}
