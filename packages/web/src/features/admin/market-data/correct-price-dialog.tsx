import { zodResolver } from '@hookform/resolvers/zod';
import { priceCorrectionSchema, type PriceCorrectionInput } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../ui/form-dialog';
import { FormText } from '../../../ui/form-fields';
import { formatDate } from '../../../ui/format';
import { notify } from '../../../ui/notify';
import { useDialogForm } from '../../../ui/use-dialog-form';
import { correctPrice, marketDataKey } from './market-data-api';

const blank: PriceCorrectionInput = { symbol: '', date: '', price: '', reason: '' };

/**
 * Correct price (issue 13): an instrument's close on a date, with the reason the audit trail keeps.
 * The form checks with the domain's schema (the same one the server uses); the server's own refusals
 * (an unknown symbol, a future date) come back per field and show under it.
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
  const queryClient = useQueryClient();
  const defaults = useMemo(() => ({ ...blank, symbol }), [symbol]);
  const form = useForm<PriceCorrectionInput>({
    resolver: zodResolver(priceCorrectionSchema) as unknown as Resolver<PriceCorrectionInput>,
    defaultValues: defaults,
    mode: 'onChange',
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);
  const dialog = useDialogForm(form, defaults, onClose, async (values, done) => {
    const result = await correctPrice(values);
    const changed = Object.keys(result.change.symbols).length > 0;
    notify(
      changed
        ? t('marketData.saved', { symbol: values.symbol, date: formatDate(values.date) })
        : t('marketData.unchanged'),
    );
    await queryClient.invalidateQueries({ queryKey: marketDataKey });
    done();
  });
  return (
    <FormDialog
      open={open}
      {...dialog}
      title={t('marketData.dialog.title')}
      intro={t('marketData.dialog.intro')}
      cancelLabel={t('marketData.dialog.cancel')}
      submitLabel={t('marketData.dialog.submit')}
      busyLabel={t('marketData.dialog.busy')}
    >
      <FormText control={form.control} name="symbol" label={t('marketData.dialog.symbol')} required />
      <FormText control={form.control} name="date" type="date" label={t('marketData.dialog.date')} required />
      <FormText
        control={form.control}
        name="price"
        inputMode="decimal"
        label={t('marketData.dialog.price')}
        required
      />
      <FormText control={form.control} name="reason" label={t('marketData.dialog.reason')} required />
    </FormDialog>
  );
}
