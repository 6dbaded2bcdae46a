import { duplicateNaming, ensureSlug } from '../slug';
import { findField, writableFields } from './fields';
import type { CollectionConfig } from './types';

/** §4: the slug to store, generated from the name when left empty (only for collections with a slug). */
export function withSlug(
  collection: CollectionConfig,
  item: Record<string, unknown>,
): Record<string, unknown> {
  if (!findField(collection, 'slug') || typeof item.name !== 'string') return item;
  return { ...item, slug: ensureSlug(item.name, typeof item.slug === 'string' ? item.slug : null) };
}

/** A unique e-mail made unique again: 'ann@x.com' → 'ann+copy@x.com'. */
export function copyEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email.slice(0, at)}+copy${email.slice(at)}` : `${email}-copy`;
}

/**
 * The values of a duplicate (§4): the writable fields of `item`, ' - Copy' appended to the name,
 * '-copy' to the slug, and every other unique field regenerated (an e-mail gets '+copy'). Passwords
 * are not copied.
 */
export function duplicateValues(
  collection: CollectionConfig,
  item: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of writableFields(collection)) {
    const value = item[f.name];
    if (value === undefined || f.type === 'password') continue;
    if (f.unique && typeof value === 'string' && f.name !== 'slug')
      values[f.name] = f.format === 'email' ? copyEmail(value) : `${value}-copy`;
    else values[f.name] = value;
  }
  if (typeof item.name === 'string') {
    const naming = duplicateNaming(item.name, typeof item.slug === 'string' ? item.slug : null);
    values.name = naming.name;
    if (findField(collection, 'slug')) values.slug = naming.slug;
  }
  return values;
}

/** The next candidate when a regenerated unique value is taken: 'x-copy' → 'x-copy-2' → 'x-copy-3'. */
export function nextCandidate(value: string, attempt: number): string {
  if (attempt <= 1) return value;
  const at = value.lastIndexOf('@');
  return at > 0 ? `${value.slice(0, at)}${attempt}${value.slice(at)}` : `${value}-${attempt}`;
}
