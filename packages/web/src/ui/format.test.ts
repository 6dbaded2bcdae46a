import { afterEach, describe, expect, it } from 'vitest';

import { formatDate, formatDateTime, formatNumber, formatReturn, formatWeight, intlLocale } from './format';

afterEach(() => {
  document.documentElement.lang = '';
});

describe('formatDate', () => {
  it('writes a date as each language does (§9 en-GB for English)', () => {
    expect(formatDate('2026-10-14', 'en')).toBe('14 Oct 2026');
    expect(formatDate('2026-10-14', 'el')).toBe('14 Οκτ 2026');
    expect(formatDate('2026-10-14', 'is')).toBe('14. okt. 2026');
  });

  it("follows the page's language when none is given, and shows a dash for none", () => {
    expect(formatDate('2026-01-03')).toBe('3 Jan 2026');
    document.documentElement.lang = 'el';
    expect(formatDate('2026-01-03T10:00:00Z')).toBe(formatDate('2026-01-03', 'el'));
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('maps languages to Intl locales', () => {
    expect([intlLocale('en'), intlLocale('el'), intlLocale('is-IS')]).toEqual(['en-GB', 'el-GR', 'is-IS']);
  });
});

describe('formatDateTime', () => {
  it('writes the local day and time as the language does', () => {
    const instant = new Date(2026, 10, 26, 9, 4).toISOString();
    expect(formatDateTime(instant, 'en')).toBe('26 Nov 2026, 09:04');
    expect(formatDateTime(instant, 'el')).toBe('26 Νοε 2026, 9:04 π.μ.');
    expect(formatDateTime(instant, 'is')).toBe('26. nóv. 2026, 09:04');
    expect(formatDateTime(null, 'en')).toBe('—');
  });
});

describe('numbers in the page language', () => {
  it('units, weights and returns', () => {
    expect(formatNumber('1234.56789', 4, 'en')).toBe('1,234.5679');
    expect(formatNumber('1234.56789', 4, 'is')).toBe('1.234,5679');
    expect(formatWeight('0.244697', 'el')).toBe('24,47%');
    document.documentElement.lang = 'is';
    expect(formatReturn(0.0523)).toBe('+5,23%');
    expect(formatReturn({ value: null, reason: 'zero_base' })).toBe('—');
  });
});
