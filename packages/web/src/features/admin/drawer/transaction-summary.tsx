import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoneyString, isMoneyString, toDecimal } from '@portal/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

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
  return (
    <Box
      sx={{ p: 1.5, mb: 2, bgcolor: 'action.hover', borderRadius: 1 }}
      aria-label={t('admin.form.transaction.title')}
      role="group"
    >
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('admin.form.transaction.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
