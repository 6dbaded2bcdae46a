import { formatMoneyString, isMoneyString, toDecimal } from '@portal/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SummaryBox } from './summary-box';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/**
 * The figures of a transaction step (§2): the total value is price × amount in exact decimals (no
 * float ever multiplies money), shown with 2 decimals; blank until both are numbers.
 */
export function transactionFigures(values: Record<string, unknown>) {
  const price = text(values.price);
  const amount = text(values.amount);
  const total =
    isMoneyString(price) && isMoneyString(amount)
      ? formatMoneyString(toDecimal(price).times(toDecimal(amount)))
      : '';
  return {
    holding: text(values.holding),
    price: isMoneyString(price) ? price : '',
    total,
    purchaseDate: text(values.purchaseDate).slice(0, 10),
  };
}

/** §2: a transaction step shows holding, price, total value and purchase date as they are typed. */
export function TransactionSummary() {
  const { t } = useTranslation();
  const figures = transactionFigures(useWatch() as Record<string, unknown>);
  const rows = (['holding', 'price', 'total', 'purchaseDate'] as const).map(
    (key) => [t(`admin.form.transaction.${key}`), figures[key] || '—'] as const,
  );
  return <SummaryBox title={t('admin.form.transaction.title')} rows={rows} />;
}
