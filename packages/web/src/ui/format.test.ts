import { afterEach, describe, expect, it } from 'vitest';

import { formatDate, formatDateTime, intlLocale } from './format';

describe('formatDate', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('writes a date as each language does (§9 en-GB for English)', () => {
    expect(formatDate('2026-10-14', 'en')).toBe('14 Oct 2026');
    expect(formatDate('2026-10-14', 'el')).toMatch(/^14 Οκτ 2026$/);
    expect(formatDate('2026-10-14', 'is')).toMatch(/^14\. okt\. 2026$/);
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
  it('writes the local day as the language does, then the 24-hour local time', () => {
    const instant = new Date(2026, 10, 26, 9, 4).toISOString();
    expect(formatDateTime(instant, 'en')).toBe('26 Nov 2026 09:04');
    expect(formatDateTime(instant, 'el')).toBe(`${formatDate('2026-11-26', 'el')} 09:04`);
    expect(formatDateTime(null, 'en')).toBe('—');
  });
});
