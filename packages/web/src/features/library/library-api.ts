import type {
  LibraryDocument as LibraryDocumentRow,
  LibraryTags,
  LibraryTargets,
  OnDuplicate,
  Page,
  Wire,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch, deleteJson, postFile, postJson } from '../../lib/api-client';
import { listQueryString, type LibraryFilters } from './library-filters';

/** A library document as the server lists it (the domain's libraryDocumentSchema, dates as strings). */
export type LibraryDocument = Wire<LibraryDocumentRow>;
export type DocumentPage = Page<LibraryDocument>;

export interface UploadPlace {
  target: string;
  type: string;
  onDuplicate?: OnDuplicate;
}

const base = (portalId: string) => `/portals/${encodeURIComponent(portalId)}/library`;
const documentPath = (portalId: string, id: string) =>
  `${base(portalId)}/documents/${encodeURIComponent(id)}`;

/** Every library query of a portal starts with this key, so one invalidation refreshes them all. */
export const libraryKey = (portalId: string) => ['library', portalId] as const;

export const documentsQuery = (portalId: string, filters: LibraryFilters) =>
  queryOptions({
    queryKey: [...libraryKey(portalId), 'documents', filters],
    queryFn: () => apiFetch<DocumentPage>(`${base(portalId)}/documents?${listQueryString(filters)}`),
    placeholderData: (previous) => previous,
  });

export const tagsQuery = (portalId: string) =>
  queryOptions({
    queryKey: [...libraryKey(portalId), 'tags'],
    queryFn: () => apiFetch<LibraryTags>(`${base(portalId)}/tags`),
  });

export const targetsQuery = (portalId: string, search = '') =>
  queryOptions({
    queryKey: [...libraryKey(portalId), 'targets', search],
    queryFn: () => apiFetch<LibraryTargets>(`${base(portalId)}/targets?${new URLSearchParams({ search })}`),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });

export function uploadDocument(portalId: string, file: File, query: string) {
  return postFile<{ id: string; name: string }>(`${base(portalId)}/documents?${query}`, file);
}

export const renameDocument = (portalId: string, id: string, name: string) =>
  apiFetch<LibraryDocument>(documentPath(portalId, id), {
    method: 'PATCH',
    body: JSON.stringify({ name }),
  });

export const removeDocument = (portalId: string, id: string) => deleteJson(documentPath(portalId, id));

export const setFavourite = (portalId: string, id: string, favourite: boolean) =>
  apiFetch<{ favourite: boolean }>(`${documentPath(portalId, id)}/favourite`, {
    method: favourite ? 'PUT' : 'DELETE',
  });

export const markDocument = (portalId: string, id: string, mark: 'signed' | 'approved') =>
  postJson<LibraryDocument>(`${documentPath(portalId, id)}/${mark}`, {});

export const duplicateDocument = (portalId: string, id: string) =>
  postJson<{ id: string; name: string }>(`${documentPath(portalId, id)}/duplicate`, {});

/** The server URL a document downloads from (the access policy is checked on every read). */
export const fileUrl = (portalId: string, id: string) => `/api${documentPath(portalId, id)}/file`;
