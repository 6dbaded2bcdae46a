import { slugify } from '../slug';
import type { CollectionConfig, CollectionSlug, FieldConfig, FieldOption } from './types';

/**
 * Building blocks of the declarations: the fields many collections share, spelled once, and the
 * helpers that read a declaration (its fields flattened, which of them hold a value).
 */

/** i18n key of a field label: 'admin.fields.<name>'. */
export const fieldLabel = (name: string) => `admin.fields.${name}`;

/** Options from a list of values, labelled 'admin.options.<slug of value>' (e.g. 'Case studies' → case-studies). */
export function optionsOf(values: readonly string[]): FieldOption[] {
  return values.map((value) => ({ value, label: `admin.options.${slugify(value)}` }));
}

/** A field with its label key derived from its name. */
export function field(
  name: string,
  type: FieldConfig['type'],
  extra: Partial<FieldConfig> = {},
): FieldConfig {
  return { name, type, label: fieldLabel(name), ...extra };
}

/** §5 Name: required, 'Name is required'. */
export const nameField = field('name', 'text', {
  required: true,
  requiredMessage: 'validation.name_required',
});

/** §4 Slug: generated from the name when left empty; unique, so Duplicate appends '-copy'. */
export const slugField = field('slug', 'slug', { unique: true });

/** §2 ordered collections: the position, changed by moving up or down rather than typed. */
export const orderField = field('order', 'increment', { integer: true, readOnly: true });

/** The portal a row belongs to (portal-scoped collections): one of the admin's company's portals. */
export const portalField = field('portalId', 'collectionSelect', {
  label: fieldLabel('portal'),
  collection: 'portals',
  required: true,
});

/** §5 Email: required 'Email is required', shaped 'Email must be valid'. */
export const emailField = field('email', 'text', {
  format: 'email',
  required: true,
  requiredMessage: 'validation.email_required',
});

/** §5 Phone: required for users and portals. */
export const phoneField = field('phone', 'text', {
  required: true,
  requiredMessage: 'validation.phone_required',
});

/** A reference to an item of `collection` (collectionSelect). */
export function refField(
  name: string,
  collection: CollectionSlug,
  extra: Partial<FieldConfig> = {},
): FieldConfig {
  return field(name, 'collectionSelect', { collection, ...extra });
}

/**
 * §3 postal address: address 1, 2 or 3, postcode, city, country. The country is chosen from the
 * countries lookup list (§7) and stored as its name, as addresses always have been.
 */
export const addressField = field('address', 'multi-group-text-field', {
  fields: [
    ...['address1', 'address2', 'address3', 'postcode', 'city'].map((name) => field(name, 'text')),
    field('country', 'lookup', { lookup: 'countries', lookupStores: 'description' }),
  ],
});

/** Types that show something but hold no value of their own. */
const DISPLAY_ONLY = new Set<FieldConfig['type']>(['label', 'tabs', 'grid', 'history']);

/** True when the field holds a value (everything but label, tabs, grid and history). */
export const holdsValue = (f: FieldConfig) => !DISPLAY_ONLY.has(f.type);

/** Every field of a collection in form order (steps, then fieldsets). */
export function collectionFields(collection: CollectionConfig): FieldConfig[] {
  return collection.steps.flatMap((step) => step.fieldsets.flatMap((fieldset) => fieldset.fields));
}

/** The fields that hold a value. */
export function valueFields(collection: CollectionConfig): FieldConfig[] {
  return collectionFields(collection).filter(holdsValue);
}

/** The fields a write may set: value fields that are not read-only. */
export function writableFields(collection: CollectionConfig): FieldConfig[] {
  return valueFields(collection).filter((f) => !f.readOnly);
}

/** One field by name, or undefined. */
export function findField(collection: CollectionConfig, name: string): FieldConfig | undefined {
  return collectionFields(collection).find((f) => f.name === name);
}

/** §2: password fields are hidden in admin grids (and never returned by the server). */
export function gridColumns(collection: CollectionConfig): FieldConfig[] {
  return collection.grid.columns
    .map((name) => findField(collection, name))
    .filter((f): f is FieldConfig => f !== undefined && f.type !== 'password');
}
