import { priceCorrectionSchema, type PriceCorrectionInput } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../../ui/format';
import { CorrectionDialog } from './correction-dialog';
import { correctPrice } from './market-data-api';

const blank: PriceCorrectionInput = { symbol: '', date: '', price: '', reason: '' };

/**
 * Correct price (issue 13): an instrument's close on a date, with the reason the audit trail keeps.
 * The server's own refusals (an unknown symbol, a future date) show under their field.
 */
export function CorrectPriceDialog({
  open,
  symbol,
  onClose,
}: {
  open: boolean;
  symbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const defaults = useMemo(() => ({ ...blank, symbol }), [symbol]);
  return (
    <CorrectionDialog
      open={open}
      onClose={onClose}
      schema={priceCorrectionSchema}
      defaults={defaults}
      title={t('marketData.dialog.title')}
      intro={t('marketData.dialog.intro')}
      save={correctPrice}
      saved={(values, changed) =>
        changed
          ? t('marketData.saved', { symbol: values.symbol, date: formatDate(values.date) })
          : t('marketData.unchanged')
      }
      fields={[
        { name: 'symbol', label: t('marketData.dialog.symbol') },
        { name: 'date', label: t('marketData.dialog.date'), kind: 'date' },
        { name: 'price', label: t('marketData.dialog.price'), kind: 'decimal' },
        { name: 'reason', label: t('marketData.dialog.reason') },
      ]}
    />
  );
}
