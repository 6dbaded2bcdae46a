import type { FieldConfig } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** The `{limit}` a §5 message names, from the field's declaration. */
export function limitOf(f: FieldConfig, key: string): number | undefined {
  if (key === 'validation.max_value') return f.max;
  if (key === 'validation.min_value') return f.min;
  if (key === 'validation.max_characters') return f.maxLength;
  return undefined;
}

/**
 * A field error's text: the schema's message keys ('validation.name_required') are §5 messages,
 * translated with the field's limit; a server's message arrives translated and is shown as sent.
 */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (f: FieldConfig, message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (!/^(validation|errors)\./.test(message)) return message;
    return t(`messages.${message}`, { limit: limitOf(f, message) ?? '' });
  };
}
