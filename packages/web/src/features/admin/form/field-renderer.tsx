import type { FormFieldType } from '@portal/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { BooleanField } from './boolean-fields';
import { ComboboxField, RadioField, SelectField } from './choice-fields';
import { DateField } from './date-field';
import { CustomField, LabelField, TabsField } from './display-fields';
import type { FieldProps } from './field-props';
import { FileField } from './file-field';
import { GridField } from './grid-field';
import { GroupField } from './group-field';
import { HistoryField } from './history-field';
import { IconField } from './icon-field';
import { LookupField } from './lookup-field';
import { MultiTextField } from './multi-text-field';
import { NestedFieldContext, type FieldRendererProps } from './nested-parts';
import { NavigationDesigner } from './navigation-designer';
import { NumberField } from './number-field';
import { PermissionsField } from './permissions-field';
import { ReferenceField } from './reference-field';
import { RichTextField } from './richtext-field';
import { SliderField } from './slider-field';
import { SlugField } from './slug-field';
import { TabularField } from './tabular-field';
import { HiddenField, TextField } from './text-field';

/** The component of every §2 form field type. */
export const FIELD_COMPONENTS: Record<FormFieldType, ComponentType<FieldProps>> = {
  label: LabelField,
  hidden: HiddenField,
  text: TextField,
  icon: IconField,
  number: NumberField,
  slug: SlugField,
  increment: NumberField,
  password: TextField,
  textarea: TextField,
  file: FileField,
  switch: BooleanField,
  checkbox: BooleanField,
  slider: SliderField,
  'date-picker': DateField,
  select: SelectField,
  dropdown: SelectField,
  collectionSelect: ReferenceField,
  radio: RadioField,
  combobox: ComboboxField,
  'media-picker': FileField,
  picker: ReferenceField,
  tabs: TabsField,
  permissions: PermissionsField,
  grid: GridField,
  history: HistoryField,
  range: SliderField,
  dropzone: FileField,
  tabular: TabularField,
  'navigation-designer': NavigationDesigner,
  'multi-text-field': MultiTextField,
  'multi-group-text-field': GroupField,
  custom: CustomField,
  richtext: RichTextField,
  lookup: LookupField,
};

/** One field of a declaration, by its type, labelled with its translated label key. */
export function FieldRenderer({ field, name, readOnly, label }: FieldRendererProps) {
  const { t } = useTranslation();
  const Component = FIELD_COMPONENTS[field.type];
  const rendered = (
    <Component field={field} name={name ?? field.name} label={label ?? t(field.label)} readOnly={readOnly} />
  );
  // Fields made of fields draw their parts with this renderer (nested-parts.tsx).
  return COMPOSITE_TYPES.has(field.type) ? (
    <NestedFieldContext.Provider value={renderNested}>{rendered}</NestedFieldContext.Provider>
  ) : (
    rendered
  );
}

const renderNested = (props: FieldRendererProps) => <FieldRenderer {...props} />;

const COMPOSITE_TYPES = new Set<FormFieldType>(['multi-group-text-field', 'tabular', 'navigation-designer']);
