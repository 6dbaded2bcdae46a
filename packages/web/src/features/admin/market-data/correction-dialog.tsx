import { zodResolver } from '@hookform/resolvers/zod';
import type { CorrectionResult } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog } from '../../../ui/form-dialog';
import { FormText } from '../../../ui/form-fields';
import { notify } from '../../../ui/notify';
import { useDialogForm } from '../../../ui/use-dialog-form';
import { marketDataKey } from './market-data-api';

/**
 * A correction of market data in a dialog (issue 13): the form checks with the domain's schema (the
 * one the server uses); the server's refusals come back per field and show under it. A saved
 * correction says what it stored, or that nothing changed, and refreshes the screen's lists.
 */
export function CorrectionDialog<V extends FieldValues>(props: {
  open: boolean;
  onClose: () => void;
  schema: z.ZodType;
  defaults: V;
  title: string;
  intro: string;
  save: (values: V) => Promise<CorrectionResult>;
  /** The message after a save: `changed` false when the figure was already stored. */
  saved: (values: V, changed: boolean) => string;
  /** The fields in order, every one required: a date picker, a decimal keypad or text. */
  fields: readonly { name: Path<V>; label: string; kind?: 'date' | 'decimal' }[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { open, defaults, save, saved } = props;
  const form = useForm<V>({
    resolver: zodResolver(props.schema as never) as unknown as Resolver<V>,
    defaultValues: defaults as DefaultValues<V>,
    mode: 'onChange',
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);
  const dialog = useDialogForm(form, defaults, props.onClose, async (values, done) => {
    const result = await save(values);
    const changed = Object.values(result.change).some((dates) => Object.keys(dates).length > 0);
    notify(saved(values, changed));
    await queryClient.invalidateQueries({ queryKey: marketDataKey });
    done();
  });
  return (
    <FormDialog
      open={open}
      {...dialog}
      title={props.title}
      intro={props.intro}
      cancelLabel={t('marketData.dialog.cancel')}
      submitLabel={t('marketData.dialog.submit')}
      busyLabel={t('marketData.dialog.busy')}
    >
      {props.fields.map((field) => (
        <FormText
          key={field.name}
          control={form.control}
          name={field.name}
          label={field.label}
          required
          {...(field.kind === 'date' ? { type: 'date' } : {})}
          {...(field.kind === 'decimal' ? { inputMode: 'decimal' as const } : {})}
        />
      ))}
    </FormDialog>
  );
}
