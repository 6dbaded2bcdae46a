import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminItemVersion, CollectionSlug, Wire } from '@portal/domain';

import { isAvailableLocale } from '../../i18n';
import { apiFetch, deleteJson, postJson } from '../../lib/api-client';

/** An item of a collection as the admin API answers it (passwords never included). */
export type AdminItem = Record<string, unknown> & { id: string };

export interface ItemPage {
  items: AdminItem[];
  total: number;
  /** More rows than the server counts (10,000): the heading says 'You have 10,000+ …'. */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
}

/** A version of an item (the domain's adminItemHistorySchema, dates as strings). */
export type Version = Wire<AdminItemVersion>;

/** §9: the admin grid shows 50 rows a page. */
export const ADMIN_PAGE_SIZE = 50;

export interface ListParams {
  search?: string;
  page?: number;
  parent?: string;
  pageSize?: number;
  /** The language the grid is read in: names are ordered by its collation (Á after A in Icelandic). */
  language?: string;
}

const base = (slug: string) => `/admin/${encodeURIComponent(slug)}`;
const itemPath = (slug: string, id: string) => `${base(slug)}/${encodeURIComponent(id)}`;

export const adminKeys = {
  collection: (slug: string) => ['admin', slug] as const,
  list: (slug: string, params: ListParams) => ['admin', slug, 'list', params] as const,
  item: (slug: string, id: string) => ['admin', slug, 'item', id] as const,
  history: (slug: string, id: string) => ['admin', slug, 'history', id] as const,
};

export function listPath(slug: string, { search, page, parent, pageSize, language }: ListParams): string {
  const query = new URLSearchParams();
  if (search?.trim()) query.set('search', search.trim());
  if (page && page > 1) query.set('page', String(page));
  if (parent) query.set('parent', parent);
  query.set('pageSize', String(pageSize ?? ADMIN_PAGE_SIZE));
  if (language && isAvailableLocale(language)) query.set('language', language);
  return `${base(slug)}?${query.toString()}`;
}

/** A page of a collection's grid (server-side search, 50 rows). */
export const listQuery = (slug: string, params: ListParams) =>
  queryOptions({
    queryKey: adminKeys.list(slug, params),
    queryFn: () => apiFetch<ItemPage>(listPath(slug, params)),
    placeholderData: keepPreviousData,
  });

export const itemQuery = (slug: string, id: string) =>
  queryOptions({
    queryKey: adminKeys.item(slug, id),
    queryFn: () => apiFetch<AdminItem>(itemPath(slug, id)),
  });

export const historyQuery = (slug: string, id: string) =>
  queryOptions({
    queryKey: adminKeys.history(slug, id),
    queryFn: () => apiFetch<{ items: Version[] }>(`${itemPath(slug, id)}/history`),
  });

/** Adds an item (no id) or saves one (PATCH: only the fields sent change). */
export function saveItem(slug: CollectionSlug, id: string | null, body: Record<string, unknown>) {
  return id
    ? apiFetch<AdminItem>(itemPath(slug, id), { method: 'PATCH', body: JSON.stringify(body) })
    : postJson<AdminItem>(base(slug), body);
}

/** Saves and stamps published (collections with history). */
export const publishItem = (slug: CollectionSlug, id: string, body: Record<string, unknown>) =>
  postJson<AdminItem>(`${itemPath(slug, id)}/publish`, body);

export const duplicateItem = (slug: CollectionSlug, id: string) =>
  postJson<AdminItem>(`${itemPath(slug, id)}/duplicate`, {});

/** Soft delete: the item becomes inactive. */
export const deleteItem = (slug: CollectionSlug, id: string) => deleteJson(itemPath(slug, id));

export const moveItem = (slug: CollectionSlug, id: string, direction: 'up' | 'down') =>
  postJson<{ id: string; order: number }>(`${itemPath(slug, id)}/move`, { direction });

export const restoreVersion = (slug: CollectionSlug, id: string, versionId: string) =>
  postJson<AdminItem>(`${itemPath(slug, id)}/history/${encodeURIComponent(versionId)}/restore`, {});

/** The words that name an item in lists and pickers. */
export function itemTitle(item: Record<string, unknown>): string {
  for (const key of ['name', 'createdName', 'email', 'title', 'slug']) {
    const value = item[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return String(item.id ?? '');
}
