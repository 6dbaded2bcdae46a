import { describe, expect, it } from 'vitest';

import {
  changeFilters,
  DEFAULT_FILTERS,
  listQueryString,
  parseTarget,
  readFilters,
  writeFilters,
} from './library-filters';

describe('library filters', () => {
  it('reads the address bar, falling back to the defaults for anything unknown', () => {
    expect(readFilters(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
    expect(
      readFilters(new URLSearchParams('section=attention&target=group:g1&type=Forms&date=6m&tag=tax&page=3')),
    ).toEqual({ section: 'attention', target: 'group:g1', type: 'Forms', date: '6m', tag: 'tax', page: 3 });
    expect(
      readFilters(new URLSearchParams('section=bogus&target=user:u1&type=Memo&date=2y&page=-4')),
    ).toEqual(DEFAULT_FILTERS);
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    const filters = { ...DEFAULT_FILTERS, target: 'account:a1', date: '3m' as const };
    expect(writeFilters(filters).toString()).toBe('target=account%3Aa1&date=3m');
    expect(readFilters(writeFilters(filters))).toEqual(filters);
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('starts again from page 1 when a filter changes, not when the page does', () => {
    const onPage4 = { ...DEFAULT_FILTERS, page: 4 };
    expect(changeFilters(onPage4, { type: 'KIID' }).page).toBe(1);
    expect(changeFilters(onPage4, { page: 5 }).page).toBe(5);
  });

  it('turns an account or a group into the server’s accountId or groupId', () => {
    expect(parseTarget('account:a1')).toEqual({ accountId: 'a1' });
    expect(parseTarget('group:g1')).toEqual({ groupId: 'g1' });
    expect(parseTarget('')).toBeNull();
    const query = new URLSearchParams(
      listQueryString({
        ...DEFAULT_FILTERS,
        target: 'group:g1',
        type: 'Account documents',
        tag: 'tax',
        page: 2,
      }),
    );
    expect(Object.fromEntries(query)).toEqual({
      section: 'all',
      date: 'all',
      groupId: 'g1',
      type: 'Account documents',
      tag: 'tax',
      page: '2',
      pageSize: '20',
    });
  });
});
