import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import {
  HOLDING_ASSET_CLASSES,
  HOLDING_CURRENCIES,
  HOLDING_REGIONS,
  HOLDING_TYPES,
  holdingEditSchema,
} from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router';

import { apiFetch, deleteJson, postJson, refusalText } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-context';
import { holdingsQuery, portfolioPath, portfolioQueryKey, type PortfolioKey } from '../../lib/portfolio-api';
import { portfolioLink } from '../../lib/portfolio-target';
import type { HoldingView } from '../../lib/portfolio-types';
import { useResolvedPortfolio } from '../../lib/use-resolved-portfolio';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { formatNumber, useMoney } from '../../ui/format';
import { FormSelect, FormText } from '../../ui/form-fields';
import { notify } from '../../ui/notify';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import { EMPTY_HOLDING, formToHolding, holdingToForm, type HoldingFormValues } from './holding-form';
import { useDataName } from '../../ui/data-name';

/** The holding's classification selects: values stored as §3 names them, shown in the user's language. */
const CLASSIFICATIONS = [
  {
    name: 'assetclass',
    label: 'holdings.assetClass',
    options: HOLDING_ASSET_CLASSES,
    dataName: 'assetClass',
  },
  { name: 'region', label: 'holdings.region', options: HOLDING_REGIONS, dataName: 'region' },
  { name: 'type', label: 'holdings.type', options: HOLDING_TYPES, dataName: 'type' },
] as const;

const OPTIONS = {
  currencies: HOLDING_CURRENCIES,
  regions: HOLDING_REGIONS,
  classes: HOLDING_ASSET_CLASSES,
  types: HOLDING_TYPES,
};

const resolver: Resolver<HoldingFormValues> = (values, context, options) =>
  (zodResolver(holdingEditSchema) as unknown as Resolver<HoldingFormValues>)(
    formToHolding(values) as unknown as HoldingFormValues,
    context,
    options,
  );

type Result = { message: string };

function HoldingDialog({
  portfolioKey,
  holding,
  onClose,
  onSaved,
}: {
  portfolioKey: PortfolioKey;
  holding: HoldingView | 'new';
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const dataName = useDataName();
  const form = useForm<HoldingFormValues>({
    resolver,
    defaultValues: holding === 'new' ? EMPTY_HOLDING : holdingToForm(holding, OPTIONS),
  });
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const body = JSON.stringify(formToHolding(values));
      const result =
        holding === 'new'
          ? await postJson<Result>(`${portfolioPath(portfolioKey)}/holdings`, formToHolding(values))
          : await apiFetch<Result>(
              `${portfolioPath(portfolioKey)}/holdings/${encodeURIComponent(holding.id ?? '')}`,
              {
                method: 'PUT',
                body,
              },
            );
      notify(result.message);
      onSaved();
    } catch (failure) {
      setError(refusalText(failure, t('messages.errors.technical')));
    }
  });
  const c = form.control;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="holding-dialog-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="holding-dialog-title">
          {t(holding === 'new' ? 'editor.addHolding' : 'editor.editHolding')}
        </DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
            <FormText control={c} name="name" label={t('holdings.name')} required />
            <FormText control={c} name="symbol" label={t('holdings.symbol')} required />
            <FormText control={c} name="units" label={t('holdings.units')} required inputMode="decimal" />
            <FormText control={c} name="price" label={t('holdings.price')} inputMode="decimal" />
            <FormSelect
              control={c}
              name="currency"
              label={t('holdings.currency')}
              options={HOLDING_CURRENCIES}
            />
            {CLASSIFICATIONS.map((field) => (
              <FormSelect
                key={field.name}
                control={c}
                name={field.name}
                label={t(field.label)}
                options={field.options}
                optionLabel={(value) => dataName(field.dataName, value)}
              />
            ))}
            <FormText control={c} name="date" label={t('holdings.purchaseDate')} type="date" />
          </Box>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('editor.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('auth.pleaseWait') : t('editor.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Route `edit_holdings` (§5): add, edit and delete a portfolio's holdings; the data reloads after each change. */
export default function EditHoldingsScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = useMoney();
  const queryClient = useQueryClient();
  const { query: resolved, key, portfolio, portal } = useResolvedPortfolio();
  const holdings = useQuery({
    ...holdingsQuery(key ?? { portalId: '', accountId: '', portfolioId: '' }, 1, 100),
    enabled: !!key,
  });
  const [editing, setEditing] = useState<HoldingView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HoldingView | null>(null);
  if (resolved.isPending) return <PageLoader />;
  if (!key || !portfolio) return <Navigate to="/dashboard/404" replace />;
  const reload = () => queryClient.invalidateQueries({ queryKey: portfolioQueryKey(key) });
  async function remove(holding: HoldingView) {
    try {
      const result = await deleteJson<Result>(
        `${portfolioPath(key!)}/holdings/${encodeURIComponent(holding.id ?? '')}`,
      );
      notify(result.message);
      await reload();
    } catch (failure) {
      notify(refusalText(failure, t('messages.errors.technical')), 'error');
    }
  }
  return (
    <>
      <ScreenTitle title={t('editor.holdingsTitle', { name: portfolio.name })} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
          {t('editor.addHolding')}
        </Button>
        <Link
          component={RouterLink}
          to={portfolioLink(brand, portal, { id: key.accountId }, key.portfolioId, { tab: 'holdings' })}
        >
          {t('editor.backToPortfolio')}
        </Link>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        {holdings.isPending ? (
          <PageLoader />
        ) : (
          <DataTable
            label={t('editor.holdingsTitle', { name: portfolio.name })}
            rows={(holdings.data?.items ?? []).filter((h) => h.id)}
            rowKey={(h) => h.symbol}
            columns={[
              { key: 'n', label: t('holdings.name'), render: (h) => h.name ?? h.symbol },
              { key: 's', label: t('holdings.symbol'), wide: true, render: (h) => h.symbol },
              { key: 'u', label: t('holdings.units'), numeric: true, render: (h) => formatNumber(h.units) },
              {
                key: 'v',
                label: t('holdings.value'),
                numeric: true,
                wide: true,
                render: (h) => money(h.valueBase, holdings.data?.baseCurrency),
              },
              {
                key: 'a',
                label: t('editor.actions'),
                numeric: true,
                render: (h) => (
                  <>
                    <IconButton
                      aria-label={t('editor.editNamed', { name: h.name ?? h.symbol })}
                      onClick={() => setEditing(h)}
                    >
                      <EditOutlined />
                    </IconButton>
                    <IconButton
                      aria-label={t('editor.deleteNamed', { name: h.name ?? h.symbol })}
                      onClick={() => setDeleting(h)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </>
                ),
              },
            ]}
          />
        )}
      </Paper>
      {editing && (
        <HoldingDialog
          portfolioKey={key}
          holding={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('editor.deleteTitle', { name: deleting?.name ?? deleting?.symbol ?? '' })}
        text={t('editor.deleteText')}
        confirmLabel={t('editor.delete')}
        cancelLabel={t('editor.cancel')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void remove(target);
        }}
      />
    </>
  );
}
