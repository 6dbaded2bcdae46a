import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../lib/api-client';

/**
 * FormDialog's props that follow the form: spread them onto it. Closing empties the fields and the
 * refusal; submitting runs `action` on valid values, which calls `close` when it is done. A refusal
 * with per-field messages puts them under the fields; any other shows above them, a technical
 * failure as the general message.
 */
export function useDialogForm<V extends FieldValues>(
  form: UseFormReturn<V>,
  defaults: V,
  onClose: () => void,
  action: (values: V, close: () => void) => Promise<void>,
) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    form.reset(defaults);
    setError(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await action(values, close);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.length > 0) {
        for (const field of failure.fields) form.setError(field.path as Path<V>, { message: field.message });
      } else {
        setError(
          failure instanceof ApiError && !failure.isTechnical
            ? failure.message
            : t('messages.errors.technical'),
        );
      }
    }
  });
  const { isValid, isSubmitting } = form.formState;
  return { error, onClose: close, onSubmit: submit, canSubmit: isValid, submitting: isSubmitting };
}
