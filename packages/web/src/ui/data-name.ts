import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The classification fields whose values have names in every language (locales' dataNames). */
const NAMED_FIELDS = ['region', 'assetClass', 'category', 'type', 'sector'] as const;

/**
 * A classification value (a holding's region, asset class, type or sector, a fund's category) as the user's language
 * writes it. Data keeps the English value; a value the lists do not know, or a field without names
 * (currency, substrategy, vintage), is shown as the data says.
 */
export function useDataName(): (field: string, value: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (field, value) =>
      (NAMED_FIELDS as readonly string[]).includes(field)
        ? t(`dataNames.${field}.${value}`, { defaultValue: value, nsSeparator: false })
        : value,
    [t],
  );
}
