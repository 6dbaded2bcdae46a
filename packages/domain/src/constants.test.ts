import { describe, expect, it } from 'vitest';
import * as c from './constants';
import { transactionRange } from './engine/transactions/ranges';
import { TRANSACTION_RANGES } from './enums/transaction';

describe('§9 constants', () => {
  it('durations and limits', () => {
    expect([c.SESSION_DURATION_DEFAULT_MS, c.SESSION_DURATION_EXTENDED_MS, c.INACTIVITY_LOGOUT_MS]).toEqual([
      30 * 60_000,
      2 * 3_600_000,
      30 * 60_000,
    ]);
    expect([c.PIN_VALIDITY_MS, c.PIN_LENGTH]).toEqual([7_200_000, 6]);
    expect([c.ACCOUNTS_LIMIT, c.ADVISORS_LIMIT, c.SINGLE_PORTAL_LIMIT]).toEqual([100, 50, 1]);
    expect([c.ACTIVITY_LOG_PAGE_SIZE, c.ADMIN_GRID_PAGE_SIZE, c.LOGO_WIDTH_PX]).toEqual([10, 50, 150]);
    expect([
      c.PASSWORD_MIN_LENGTH,
      c.SEO_DESCRIPTION_MAX,
      c.FORM_DESCRIPTION_MAX,
      c.LOOKUP_DESCRIPTION_MAX,
    ]).toEqual([8, 150, 200, 60]);
    expect([c.SLIDER_MIN, c.SLIDER_MAX, c.ANALYTICS_LOOKBACK_DAYS, c.MOST_ENGAGED_COUNT]).toEqual([
      1, 10, 366, 10,
    ]);
  });

  it('interface timings and sizes', () => {
    expect([c.SNACKBAR_MS, c.SNACKBAR_DISCRETE_MS, c.PICKER_DEBOUNCE_MS, c.COOKIE_NOTICE_TIMEOUT_MS]).toEqual(
      [5000, 1000, 500, 1_000_000],
    );
    expect(c.BREAKPOINTS).toEqual({ mobile: 0, desktop: 960, large: 1441, xlarge: 1904 });
    expect([c.NAV_DRAWER_COLLAPSED_PX, c.NAV_DRAWER_EXPANDED_PX, c.NAV_DRAWER_ALWAYS_OPEN_FROM_PX]).toEqual([
      55, 250, 1600,
    ]);
    expect([c.BOTTOM_NAV_MIN_HEIGHT_PX, c.HEADER_SHRINK_SCROLL_PX, c.DIALOG_WIDTH_PX]).toEqual([
      72, 150, 600,
    ]);
    expect([c.COOKIE_LIFETIME_MONTHS, c.CHART_DATE_SHIFT_MS]).toEqual([1, 3 * 3_600_000]);
    expect(c.TAX_YEAR_START).toEqual({ month: 4, day: 5 });
    expect(c.DEFAULT_TRANSACTIONS_RANGE).toBe('6m');
  });

  it("a filtered transactions link opens the last 3 months, one of the list's §9 ranges", () => {
    expect(TRANSACTION_RANGES).toContain(c.FILTERED_TRANSACTIONS_RANGE);
    expect(transactionRange(c.FILTERED_TRANSACTIONS_RANGE, '2026-05-31')).toEqual({
      from: '2026-02-28',
      to: '2026-05-31',
    });
  });

  it('a PDF waits 12 s, or 15 s with more than 4 accounts', () => {
    expect(c.pdfPageWaitMs(1)).toBe(12_000);
    expect(c.pdfPageWaitMs(4)).toBe(12_000);
    expect(c.pdfPageWaitMs(5)).toBe(15_000);
  });
});
