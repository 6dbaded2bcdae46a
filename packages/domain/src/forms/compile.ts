import { z } from 'zod';
import { ADMIN_ONLY } from '../collections/define';
import { holdsValue, writableFields } from '../collections/fields';
import { fieldSchema } from '../collections/schema';
import { writeObject } from '../schemas/common';
import type { CollectionConfig, FieldConfig } from '../collections/types';
import { SLIDER_MAX, SLIDER_MIN } from '../constants';
import {
  NUMBER_FIELD_TYPES,
  TEXT_FIELD_TYPES,
  type FormFieldDefinition,
  type FormStepDefinition,
} from './definition';

/**
 * A form definition compiled to what the admin machinery already understands: a CollectionConfig
 * whose fields are the form's. The wizard renders it with the drawer's field components, and both
 * the web and the server validate a submission with its fields' `fieldSchema`, so the §5 messages
 * ('Required field', 'Please enter a number', 'Maximum value is {limit}', 'Max {limit} characters',
 * 'Email must be valid') are the ones every other form shows.
 */

/** Who fills the form: admins see and write every field; others neither see `internal` nor write `admin` ones (§2). */
export interface FormAudience {
  admin: boolean;
}

/** One designer field as a declaration field. */
export function toFieldConfig(f: FormFieldDefinition): FieldConfig {
  const isNumber = NUMBER_FIELD_TYPES.includes(f.type);
  const isText = TEXT_FIELD_TYPES.includes(f.type);
  const rules = f.rules ?? [];
  const config: FieldConfig = { name: f.name, type: f.type, label: f.label };
  if (f.help) config.help = f.help;
  if (f.required) config.required = true;
  if (rules.includes('email') && isText) config.format = 'email';
  if (isNumber) {
    // A slider moves in whole steps between its ends (§9: 1 to 10 unless told otherwise).
    if (f.type === 'slider' || rules.includes('integer')) config.integer = true;
    const max = f.max ?? f.limit ?? (f.type === 'slider' ? SLIDER_MAX : undefined);
    const min = f.min ?? (f.type === 'slider' ? SLIDER_MIN : undefined);
    if (max !== undefined) config.max = max;
    if (min !== undefined) config.min = min;
  } else if (isText && f.limit !== undefined) config.maxLength = Math.floor(f.limit);
  if (f.options?.length) config.options = f.options.map((option) => ({ value: option, label: option }));
  if (f.admin) config.admin = true;
  if (f.internal) config.internal = true;
  if (f.value !== undefined && f.value !== null) config.defaultValue = f.value;
  return config;
}

/** Is the field hidden from this audience (§2: internal fields are hidden from non-admins)? */
const hiddenFrom = (f: FormFieldDefinition, audience: FormAudience) => !audience.admin && f.internal === true;

/**
 * The form as a collection for one audience: internal fields left out for non-admins, admin
 * fields read-only for them (so they are neither validated nor accepted from them).
 */
export function formCollection(
  steps: readonly FormStepDefinition[],
  audience: FormAudience,
): CollectionConfig {
  return {
    slug: 'submissions',
    labels: { singular: '', plural: '' },
    tenancy: 'portal',
    grid: { columns: [], sort: { field: 'createdAt', direction: 'desc' } },
    search: [],
    access: ADMIN_ONLY,
    steps: steps.map((step) => ({
      name: step.name,
      label: step.label,
      fieldsets: step.fieldsets.map((fieldset) => ({
        name: fieldset.name,
        ...(fieldset.label ? { label: fieldset.label } : {}),
        fields: fieldset.fields
          .filter((f) => !hiddenFrom(f, audience))
          .map((f) => {
            const config = toFieldConfig(f);
            return f.admin && !audience.admin ? { ...config, readOnly: true } : config;
          }),
      })),
    })),
  };
}

/**
 * The definition a viewer receives: for non-admins, internal fields and the designer's notes
 * removed (they are not theirs to see).
 */
export function definitionFor(
  steps: readonly FormStepDefinition[],
  audience: FormAudience,
): FormStepDefinition[] {
  if (audience.admin) return steps.map((step) => structuredClone(step));
  return steps.map((step) => ({
    ...step,
    fieldsets: step.fieldsets.map((fieldset) => ({
      ...fieldset,
      fields: fieldset.fields
        .filter((f) => !hiddenFrom(f, audience))
        .map(({ notes: _notes, ...rest }) => rest),
    })),
  }));
}

/** Types whose `required` means "must be ticked" (a consent box), which collectionSchema does not say. */
const TICK_TYPES = new Set<FieldConfig['type']>(['checkbox', 'switch']);

/**
 * The schema a submission's data must pass for this audience: each writable field's schema from
 * the collection machinery (`fieldSchema`, as `collectionSchema` builds it; unknown keys refused),
 * except that a required checkbox or switch must be ticked.
 */
export function submissionSchema(
  steps: readonly FormStepDefinition[],
  audience: FormAudience,
): z.ZodType<Record<string, unknown>> {
  const collection = formCollection(steps, audience);
  const shape = Object.fromEntries(
    writableFields(collection).map((f) => [
      f.name,
      f.required && TICK_TYPES.has(f.type)
        ? z.literal(true, { error: 'validation.required_field' })
        : fieldSchema(f),
    ]),
  );
  return writeObject(shape) as unknown as z.ZodType<Record<string, unknown>>;
}

/**
 * What is stored for a submission: the values given, plus the starting values of the fields the
 * submitter may not write (admin fields for non-admins, and every internal one), so the reviewer
 * sees the form as designed.
 */
export function submissionData(
  steps: readonly FormStepDefinition[],
  audience: FormAudience,
  parsed: Record<string, unknown>,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const step of steps)
    for (const fieldset of step.fieldsets)
      for (const f of fieldset.fields) {
        if (!holdsValue(toFieldConfig(f))) continue;
        const writable = audience.admin || (!f.admin && !f.internal);
        const value = writable ? parsed[f.name] : f.value;
        if (value !== undefined) data[f.name] = value ?? null;
      }
  return data;
}

/** The value fields of a definition in form order: the columns of a submission's CSV. */
export function valueFieldsOf(steps: readonly FormStepDefinition[]): FormFieldDefinition[] {
  return steps.flatMap((step) =>
    step.fieldsets.flatMap((fieldset) => fieldset.fields.filter((f) => holdsValue(toFieldConfig(f)))),
  );
}
