import { z } from 'zod';
import { ACCESS_LEVELS } from '../enums/content';
import { LOCALES } from '../brands/types';
import type { MessageKey } from '../i18n/messages';
import { MONEY_PATTERN, toDecimal } from '../money';
import {
  fileRef,
  invalidInput,
  optionalBoolean,
  optionalDate,
  passwordField,
  requiredDate,
  requiredText,
  writeObject,
} from '../schemas/common';
import { themeIdField } from '../schemas/portal';
import { STORED_INTEGER_DIGITS } from '../schemas/money';
import { LOOKUP_DESCRIPTION_MAX } from '../constants';
import { LOOKUP_VALUE_PATTERNS } from '../lookups/lookup';
import { holdsValue, writableFields } from './fields';
import type { CollectionConfig, FieldConfig } from './types';

/**
 * The zod schema of a collection, derived from its declaration so the server's validation and the
 * web's drawer form are one schema (ARCHITECTURE "Domain first"). Messages are §5's keys:
 * 'Name is required' and friends from `requiredMessage`, 'Please enter a number', 'Maximum value
 * is {limit}', 'Max {limit} characters'. An unknown or read-only key at the top is refused
 * ('validation.unknown_field'), so nothing but declared, writable fields reaches the server's
 * columns and a client never believes it saved what was dropped (ASVS 15.3.3, mass assignment).
 * Nested rows (tabular, navigation, files, permissions) are write objects too and refuse them alike.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_A_NUMBER: MessageKey = 'validation.number';

const requiredKey = (f: FieldConfig): MessageKey => f.requiredMessage ?? 'validation.required_field';
const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** Optional values may be missing or null; a blank text becomes null (§5 "empty becomes null"). */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((input) => (input === '' ? null : input), schema.nullable().optional());
}

function textSchema(f: FieldConfig): z.ZodType {
  const key = requiredKey(f);
  let text = z.string({ error: f.required ? key : 'validation.invalid_input' }).trim();
  if (f.format === 'email') text = text.toLowerCase();
  if (f.required) text = text.min(1, { error: key, abort: true });
  if (f.maxLength !== undefined) text = text.max(f.maxLength, 'validation.max_characters');
  const shaped =
    f.format === 'email' ? text.pipe(z.email({ error: 'validation.email_invalid' })) : (text as z.ZodType);
  return f.required ? shaped : optional(shaped);
}

/**
 * lookup: the server cannot know a remote list while it validates, so the value is checked for its
 * shape only: the list's code pattern (ISO 3166 / 4217), or a name of at most 60 characters (§9).
 */
function lookupSchema(f: FieldConfig): z.ZodType {
  if (f.lookupStores === 'description' || !f.lookup)
    return textSchema({ ...f, maxLength: f.maxLength ?? LOOKUP_DESCRIPTION_MAX });
  const key = requiredKey(f);
  let code = z.string({ error: f.required ? key : 'validation.invalid_input' }).trim();
  if (f.required) code = code.min(1, { error: key, abort: true });
  const shaped = code.regex(LOOKUP_VALUE_PATTERNS[f.lookup], 'validation.invalid_input');
  return f.required ? shaped : optional(shaped);
}

function choiceSchema(f: FieldConfig): z.ZodType {
  const key = requiredKey(f);
  let choice: z.ZodType;
  if (f.format === 'language') choice = z.enum(LOCALES, { error: key });
  else if (f.format === 'theme') choice = themeIdField;
  else if (f.type === 'combobox' || !f.options?.length) return textSchema(f);
  else choice = z.enum(f.options.map((o) => o.value) as [string, ...string[]], { error: key });
  if (f.multiple) return listOf(choice, f);
  return f.required ? choice : optional(choice);
}

/**
 * What a column holds when the field declares no bound (issue 16): decimals 16 digits before the
 * point (numeric(20,4) and (24,8)), whole numbers a PostgreSQL integer.
 */
const STORED_DECIMAL_LIMIT = 10 ** STORED_INTEGER_DIGITS;
const STORED_INTEGER_LIMIT = 2_147_483_647;

/** Bounds of a number field as issues carrying `limit` (§5 'Maximum value is {limit}'). */
function checkBounds(f: FieldConfig, value: number | string, ctx: z.RefinementCtx) {
  const stored = f.integer ? STORED_INTEGER_LIMIT : STORED_DECIMAL_LIMIT;
  const max = f.max ?? stored;
  const min = f.min ?? -stored;
  // A decimal column's own bound is exclusive: 16 digits stay below 10^16.
  const exclusiveMax = f.max === undefined && !f.integer;
  const exclusiveMin = f.min === undefined && !f.integer;
  // Whole numbers compare as numbers (1e21 has no plain decimal form); decimal strings as decimals.
  const compare = (limit: number) =>
    typeof value === 'number' ? Math.sign(value - limit) : toDecimal(value).comparedTo(limit);
  if (exclusiveMax ? compare(max) >= 0 : compare(max) > 0)
    ctx.addIssue({ code: 'custom', message: 'validation.max_value', params: { limit: max } });
  if (exclusiveMin ? compare(min) <= 0 : compare(min) < 0)
    ctx.addIssue({ code: 'custom', message: 'validation.min_value', params: { limit: min } });
}

function numberSchema(f: FieldConfig): z.ZodType {
  const key = requiredKey(f);
  const blankOr = (issue: { input?: unknown }) => (isBlank(issue.input) ? key : NOT_A_NUMBER);
  const base = f.integer
    ? z.number({ error: blankOr }).int({ error: NOT_A_NUMBER, abort: true })
    : z
        .string({ error: blankOr })
        .trim()
        .min(1, { error: key, abort: true })
        .regex(MONEY_PATTERN, { error: NOT_A_NUMBER, abort: true });
  const bounded = (base as z.ZodType<number | string>).superRefine((value, ctx) =>
    checkBounds(f, value, ctx),
  );
  return f.required ? bounded : optional(bounded);
}

function listOf(item: z.ZodType, f: FieldConfig): z.ZodType {
  const key = requiredKey(f);
  const list = z.array(item, { error: f.required ? key : 'validation.invalid_input' });
  return f.required ? list.min(1, key) : optional(list);
}

const idSchema = z.string(invalidInput).regex(UUID, 'validation.invalid_input');

const navigationItem = writeObject({
  name: requiredText('validation.name_required'),
  link: requiredText('validation.required_field'),
  icon: z.string(invalidInput).optional(),
  visibleFor: z.enum(['Admin', 'Advisor', 'Investor', 'all'], invalidInput).optional(),
  order: z.number(invalidInput).int().optional(),
  subnavigation: z
    .array(
      writeObject({
        name: requiredText('validation.name_required'),
        link: requiredText('validation.required_field'),
        order: z.number(invalidInput).int().optional(),
      }),
      invalidInput,
    )
    .optional(),
});

/** The schema of one field's value. Display-only fields have none. */
export function fieldSchema(f: FieldConfig): z.ZodType {
  const key = requiredKey(f);
  switch (f.type) {
    case 'password':
      return passwordField;
    case 'number':
    case 'increment':
    case 'slider':
    case 'range':
      return numberSchema(f);
    case 'switch':
    case 'checkbox':
      return optionalBoolean;
    case 'date-picker':
      return f.required ? requiredDate(key) : optionalDate;
    case 'file':
    case 'media-picker':
    case 'dropzone':
      return listOf(fileRef, f);
    case 'collectionSelect':
    case 'picker':
      if (f.multiple) return listOf(idSchema, f);
      return f.required
        ? z.string({ error: key }).min(1, { error: key, abort: true }).regex(UUID, key)
        : optional(idSchema);
    case 'select':
    case 'dropdown':
    case 'radio':
    case 'combobox':
      return choiceSchema(f);
    case 'lookup':
      return lookupSchema(f);
    case 'multi-text-field':
      return listOf(z.string(invalidInput).trim(), f);
    case 'tabular':
      return listOf(writeObject(shapeOf(f.fields ?? [])), f);
    case 'multi-group-text-field':
      return optional(
        f.keys
          ? z.partialRecord(z.enum(f.keys as [string, ...string[]]), z.string(invalidInput), invalidInput)
          : writeObject(shapeOf(f.fields ?? [])),
      );
    case 'permissions':
      return optional(
        writeObject({
          level: z.enum(ACCESS_LEVELS, invalidInput),
          ids: z.array(idSchema, invalidInput).optional(),
        }),
      );
    case 'navigation-designer':
      return optional(z.array(navigationItem, invalidInput));
    default:
      return f.format ? choiceSchema(f) : textSchema(f);
  }
}

function shapeOf(fields: readonly FieldConfig[]): Record<string, z.ZodType> {
  return Object.fromEntries(fields.filter(holdsValue).map((f) => [f.name, fieldSchema(f)]));
}

/**
 * The write schema of a collection: `create` wants every required field; `update` is a partial
 * save (PATCH), in which a field that is present is still checked in full, so a required field
 * cannot be blanked.
 */
export function collectionSchema(collection: CollectionConfig, mode: 'create' | 'update' = 'create') {
  const schema = writeObject(shapeOf(writableFields(collection)));
  return mode === 'create' ? schema : schema.partial();
}

/** The writable fields' values of a stored item (a history version, a copy), for collectionSchema. */
export function writableValues(
  collection: CollectionConfig,
  item: Record<string, unknown>,
): Record<string, unknown> {
  const names = new Set(writableFields(collection).map((f) => f.name));
  return Object.fromEntries(Object.entries(item).filter(([name]) => names.has(name)));
}

export type CollectionWrite = Record<string, unknown>;
