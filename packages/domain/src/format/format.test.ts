import { describe, expect, it } from 'vitest';
import {
  FORMAT_LOCALES,
  alphabetOf,
  formatDateIn,
  formatDateTimeIn,
  formatLocale,
  formatMoneyIn,
  formatMonthYearIn,
  formatNumberIn,
  formatPercentIn,
  formatRelativeIn,
  formatTimeAgoIn,
  formatTimeIn,
  minorUnits,
  phoneBookLetter,
  LOCALE_TABLES,
  type RelativeUnit,
} from './index';

/**
 * Every formatter against Node's full ICU (CLDR), which the tables copy so that browsers with
 * trimmed ICU data write the same. Node ships full ICU: the first test makes sure of it.
 */
const AMOUNTS = [
  '0',
  '0.004',
  '-0.004',
  '1',
  '12.5',
  '999.995',
  '1234.565',
  '-1234.5',
  '1234567.891',
  '-98765432.1',
];
const CURRENCIES = ['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'INR', 'JPY', 'ISK', 'CHF', 'KWD'];

/** Our symbols are CLDR's narrow ones, except where the narrow one ('$') is another currency's. */
function icuMoney(locale: string, currency: string, options: Intl.NumberFormatOptions = {}) {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'CAD' || currency === 'AUD' ? 'symbol' : 'narrowSymbol',
    signDisplay: 'negative',
    ...options,
  });
}
// Intl takes decimal strings exactly (Intl.NumberFormat v3); the type still says number.
const exact = (format: Intl.NumberFormat, value: string) => format.format(value as unknown as number);

describe.each(FORMAT_LOCALES)('%s as Node ICU writes it', (locale) => {
  it('has the locale in full ICU', () => {
    expect(Intl.NumberFormat.supportedLocalesOf([locale])).toEqual([locale]);
  });

  it('money in each currency with its ISO 4217 minor units', () => {
    for (const currency of CURRENCIES)
      for (const amount of AMOUNTS)
        expect(formatMoneyIn(amount, currency, locale), `${currency} ${amount}`).toBe(
          exact(icuMoney(locale, currency), amount),
        );
  });

  it('thousand and million scaling with 2 decimals (§9)', () => {
    for (const currency of ['GBP', 'EUR', 'ISK', 'CHF'])
      for (const amount of ['1234', '-12345', '999499', '2500000', '-240775000', '987654321'])
        expect(formatMoneyIn(amount, currency, locale, { scale: 'auto' }), `${currency} ${amount}`).toBe(
          exact(
            icuMoney(locale, currency, {
              notation: 'compact',
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            }),
            amount,
          ),
        );
    const compact = new Intl.NumberFormat(locale, {
      notation: 'compact',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    });
    expect(formatMoneyIn('-12345', null, locale, { scale: 'auto' })).toBe(exact(compact, '-12345'));
  });

  it('numbers with grouping and at most the decimals asked for', () => {
    for (const value of ['0', '1234', '-12345.6789', '1234567.00001', '0.5', '-0.00004'])
      for (const [min, max] of [
        [0, 4],
        [2, 2],
        [0, 0],
      ] as const)
        expect(
          formatNumberIn(value, locale, { minDecimals: min, maxDecimals: max }),
          `${value} ${min}-${max}`,
        ).toBe(
          exact(
            new Intl.NumberFormat(locale, {
              minimumFractionDigits: min,
              maximumFractionDigits: max,
              signDisplay: 'negative',
            }),
            value,
          ),
        );
    expect(formatNumberIn(1234.5, locale)).toBe(new Intl.NumberFormat(locale).format(1234.5));
  });

  it('percentages with 2 decimals and a plus sign on positives (§9)', () => {
    const icu = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    for (const fraction of ['0.0523', '-0.015', '0', '-0.00001', '0.00004', '12.3456', '-0.99995'])
      expect(formatPercentIn(fraction, locale), fraction).toBe(exact(icu, fraction));
    const unsigned = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      signDisplay: 'negative',
    });
    expect(formatPercentIn('0.244697', locale, { plusSign: false })).toBe(exact(unsigned, '0.244697'));
  });

  it('dates, date-times and times (CLDR medium date, short time)', () => {
    const zones = ['UTC', 'Atlantic/Reykjavik', 'Europe/Athens', 'Europe/London', 'America/New_York'];
    const instants = [
      '2026-01-01T00:05:00Z',
      '2026-05-04T17:16:00Z',
      '2026-09-30T11:59:59Z',
      '2026-12-31T23:30:00Z',
    ];
    for (const timeZone of zones)
      for (const iso of instants) {
        const at = new Date(iso);
        const label = `${timeZone} ${iso}`;
        expect(formatDateIn(at, locale, { timeZone }), label).toBe(
          new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(at),
        );
        expect(formatDateTimeIn(at, locale, { timeZone }), label).toBe(
          new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at),
        );
        expect(formatTimeIn(at, locale, { timeZone }), label).toBe(
          new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(at),
        );
      }
    // A calendar date is the date as written, in any zone.
    for (let month = 1; month <= 12; month++) {
      const date = `2026-${String(month).padStart(2, '0')}-14`;
      expect(formatDateIn(date, locale)).toBe(
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(date)),
      );
      expect(formatMonthYearIn(date, locale)).toBe(
        new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(date),
        ),
      );
    }
  });

  it('month and weekday names', () => {
    const table = LOCALE_TABLES[locale];
    const names = (options: Intl.DateTimeFormatOptions, dates: number[]) =>
      dates.map((time) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(time));
    const months = Array.from({ length: 12 }, (_, m) => Date.UTC(2026, m, 15));
    const days = Array.from({ length: 7 }, (_, d) => Date.UTC(2026, 0, 4 + d)); // 4 Jan 2026 is a Sunday
    // Stand-alone month names (Greek 'Μάιος', not the genitive 'Μαΐου' of a full date), as in 'Μάιος 2026'.
    const standAlone = months.map(
      (time) =>
        new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
          .formatToParts(time)
          .find((part) => part.type === 'month')!.value,
    );
    expect(table.month).toEqual(standAlone);
    expect(table.monthAbbr).toEqual(names({ month: 'short' }, months));
    expect(table.dayOfWeek).toEqual(names({ weekday: 'long' }, days));
    expect(table.dayOfWeekAbbr).toEqual(names({ weekday: 'short' }, days));
  });

  it('relative times', () => {
    const units: RelativeUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];
    const icu = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    for (const unit of units)
      for (const count of [-1, -2, -5, -11, -21, -101, 1, 3, 21, 1234])
        expect(formatRelativeIn(count, unit, locale), `${count} ${unit}`).toBe(icu.format(count, unit));
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(formatTimeAgoIn(now - 3 * 86400_000 - 5000, locale, now)).toBe(icu.format(-3, 'day'));
    expect(formatTimeAgoIn(now - 2 * 3600_000, locale, now)).toBe(icu.format(-2, 'hour'));
    expect(formatTimeAgoIn(now + 90_000, locale, now)).toBe(icu.format(1, 'minute'));
    expect(formatTimeAgoIn(now - 10_000, locale, now)).toBe(
      new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second'),
    );
  });
});

describe('formatting rules beyond ICU', () => {
  it('ISK and JPY amounts have no decimals; others 2, KWD 3', () => {
    expect(minorUnits('ISK')).toBe(0);
    expect(minorUnits('jpy')).toBe(0);
    expect(minorUnits('GBP')).toBe(2);
    expect(minorUnits(null)).toBe(2);
    expect(formatMoneyIn('28814116.42', 'ISK', 'is-IS')).toBe('28.814.116\u00a0kr.');
    expect(formatMoneyIn('28814116.5', 'ISK', 'en-GB')).toBe('kr\u00a028,814,117');
    expect(formatMoneyIn('1234.5', 'JPY', 'el-GR')).toBe('1.235\u00a0¥');
  });

  it('a forced scale keeps its unit above the next one, and a bare figure has no symbol', () => {
    expect(formatMoneyIn('1234567', 'GBP', 'en-GB', { scale: 'thousands' })).toBe('£1,234.57k');
    expect(formatMoneyIn('1234567', 'EUR', 'el-GR', { scale: 'thousands' })).toBe(
      '1.234,57\u00a0χιλ.\u00a0€',
    );
    expect(formatMoneyIn('2407750000', 'ISK', 'is-IS', { scale: 'millions' })).toBe(
      '2.407,75\u00a0m.\u00a0kr.',
    );
    expect(formatMoneyIn('12', null, 'el-GR')).toBe('12,00');
  });

  it('numbers that are not finite are not dressed as figures', () => {
    expect(formatMoneyIn(Number.NaN, 'GBP', 'en-GB')).toBe('—');
    expect(formatPercentIn(Number.POSITIVE_INFINITY, 'en-GB')).toBe('—');
  });

  it('an interface language picks its locale', () => {
    expect(['en', 'el', 'is', 'is-IS', 'EL-gr', undefined, 'de'].map(formatLocale)).toEqual([
      'en-GB',
      'el-GR',
      'is-IS',
      'is-IS',
      'el-GR',
      'en-GB',
      'en-GB',
    ]);
  });

  it('the letter bar is the language alphabet; a name is under its own first letter', () => {
    expect(alphabetOf('is-IS').join(' ')).toBe(
      'A Á B D Ð E É F G H I Í J K L M N O Ó P R S T U Ú V X Y Ý Þ Æ Ö',
    );
    expect(alphabetOf('el-GR')).toHaveLength(24);
    expect(phoneBookLetter('Árni', 'is-IS')).toBe('Á');
    expect(phoneBookLetter('árni', 'is-IS')).toBe('Á');
    expect(phoneBookLetter('Árni', 'en-GB')).toBe('A');
    expect(phoneBookLetter('Þór', 'is-IS')).toBe('Þ');
    expect(phoneBookLetter('Ümit', 'is-IS')).toBe('U');
    expect(phoneBookLetter('Carl', 'is-IS')).toBe('C');
    expect(phoneBookLetter('Άννα', 'el-GR')).toBe('Α');
    expect(phoneBookLetter('έλενα', 'el-GR')).toBe('Ε');
    expect(phoneBookLetter(' 3M Ltd', 'en-GB')).toBe('#');
  });
});
