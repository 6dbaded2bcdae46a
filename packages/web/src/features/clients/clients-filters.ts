import { alphabetOf, formatLocale, phoneBookLetter } from '@portal/domain';
import type { AccountsQuery } from '../../lib/portfolio-api';

/** The clients overview's filters, kept in the address bar (shareable, back-button friendly). */
export interface ClientFilters {
  /** Phone-book letter ('' = all). */
  letter: string;
  /** Search on name, e-mail or external id. */
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

/**
 * The accounts API query of the filters: every filter is applied by the server (in SQL, within the
 * viewer's scope), so a page of the list is one request whatever the filters.
 */
export function toAccountsQuery(filters: ClientFilters, pageSize = CLIENTS_PAGE_SIZE): AccountsQuery {
  const search = filters.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(filters.letter ? { letter: filters.letter } : {}),
    ...(filters.type ? { portfolioType: filters.type } : {}),
    ...(filters.group ? { group: filters.group } : {}),
    ...(filters.hideEmpty ? { hasPortfolios: true as const } : {}),
    page: filters.page,
    pageSize,
  };
}

/**
 * The phone-book letter of a name in a language: its first letter when the language's alphabet has
 * it ('Árni' under Á in Icelandic), else without accents ('Émile' → 'E'); '#' for other characters.
 */
export function initialOf(name: string, language = 'en'): string {
  return phoneBookLetter(name, formatLocale(language));
}

/**
 * The letter bar (§2): the alphabet of the portal's language in its order (Icelandic A Á B D Ð …,
 * Greek Α Β Γ …), then any other initials the names start with (Latin names in a Greek portal,
 * '#'). Takes names or the initials the server answers (an initial is its own initial).
 */
export function phoneBookLetters(names: readonly string[], language = 'en'): string[] {
  const alphabet = alphabetOf(formatLocale(language));
  const extra = [...new Set(names.map((name) => initialOf(name, language)))]
    .filter((l) => !alphabet.includes(l))
    .sort((a, b) => (a === '#' ? 1 : b === '#' ? -1 : a < b ? -1 : a > b ? 1 : 0));
  return [...alphabet, ...extra];
}
