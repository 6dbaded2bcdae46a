import { describe, expect, it } from 'vitest';

import {
  filteredTransactionsSearch,
  rangeQuery,
  rangeSpan,
  readRangeFilter,
  writeRangeFilter,
} from './transactions-filter';

describe('transactions range filter (§9)', () => {
  it('opens on the last 6 months and reads any §9 range', () => {
    expect(readRangeFilter(new URLSearchParams('')).range).toBe('6m');
    expect(readRangeFilter(new URLSearchParams('range=taxYear')).range).toBe('taxYear');
    expect(readRangeFilter(new URLSearchParams('range=nonsense')).range).toBe('6m');
  });

  it('computes the span: 6m back to the same day, the tax year from 5 April', () => {
    expect(rangeSpan(readRangeFilter(new URLSearchParams('')), '2026-11-22')).toEqual({
      span: { from: '2026-05-22', to: '2026-11-22' },
    });
    const tax = rangeSpan(readRangeFilter(new URLSearchParams('range=taxYear')), '2026-11-22');
    expect('span' in tax && tax.span.from).toBe('2026-04-05');
  });

  it('refuses a custom range that is not valid, with the §5 message key', () => {
    const filter = readRangeFilter(new URLSearchParams('range=custom&from=2026-05-01&to=2026-04-01'));
    expect(rangeSpan(filter, '2026-11-22')).toEqual({ error: 'validation.date_range_invalid' });
    expect(rangeQuery({ ...filter, to: '2026-06-01' })).toEqual({
      range: 'custom',
      from: '2026-05-01',
      to: '2026-06-01',
    });
  });

  it('keeps the other query values and leaves the default out', () => {
    const next = writeRangeFilter(new URLSearchParams('tab=transactions&range=1m'), {
      range: '6m',
      from: '',
      to: '',
    });
    expect(next.toString()).toBe('tab=transactions');
  });

  it('a filtered transactions link opens the list on the last 3 months (§9), custom dates dropped', () => {
    const next = filteredTransactionsSearch(
      new URLSearchParams('account=a1&range=custom&from=2026-01-01&to=x'),
    );
    expect(next.toString()).toBe('account=a1&range=3m&tab=transactions');
    expect(rangeSpan(readRangeFilter(next), '2026-11-22')).toEqual({
      span: { from: '2026-08-22', to: '2026-11-22' },
    });
  });
});
