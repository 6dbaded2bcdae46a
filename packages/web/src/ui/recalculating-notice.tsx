import Alert from '@mui/material/Alert';
import type { ValuedThrough } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { formatDate } from './format';

export interface Recalculating {
  from: string;
  validTo: string | null;
}

/** The earliest pending change of several portfolios (the account page), or null when none waits. */
export function earliestRecalculating(
  items: readonly (Recalculating | null | undefined)[],
): Recalculating | null {
  let from: string | null = null;
  let validTo: string | null = null;
  for (const item of items) {
    if (!item) continue;
    if (from === null || item.from < from) from = item.from;
    if (item.validTo !== null && (validTo === null || item.validTo < validTo)) validTo = item.validTo;
  }
  return from === null ? null : { from, validTo };
}

/**
 * Says when the figures shown are not today's, and the date they are valid to: a change (a booking,
 * a price correction, an import) is being valued by a job (`recalculating`), or the daily clock has
 * not valued the last weekday yet (`valuedThrough` behind; the server decides, domain
 * valuedThroughOf). A pending change says more, so it is the one announced when both hold.
 * Announced politely to screen readers.
 */
export function RecalculatingNotice({
  recalculating,
  valuedThrough,
}: {
  recalculating: Recalculating | null | undefined;
  valuedThrough?: ValuedThrough | null | undefined;
}) {
  const { t } = useTranslation();
  if (recalculating) {
    const from = formatDate(recalculating.from);
    return (
      <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="recalculating-notice">
        {recalculating.validTo
          ? t('portfolio.recalculating', { from, validTo: formatDate(recalculating.validTo) })
          : t('portfolio.recalculatingNoDate', { from })}
      </Alert>
    );
  }
  if (!valuedThrough?.behind) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="valued-through-notice">
      {t('portfolio.valuedThrough', { date: formatDate(valuedThrough.date) })}
    </Alert>
  );
}
