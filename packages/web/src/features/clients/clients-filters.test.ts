import { describe, expect, it } from 'vitest';

import type { AccountListItem } from '../../lib/portfolio-types';
import {
  applyLocalFilters,
  changeClientFilters,
  initialOf,
  needsLocalFiltering,
  phoneBookLetters,
  readClientFilters,
  toAccountsQuery,
  totalAssets,
  writeClientFilters,
} from './clients-filters';

const row = (name: string, value: string | null, portfolioCount = 1): AccountListItem => ({
  id: name,
  name,
  email: null,
  externalId: null,
  value,
  portfolioCount,
});

describe('clients overview filters', () => {
  it('round-trips the address bar, leaving defaults out', () => {
    const filters = readClientFilters(new URLSearchParams('letter=c&q=smith&hideEmpty=1&page=3'));
    expect(filters).toEqual({ letter: 'C', search: 'smith', type: '', group: '', hideEmpty: true, page: 3 });
    expect(writeClientFilters(filters).toString()).toBe('letter=C&q=smith&hideEmpty=1&page=3');
    expect(writeClientFilters(readClientFilters(new URLSearchParams(''))).toString()).toBe('');
  });

  it('goes back to page 1 on any change but the page', () => {
    const current = readClientFilters(new URLSearchParams('page=4'));
    expect(changeClientFilters(current, { letter: 'A' }).page).toBe(1);
    expect(changeClientFilters(current, { page: 5 }).page).toBe(5);
  });

  it('sends search and paging to the server; letter and hide-empty are applied over all rows', () => {
    const filters = readClientFilters(new URLSearchParams('q=%20ann%20&page=2'));
    expect(toAccountsQuery(filters)).toEqual({ search: 'ann', page: 2, pageSize: 25 });
    expect(toAccountsQuery(readClientFilters(new URLSearchParams('')))).toEqual({ page: 1, pageSize: 25 });
    expect(needsLocalFiltering(filters)).toBe(false);
    expect(needsLocalFiltering({ ...filters, letter: 'A' })).toBe(true);
    const rows = [row('Ann', '1'), row('Émile', '2', 0), row('Bob', '3')];
    expect(applyLocalFilters(rows, { ...filters, letter: 'E' }).map((r) => r.name)).toEqual(['Émile']);
    expect(applyLocalFilters(rows, { ...filters, hideEmpty: true }).map((r) => r.name)).toEqual([
      'Ann',
      'Bob',
    ]);
  });

  it('files names under their first letter without accents, others after A to Z', () => {
    expect(initialOf(' émile')).toBe('E');
    expect(initialOf('Ωμέγα')).toBe('Ω');
    expect(initialOf('3M Ltd')).toBe('#');
    const letters = phoneBookLetters(['Þórður', 'Ανδρέας', 'Ann']);
    expect(letters.slice(0, 26).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(letters.slice(26)).toEqual(expect.arrayContaining(['Þ', 'Α']));
  });

  it('sums total assets exactly in decimals', () => {
    expect(
      totalAssets([row('a', '0.1000'), row('b', '0.2000'), row('c', null), row('d', '461158.4000')]),
    ).toBe('461158.70');
  });
});
