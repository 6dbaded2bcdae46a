import type { CollectionConfig, CollectionOperation, FieldConfig, FieldsetConfig, StepConfig } from './types';
import type { AccessRule } from '../policy/access-rules';

/** §6: the admin area is for company admins; every operation of every collection says so. */
export const ADMIN_ONLY: Record<CollectionOperation, AccessRule> = {
  read: 'admin',
  create: 'admin',
  update: 'admin',
  delete: 'admin',
  publish: 'admin',
};

/** A collection declaration; access defaults to admins only. */
export function defineCollection(
  config: Omit<CollectionConfig, 'access'> & { access?: CollectionConfig['access'] },
): CollectionConfig {
  return { access: ADMIN_ONLY, ...config };
}

/** A step of the drawer form; its label key is 'admin.steps.<name>'. */
export function step(name: string, fieldsets: FieldsetConfig[], extra: Partial<StepConfig> = {}): StepConfig {
  return { name, label: `admin.steps.${name}`, fieldsets, ...extra };
}

/** A fieldset; titled 'admin.fieldsets.<name>' unless it is the step's untitled main one. */
export function fieldset(name: string, fields: FieldConfig[], titled = true): FieldsetConfig {
  return titled ? { name, label: `admin.fieldsets.${name}`, fields } : { name, fields };
}

/** A one-step form: a single untitled fieldset. */
export function singleStep(fields: FieldConfig[]): StepConfig[] {
  return [step('details', [fieldset('main', fields, false)])];
}

/** i18n keys of a collection's item type and plural ('admin.collections.<slug>.singular|plural'). */
export function labelsOf(slug: string) {
  return { singular: `admin.collections.${slug}.singular`, plural: `admin.collections.${slug}.plural` };
}

/** The grid ordered by name, A to Z. */
export const byName = { field: 'name', direction: 'asc' } as const;
/** The grid in the collection's own order (ordered collections). */
export const byOrder = { field: 'order', direction: 'asc' } as const;
