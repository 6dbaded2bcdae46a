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
  const schema = collectionSchema(collection, mode);
  // The schema is built at run time from the declaration, so its static type is a plain object.
  const resolve = zodResolver(schema as never) as unknown as Resolver<FormValues>;
  return (values, context, options) => resolve(toWrite(collection, values), context, options);
}

/**
 * The drawer's form: starts from the item (or the defaults and `preset` when adding) and starts
 * over whenever a newer version of the item arrives (a save, a restore).
 */
export function useAdminForm(
  collection: CollectionConfig,
  item: Record<string, unknown> | null,
  preset: Record<string, unknown>,
  provisional = false,
) {
  const mode = item ? 'update' : 'create';
  const resolver = useMemo(() => adminResolver(collection, mode), [collection, mode]);
  const defaults = useMemo(() => initialValues(collection, item, preset), [collection, item, preset]);
  const form = useForm<FormValues>({ resolver, defaultValues: defaults, mode: 'all' });
  const version = item
    ? `${String(item.id)}:${String(item.updatedAt ?? '')}:${String(item.publishedAt ?? '')}:${provisional}`
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
