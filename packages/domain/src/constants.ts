/**
 * Business constants and limits of spec §9 (and the few §2/§5 numbers that sit with them).
 * Durations are in milliseconds unless the name says otherwise.
 */

/** §9: session duration in asset-manager, main and Icelandic configurations (30 minutes). */
export const SESSION_DURATION_DEFAULT_MS = 1_800_000;
/** §9: session duration in the partners and Greek configurations (2 hours). */
export const SESSION_DURATION_EXTENDED_MS = 7_200_000;
/** §9: automatic logout after 30 minutes of inactivity in the multi-tenant configurations. */
export const INACTIVITY_LOGOUT_MS = 1_800_000;
/** §9: a one-time PIN is valid for 2 hours. */
export const PIN_VALIDITY_MS = 7_200_000;
/** §9: a PIN has six digits. */
export const PIN_LENGTH = 6;

/** §9: accounts per subscription by default. */
export const ACCOUNTS_LIMIT = 100;
/** §9: advisors per subscription by default. */
export const ADVISORS_LIMIT = 50;
/** §9: maximum portals per company where the switch is on (partners, Greek). */
export const SINGLE_PORTAL_LIMIT = 1;
/** §9: activity log page size. */
export const ACTIVITY_LOG_PAGE_SIZE = 10;
/** §9 (§2): admin grid rows per page. */
export const ADMIN_GRID_PAGE_SIZE = 50;
/** §9: logo width in px. */
export const LOGO_WIDTH_PX = 150;

/** §9 (§5): minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;
/** §9 (§5): maximum SEO (page) description length. */
export const SEO_DESCRIPTION_MAX = 150;
/** §2 channel switcher: a page's or post's channel name (the pages/posts channel column). */
export const SITE_CHANNEL_MAX = 60;
/** §9 (§5): maximum form description length. */
export const FORM_DESCRIPTION_MAX = 200;
/** §9: maximum lookup text-field description length. */
export const LOOKUP_DESCRIPTION_MAX = 60;
/** §9 (§5): risk level and ESG rating sliders run from 1 ... */
export const SLIDER_MIN = 1;
/** ... to 10 (§9). */
export const SLIDER_MAX = 10;
/** §5: step of number fields. A string: number inputs are parsed as decimals, never floats. */
export const NUMBER_FIELD_STEP = '0.0000001';

/** §9: analytics looks back 366 days. */
export const ANALYTICS_LOOKBACK_DAYS = 366;
/** §9: the most-engaged list shows 10 entries, sorted by total. */
export const MOST_ENGAGED_COUNT = 10;
/** §9: days covered by the rolling analytics ranges. */
export const ANALYTICS_RANGE_DAYS = { '12m': 365, '6m': 180, '3m': 90, '1m': 31 } as const;
/** §2: the analytics period filter starts on 'all'. */
export const DEFAULT_ANALYTICS_RANGE = 'all';
/** §9: default custom analytics range in one variant: the dates the period filter's custom range opens with. */
export const DEFAULT_ANALYTICS_CUSTOM_RANGE = { from: '2022-04-01', to: '2022-04-30' } as const;

/** §8: a snackbar shows a result for 5 seconds ... */
export const SNACKBAR_MS = 5000;
/** ... or 1 second when discrete (§8). */
export const SNACKBAR_DISCRETE_MS = 1000;

/** §9: a PDF page waits 12 seconds before printing ... */
export const PDF_PAGE_WAIT_MS = 12_000;
/** ... and 15 seconds when the report has more than 4 accounts (§9). */
export const PDF_PAGE_WAIT_MANY_ACCOUNTS_MS = 15_000;
/** §9: "more than 4 accounts" is many. */
export const PDF_MANY_ACCOUNTS_THRESHOLD = 4;

/** How long a PDF page waits before printing a report of `accountCount` accounts (§9). */
export function pdfPageWaitMs(accountCount: number): number {
  return accountCount > PDF_MANY_ACCOUNTS_THRESHOLD ? PDF_PAGE_WAIT_MANY_ACCOUNTS_MS : PDF_PAGE_WAIT_MS;
}

/** §9: picker search debounce. */
export const PICKER_DEBOUNCE_MS = 500;
/** §9: cookie notice timeout. */
export const COOKIE_NOTICE_TIMEOUT_MS = 1_000_000;
/** §9: cookiesAccepted, theme and channel cookies live 1 month. */
export const COOKIE_LIFETIME_MONTHS = 1;
/** §9 (§2): the public header shrinks after this scroll, in px. */
export const HEADER_SHRINK_SCROLL_PX = 150;
/** §9: welcome and terms dialogs are 600 px wide. */
export const DIALOG_WIDTH_PX = 600;
/** §9: layout breakpoints in px (mobile runs to 959.98). */
export const BREAKPOINTS = { mobile: 0, desktop: 960, large: 1441, xlarge: 1904 } as const;
/** §9 (§2): below this width (px) drawers open at the bottom. */
export const DRAWER_BOTTOM_BELOW_PX = BREAKPOINTS.desktop;
/** §2: a drawer form is 50vw wide ... */
export const DRAWER_WIDTH_VW = 50;
/** ... minus 3vw per depth level (§2). */
export const DRAWER_DEPTH_STEP_VW = 3;
/** §9: collapsed navigation drawer width in px. */
export const NAV_DRAWER_COLLAPSED_PX = 55;
/** §9: expanded (hover) navigation drawer width in px. */
export const NAV_DRAWER_EXPANDED_PX = 250;
/** §9: from this screen width (px) the navigation drawer stays expanded. */
export const NAV_DRAWER_ALWAYS_OPEN_FROM_PX = 1600;
/** §9: bottom navigation minimum height in px. */
export const BOTTOM_NAV_MIN_HEIGHT_PX = 72;

/** §9: the UK tax year starts on 5 April (month is 1-based). */
export const TAX_YEAR_START = { month: 4, day: 5 } as const;
/** §9: the transactions list opens on the last 6 months. */
export const DEFAULT_TRANSACTIONS_RANGE = '6m';
/** §9: filtered transactions cover the last 3 months in one path. */
export const FILTERED_TRANSACTIONS_MONTHS = 3;
/**
 * ... which path: a link that opens the transactions list filtered (the holding drawer's link to
 * the portfolio's transactions) opens it on this §9 range, the last 3 months, not the 6m default.
 */
export const FILTERED_TRANSACTIONS_RANGE = `${FILTERED_TRANSACTIONS_MONTHS}m` as const;
/** §9: discrete periods 1Y, 3Y, 5Y in months. */
export const DISCRETE_PERIOD_MONTHS = { '1Y': 12, '3Y': 36, '5Y': 60 } as const;
/** §9: discrete returns cover each of the previous 5 calendar years ... */
export const DISCRETE_CALENDAR_YEARS = 5;
/** ... each over a 13-month span (§9). */
export const CALENDAR_YEAR_SPAN_MONTHS = 13;
/** §9: quarter ends as MM-DD. */
export const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'] as const;
/** §9: chart dates are shifted by 3 hours ... */
export const CHART_DATE_SHIFT_HOURS = 3;
/** ... which is this many ms (§9). */
export const CHART_DATE_SHIFT_MS = CHART_DATE_SHIFT_HOURS * 3_600_000;

/** §9: amounts and percentages are shown with 2 decimals. */
export const DISPLAY_DECIMALS = 2;
/** §9: number formatting locale. */
export const NUMBER_FORMAT_LOCALE = 'en-GB';
/** §9: copyright year in e-mail templates. */
export const EMAIL_COPYRIGHT_YEAR = 2023;

/**
 * §9 chart palette: the series colours of performance charts (portfolio, benchmark, gains, losses)
 * and a categorical palette for breakdowns without a palette of their own (currency, region, type,
 * substrategy, vintage). Mid-tone colours that keep their contrast on light and dark backgrounds.
 */
export const CHART_SERIES_COLOURS = {
  portfolio: '#1E88E5',
  benchmark: '#FB8C00',
  positive: '#43A047',
  negative: '#E53935',
  neutral: '#8E8E93',
} as const;

/** §9: categorical chart colours, used in order. */
export const CHART_PALETTE = [
  '#1E88E5',
  '#43A047',
  '#FB8C00',
  '#8E24AA',
  '#00ACC1',
  '#E53935',
  '#FDD835',
  '#6D4C41',
  '#3949AB',
  '#7CB342',
  '#D81B60',
  '#546E7A',
] as const;
