import type { FieldConfig } from '@portal/domain';

/** What the form renderer gives every field component. */
export interface FieldProps {
  field: FieldConfig;
  /** The form value's path (the field's name, or 'data.0.value' inside a tabular row). */
  name: string;
  /** The translated label. */
  label: string;
  /** §2: read-only fields (and every field of a read-only collection) show their value only. */
  readOnly: boolean;
}
