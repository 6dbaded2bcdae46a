// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { echartsLocale } from './charts/chart-locale';
import { formatDate } from './format';
import { FALLBACK_NAMES, resetLocaleSupport } from './locale-names';

afterEach(() => {
  vi.restoreAllMocks();
  resetLocaleSupport();
});

const days = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-14`);

describe('month and week-day names for browsers without the locale', () => {
  for (const [locale, language] of [
    ['is-IS', 'is'],
    ['el-GR', 'el'],
  ] as const) {
    it(`${locale}: the tables are what a full Intl (Node's ICU) says`, () => {
      const { month, monthAbbr, dayOfWeek, dayOfWeekAbbr } = FALLBACK_NAMES[locale];
      expect(echartsLocale(language)).toEqual({ time: { month, monthAbbr, dayOfWeek, dayOfWeekAbbr } });
    });

    it(`${locale}: dates read the same whether Intl knows the language or not`, () => {
      const withIntl = days.map((day) => formatDate(day, language));
      vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
      resetLocaleSupport();
      expect(days.map((day) => formatDate(day, language))).toEqual(withIntl);
    });
  }

  it('writes an Icelandic date with Icelandic months when the browser lacks Icelandic', () => {
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(formatDate('2026-10-14', 'is')).toBe('14. okt. 2026');
    expect(formatDate('2026-05-01', 'is')).toBe('1. maí 2026');
    // English is always Intl's own (en-GB is in every build).
    expect(formatDate('2026-10-14', 'en')).toBe('14 Oct 2026');
  });
});
