import { queryOptions } from '@tanstack/react-query';

import { apiFetch, postJson } from '../../lib/api-client';

/** A page body block: a heading, a paragraph, a list (one item a line) or a quote. */
export interface PageBlock {
  type: string;
  text?: string | null;
}

/** The page as the admin API answers it, with the fields the designer shows. */
export interface PageItem {
  id: string;
  name: string;
  title: string | null;
  summary: string | null;
  content: PageBlock[] | null;
  publishedAt: string | null;
  updatedAt: string | null;
}

const path = (id: string) => `/admin/pages/${encodeURIComponent(id)}`;

export const pageQuery = (id: string) =>
  queryOptions({ queryKey: ['admin', 'pages', 'item', id], queryFn: () => apiFetch<PageItem>(path(id)) });

/** Saves the body through the admin API (validated, versioned, logged like any save). */
export function savePageBody(id: string, content: PageBlock[]): Promise<PageItem> {
  return apiFetch<PageItem>(path(id), { method: 'PATCH', body: JSON.stringify({ content }) });
}

/** Saves the body and publishes the page (pages keep history, §2 Publish). */
export function publishPageBody(id: string, content: PageBlock[]): Promise<PageItem> {
  return postJson<PageItem>(`${path(id)}/publish`, { content });
}
