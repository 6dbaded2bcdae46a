import { slugify } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import type { FieldProps } from './field-props';
import { TextField } from './text-field';

/**
 * slug: §4 generated from the name (lowercase, a-z 0-9 and hyphens) while the slug is empty or
 * still the one generated; once typed by hand it stays as typed.
 */
export function SlugField(props: FieldProps) {
  const { setValue, getValues } = useFormContext();
  const name = useWatch({ name: 'name' }) as unknown;
  const generated = useRef<string | null>(null);
  useEffect(() => {
    if (props.readOnly || typeof name !== 'string') return;
    const current = getValues(props.name) as string;
    if (current && current !== generated.current) return;
    const next = slugify(name);
    generated.current = next;
    if (next !== current) setValue(props.name, next, { shouldValidate: true, shouldDirty: true });
  }, [name, props.name, props.readOnly, getValues, setValue]);
  return <TextField {...props} />;
}
