import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { HOLDING_CURRENCIES, TRANSACTION_TYPES, recordTransactionSchema } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router';

import { ApiError, postJson } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-context';
import { holdingsQuery, portfolioPath, portfolioQueryKey, transactionsQuery } from '../../lib/portfolio-api';
import { portfolioLink } from '../../lib/portfolio-target';
import { useResolvedPortfolio } from '../../lib/use-resolved-portfolio';
import { DataTable } from '../../ui/data-table';
import { formatDate, formatNumber } from '../../ui/format';
import { FormSelect, FormText } from '../../ui/form-fields';
import { notify } from '../../ui/notify';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import {
  EMPTY_TRANSACTION,
  formToTransaction,
  saleRefusal,
  type TransactionFormValues,
} from './transaction-form';

const resolver: Resolver<TransactionFormValues> = (values, context, options) =>
  (zodResolver(recordTransactionSchema) as unknown as Resolver<TransactionFormValues>)(
    formToTransaction(values) as unknown as TransactionFormValues,
    context,
    options,
  );

const NO_KEY = { portalId: '', accountId: '', portfolioId: '' };

/** Route `edit_transactions` (§4, §5): book a transaction; its holding changes with it; the data reloads. */
export default function EditTransactionsScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const { query: resolved, key, portfolio, portal } = useResolvedPortfolio();
  const holdings = useQuery({ ...holdingsQuery(key ?? NO_KEY, 1, 100), enabled: !!key });
  const recent = useQuery({
    ...transactionsQuery(key ?? NO_KEY, { range: 'all', kind: 'all' }, 1, 10),
    enabled: !!key,
  });
  const form = useForm<TransactionFormValues>({ resolver, defaultValues: EMPTY_TRANSACTION });
  const [error, setError] = useState<string | null>(null);
  if (resolved.isPending) return <PageLoader />;
  if (!key || !portfolio) return <Navigate to="/dashboard/404" replace />;
  const held = (symbol: string) => holdings.data?.items.find((h) => h.symbol === symbol.trim())?.units;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const refusal = saleRefusal(values, held(values.symbol));
    if (refusal) {
      form.setError('amount', { message: t('messages.errors.sale_above_units_held', refusal) });
      return;
    }
    try {
      const result = await postJson<{ message: string }>(
        `${portfolioPath(key)}/transactions`,
        formToTransaction(values),
      );
      notify(result.message);
      form.reset(EMPTY_TRANSACTION);
      await queryClient.invalidateQueries({ queryKey: portfolioQueryKey(key) });
    } catch (failure) {
      const text =
        failure instanceof ApiError && !failure.isTechnical
          ? failure.message
          : t('messages.errors.technical');
      if (failure instanceof ApiError && failure.status === 400) form.setError('amount', { message: text });
      else setError(text);
    }
  });
  const c = form.control;
  return (
    <>
      <ScreenTitle title={t('editor.transactionsTitle', { name: portfolio.name })} />
      <Link
        component={RouterLink}
        to={portfolioLink(brand, portal, { id: key.accountId }, key.portfolioId, { tab: 'transactions' })}
      >
        {t('editor.backToPortfolio')}
      </Link>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="new-tx"
        sx={{ p: { xs: 1.5, sm: 2 }, my: 2 }}
      >
        <Typography id="new-tx" variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
          {t('editor.newTransaction')}
        </Typography>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
              gap: 2,
            }}
          >
            <FormSelect
              control={c}
              name="type"
              label={t('transactions.type')}
              required
              options={TRANSACTION_TYPES}
              optionLabel={(type) => t(`transactions.types.${type}`)}
            />
            <FormText control={c} name="name" label={t('transactions.name')} required />
            <FormText control={c} name="symbol" label={t('holdings.symbol')} required />
            <FormText control={c} name="amount" label={t('editor.amount')} required inputMode="decimal" />
            <FormText control={c} name="price" label={t('transactions.price')} inputMode="decimal" />
            <FormText control={c} name="fee" label={t('editor.fee')} inputMode="decimal" />
            <FormSelect
              control={c}
              name="currency"
              label={t('holdings.currency')}
              options={HOLDING_CURRENCIES}
            />
            <FormText control={c} name="date" label={t('transactions.date')} type="date" />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('editor.amountHint')}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('auth.pleaseWait') : t('editor.book')}
          </Button>
        </form>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {t('editor.recent')}
        </Typography>
        <DataTable
          label={t('editor.recent')}
          rows={recent.data?.items ?? []}
          rowKey={(tx, i) => tx.id ?? String(i)}
          columns={[
            { key: 'd', label: t('transactions.date'), noWrap: true, render: (tx) => formatDate(tx.date) },
            {
              key: 't',
              label: t('transactions.type'),
              render: (tx) => t(`transactions.types.${tx.type}`, { defaultValue: tx.type }),
            },
            { key: 's', label: t('holdings.symbol'), render: (tx) => tx.symbol },
            {
              key: 'a',
              label: t('transactions.amount'),
              numeric: true,
              render: (tx) => formatNumber(tx.amount),
            },
          ]}
        />
      </Paper>
    </>
  );
}
