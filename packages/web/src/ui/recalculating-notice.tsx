import Alert from '@mui/material/Alert';
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
 * Says that a change (a booking, a price correction, an import) is being valued by a job, and the
 * date the figures shown are valid to. Announced politely to screen readers.
 */
export function RecalculatingNotice({ recalculating }: { recalculating: Recalculating | null | undefined }) {
  const { t } = useTranslation();
  if (!recalculating) return null;
  const from = formatDate(recalculating.from);
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="recalculating-notice">
      {recalculating.validTo
        ? t('portfolio.recalculating', { from, validTo: formatDate(recalculating.validTo) })
        : t('portfolio.recalculatingNoDate', { from })}
    </Alert>
  );
}
