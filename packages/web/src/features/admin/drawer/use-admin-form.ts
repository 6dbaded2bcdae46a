import { zodResolver } from '@hookform/resolvers/zod';
import { collectionSchema, type CollectionConfig } from '@portal/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';

import { initialValues, toWrite, type FormValues } from '../form/form-values';

/**
 * The collection's zod schema (`collectionSchema`, the one the server validates with) as a
 * react-hook-form resolver: the inputs are first put in the API's shape (numbers, blanks as null).
 */
export function adminResolver(collection: CollectionConfig, mode: 'create' | 'update'): Resolver<FormValues> {
  const compiled = RESOLVERS.get(collection) ?? {};
  RESOLVERS.set(collection, compiled);
  // The schema is built at run time from the declaration, so its static type is a plain object.
  // Compiled once per declaration and mode: every drawer of a collection shares it (drawer figure).
  const resolve = (compiled[mode] ??= zodResolver(
    collectionSchema(collection, mode) as never,
  ) as unknown as Resolver<FormValues>);
  return (values, context, options) => resolve(toWrite(collection, values), context, options);
}

const RESOLVERS = new WeakMap<CollectionConfig, Partial<Record<'create' | 'update', Resolver<FormValues>>>>();

/**
 * The drawer's form: starts from the item (or the defaults and `preset` when adding) and starts
 * over whenever a newer version of the item arrives (a save, a restore).
 */
export function useAdminForm(
  collection: CollectionConfig,
  item: Record<string, unknown> | null,
  preset: Record<string, unknown>,
) {
  const mode = item ? 'update' : 'create';
  const resolver = useMemo(() => adminResolver(collection, mode), [collection, mode]);
  const defaults = useMemo(() => initialValues(collection, item, preset), [collection, item, preset]);
  const form = useForm<FormValues>({ resolver, defaultValues: defaults, mode: 'all' });
  // The grid's row holds the same fields as the item (the list selects what the item does), so
  // the item arriving after it starts the form over only when it is a newer version: re-rendering
  // every field for the same values was most of the drawer's opening time.
  const version = item
    ? `${String(item.id)}:${String(item.updatedAt ?? '')}:${String(item.publishedAt ?? '')}`
    : 'new';
  const { reset } = form;
  const shown = useRef(version);
  useEffect(() => {
    if (shown.current === version) return;
    shown.current = version;
    reset(defaults);
    // Only a new version of the item starts the form over, not a new `defaults` object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version, reset]);
  return form;
}
