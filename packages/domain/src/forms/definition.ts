import { z } from 'zod';
import type { FormFieldType } from '../enums/content';
import type { MessageKey } from '../i18n/messages';
import { invalidInput, writeObject } from '../schemas/common';

/**
 * A form definition as the forms designer builds it (§2 "Form definitions consist of steps,
 * fieldsets and fields"): what is stored in forms.steps and what the wizard runs. Unlike a
 * collection declaration, its labels are the admin's own words, not i18n keys.
 */

/**
 * The §2 field types a user-facing wizard can run. The others belong to the admin drawer (history,
 * permissions, navigation-designer, grid, tabs, picker, collectionSelect…) or need storage a
 * submission has no place for (file, media-picker, dropzone; richtext needs sanitising): decision 30.
 */
// prettier-ignore
export const WIZARD_FIELD_TYPES = [
  'label', 'hidden', 'text', 'textarea', 'number', 'slider', 'switch', 'checkbox', 'date-picker',
  'select', 'dropdown', 'radio', 'combobox', 'multi-text-field',
] as const satisfies readonly FormFieldType[];
export type WizardFieldType = (typeof WIZARD_FIELD_TYPES)[number];

/** Types whose value is one of `options`. */
export const CHOICE_TYPES: readonly WizardFieldType[] = ['select', 'dropdown', 'radio', 'combobox'];
/** Types whose value is a number (limit = largest value; min/max bounds). */
export const NUMBER_FIELD_TYPES: readonly WizardFieldType[] = ['number', 'slider'];
/** Types whose value is a text (limit = most characters). */
export const TEXT_FIELD_TYPES: readonly WizardFieldType[] = ['text', 'textarea', 'hidden'];

/** The `rules` a field may carry beyond required, min, max and limit. */
export const FIELD_RULES = ['email', 'integer'] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

/** Guards against a definition too large to render or validate (ASVS 2.2.1: bounded input). */
export const DEFINITION_LIMITS = { steps: 20, fieldsets: 20, fields: 200, options: 100 } as const;

const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const nameKey: MessageKey = 'validation.form_field_name';

const text = (max: number) => z.string(invalidInput).trim().max(max, 'validation.max_characters');
const name = z.string({ error: nameKey }).trim().regex(NAME_PATTERN, nameKey);
const finite = z.number(invalidInput).finite(invalidInput);

/** One field (§2: name, type, label, help, required, rules, value, options, limit, min, max, admin, internal, collection, notes, comment). */
export const formFieldDefinitionSchema = writeObject({
  name,
  type: z.enum(WIZARD_FIELD_TYPES, invalidInput),
  label: text(200).default(''),
  help: text(500).optional(),
  required: z.boolean(invalidInput).optional(),
  rules: z.array(z.enum(FIELD_RULES, invalidInput), invalidInput).max(FIELD_RULES.length).optional(),
  /** The starting value (a number field's as text, so decimals stay exact). */
  value: z
    .union([z.string(invalidInput).max(2000), z.number(), z.boolean()], invalidInput)
    .nullable()
    .optional(),
  options: z
    .array(text(200).min(1, 'validation.required_field'), invalidInput)
    .max(DEFINITION_LIMITS.options)
    .optional(),
  /** Text: most characters; number: largest value (§5 'Max {limit} characters', 'Maximum value is {limit}'). */
  limit: finite.positive(invalidInput).optional(),
  min: finite.optional(),
  max: finite.optional(),
  /** §2: read-only for non-admins. */
  admin: z.boolean(invalidInput).optional(),
  /** §2: hidden from non-admins. */
  internal: z.boolean(invalidInput).optional(),
  /** A collection the field refers to, kept for the admin's reference (not rendered as a picker). */
  collection: text(64).optional(),
  /** The designer's own notes: never sent to a non-admin. */
  notes: text(2000).optional(),
  /** A remark shown with the field in the wizard. */
  comment: text(1000).optional(),
});

export const formFieldsetDefinitionSchema = writeObject({
  name,
  label: text(200).optional(),
  fields: z.array(formFieldDefinitionSchema, invalidInput).max(DEFINITION_LIMITS.fields),
});

export const formStepDefinitionSchema = writeObject({
  name,
  label: text(100).default(''),
  fieldsets: z.array(formFieldsetDefinitionSchema, invalidInput).max(DEFINITION_LIMITS.fieldsets),
});

export type FormFieldDefinition = z.output<typeof formFieldDefinitionSchema>;
export type FormFieldsetDefinition = z.output<typeof formFieldsetDefinitionSchema>;
export type FormStepDefinition = z.output<typeof formStepDefinitionSchema>;

/** Every field of a definition with its path (for messages on the right input). */
export function definitionFields(steps: readonly FormStepDefinition[]) {
  return steps.flatMap((step, s) =>
    step.fieldsets.flatMap((fieldset, f) =>
      fieldset.fields.map((field, i) => ({ field, path: [s, 'fieldsets', f, 'fields', i] })),
    ),
  );
}

/**
 * The steps of a form, checked as a whole: field names unique in the form (they are the keys of a
 * submission's data), step and fieldset names unique where they sit, options for choice fields,
 * min not above max, at most 200 fields in all.
 */
export const formStepsSchema = z
  .array(formStepDefinitionSchema, invalidInput)
  .max(DEFINITION_LIMITS.steps)
  .superRefine((steps, ctx) => {
    const all = definitionFields(steps);
    if (all.length > DEFINITION_LIMITS.fields)
      ctx.addIssue({ code: 'custom', message: 'validation.invalid_input', path: [] });
    const seen = new Set<string>();
    for (const { field, path } of all) {
      if (seen.has(field.name))
        ctx.addIssue({
          code: 'custom',
          message: 'validation.form_field_name_taken',
          path: [...path, 'name'],
        });
      seen.add(field.name);
      if (CHOICE_TYPES.includes(field.type) && field.type !== 'combobox' && !field.options?.length)
        ctx.addIssue({
          code: 'custom',
          message: 'validation.form_options_required',
          path: [...path, 'options'],
        });
      if (field.min !== undefined && field.max !== undefined && field.min > field.max)
        ctx.addIssue({ code: 'custom', message: 'validation.form_min_above_max', path: [...path, 'min'] });
    }
    steps.forEach((step, s) => {
      if (steps.findIndex((other) => other.name === step.name) !== s)
        ctx.addIssue({ code: 'custom', message: 'validation.form_field_name_taken', path: [s, 'name'] });
      step.fieldsets.forEach((fieldset, f) => {
        if (step.fieldsets.findIndex((other) => other.name === fieldset.name) !== f)
          ctx.addIssue({
            code: 'custom',
            message: 'validation.form_field_name_taken',
            path: [s, 'fieldsets', f, 'name'],
          });
      });
    });
  });

export type FormSteps = FormStepDefinition[];

/** A new field, fieldset or step as the designer adds it. */
export const newField = (fieldName: string): FormFieldDefinition => ({
  name: fieldName,
  type: 'text',
  label: '',
});
export const newFieldset = (fieldsetName: string): FormFieldsetDefinition => ({
  name: fieldsetName,
  fields: [],
});
export const newStep = (stepName: string): FormStepDefinition => ({
  name: stepName,
  label: '',
  fieldsets: [newFieldset('main')],
});

/**
 * A name not yet used among `taken`: `base1`, `base2`… (the designer names what it adds; the admin
 * may rename it).
 */
export function freeName(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}
