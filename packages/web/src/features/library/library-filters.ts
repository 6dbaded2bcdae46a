import {
  DOCUMENT_TYPES,
  LIBRARY_DATE_FILTERS,
  LIBRARY_SECTIONS,
  type DocumentType,
  type LibraryDateFilter,
  type LibrarySection,
} from '@portal/domain';

/** Documents per page of the list. */
export const LIBRARY_PAGE_SIZE = 20;

/**
 * The library list's state, kept in the address bar (?section, ?target, ?type, ?date, ?tag, ?page):
 * `target` is `account:{id}` or `group:{id}`, empty for everything the viewer may read.
 */
export interface LibraryFilters {
  section: LibrarySection;
  target: string;
  type: DocumentType | '';
  date: LibraryDateFilter;
  tag: string;
  page: number;
}

export const DEFAULT_FILTERS: LibraryFilters = {
  section: 'all',
  target: '',
  type: '',
  date: 'all',
  tag: '',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** `account:{id}` / `group:{id}` as the server's accountId / groupId; anything else is no target. */
export function parseTarget(target: string): { accountId: string } | { groupId: string } | null {
  const match = /^(account|group):(.+)$/.exec(target);
  if (!match) return null;
  return match[1] === 'account' ? { accountId: match[2]! } : { groupId: match[2]! };
}

/** The filters from the address bar; unknown values fall back to the defaults. */
export function readFilters(params: URLSearchParams): LibraryFilters {
  const page = Number(params.get('page'));
  const target = params.get('target') ?? '';
  return {
    section: oneOf(LIBRARY_SECTIONS, params.get('section'), 'all'),
    target: parseTarget(target) ? target : '',
    type: oneOf<DocumentType | ''>(DOCUMENT_TYPES, params.get('type'), ''),
    date: oneOf(LIBRARY_DATE_FILTERS, params.get('date'), 'all'),
    tag: params.get('tag')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as the address bar keeps them: defaults left out. */
export function writeFilters(filters: LibraryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof LibraryFilters)[]) {
    const value = filters[key];
    if (value !== DEFAULT_FILTERS[key]) params.set(key, String(value));
  }
  return params;
}

/** A change of filter: any change but the page itself starts again from the first page. */
export function changeFilters(current: LibraryFilters, change: Partial<LibraryFilters>): LibraryFilters {
  const next = { ...current, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

/** The query string of GET /library/documents for these filters. */
export function listQueryString(filters: LibraryFilters): string {
  const params = new URLSearchParams({ section: filters.section, date: filters.date });
  const target = parseTarget(filters.target);
  if (target) for (const [key, value] of Object.entries(target)) params.set(key, value);
  if (filters.type) params.set('type', filters.type);
  if (filters.tag) params.set('tag', filters.tag);
  params.set('page', String(filters.page));
  params.set('pageSize', String(LIBRARY_PAGE_SIZE));
  return params.toString();
}
