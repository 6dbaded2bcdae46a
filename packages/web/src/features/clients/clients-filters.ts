import { MoneyDecimal } from '@portal/domain';

import type { AccountListItem } from '../../lib/portfolio-types';

/** The clients overview's filters, kept in the address bar (shareable, back-button friendly). */
export interface ClientFilters {
  /** Phone-book letter ('' = all). */
  letter: string;
  /** Server-side search on name, e-mail or external id. */
  search: string;
  /** Portfolio type (GIA, ISA, …; '' = all). */
  type: string;
  /** Client group id ('' = all). */
  group: string;
  /** §2/§4: hide accounts without portfolios. */
  hideEmpty: boolean;
  /** 1-based. */
  page: number;
}

export const CLIENTS_PAGE_SIZE = 25;

/**
 * Which filters the accounts API applies (GET /portals/:portal/accounts takes search, page and
 * pageSize). The others are applied here over every row of the search, or not offered: the list rows
 * carry neither portfolio types nor groups, so those two filters wait for the API.
 */
export const SERVER_FILTERS = {
  search: true,
  letter: false,
  hideEmpty: false,
  type: false,
  group: false,
} as const;

export function readClientFilters(params: URLSearchParams): ClientFilters {
  const page = Number(params.get('page'));
  return {
    letter: (params.get('letter') ?? '').slice(0, 1).toLocaleUpperCase(),
    search: params.get('q') ?? '',
    type: params.get('type') ?? '',
    group: params.get('group') ?? '',
    hideEmpty: params.get('hideEmpty') === '1',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address-bar form of the filters: defaults are left out. */
export function writeClientFilters(filters: ClientFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.letter) params.set('letter', filters.letter);
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.type) params.set('type', filters.type);
  if (filters.group) params.set('group', filters.group);
  if (filters.hideEmpty) params.set('hideEmpty', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A change of any filter but the page starts again from page 1. */
export function changeClientFilters(current: ClientFilters, change: Partial<ClientFilters>): ClientFilters {
  const next = { ...current, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

/** True when a filter the server does not apply is on: the list is then filtered here over all rows. */
export function needsLocalFiltering(filters: ClientFilters): boolean {
  return !!filters.letter || filters.hideEmpty;
}

/** The accounts API query of the filters (server-side search and paging). */
export function toAccountsQuery(filters: ClientFilters, pageSize = CLIENTS_PAGE_SIZE) {
  const search = filters.search.trim();
  return { ...(search ? { search } : {}), page: filters.page, pageSize };
}

/** The phone-book letter of a name: its first letter, upper case, without accents ('Émile' → 'E'). */
export function initialOf(name: string): string {
  const first = name.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0);
  return /\p{L}/u.test(first) ? first.toLocaleUpperCase() : '#';
}

/** A to Z, plus any other initials the names start with (Greek, Icelandic letters, '#'). */
export function phoneBookLetters(names: readonly string[]): string[] {
  const latin = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
  const extra = [...new Set(names.map(initialOf))]
    .filter((l) => !latin.includes(l))
    .sort((a, b) => a.localeCompare(b));
  return [...latin, ...extra];
}

/** The rows that pass the filters applied here (letter, hide accounts without portfolios). */
export function applyLocalFilters(
  rows: readonly AccountListItem[],
  filters: ClientFilters,
): AccountListItem[] {
  return rows.filter(
    (row) =>
      (!filters.letter || initialOf(row.name) === filters.letter) &&
      (!filters.hideEmpty || row.portfolioCount > 0),
  );
}

/** Total assets of the rows: the exact decimal sum of their values (null values count as 0). */
export function totalAssets(rows: readonly AccountListItem[]): string {
  return rows.reduce((sum, row) => (row.value ? sum.plus(row.value) : sum), new MoneyDecimal(0)).toFixed(2);
}
