/** §2 portfolio screen tabs, in order. */
export const PORTFOLIO_TABS = [
  'exposure',
  'breakdowns',
  'holdings',
  'transactions',
  'cashTransactions',
  'fees',
  'bondStatistics',
  'simulated',
  'cumulative',
  'discrete',
  'calendarYears',
  'yearlyPerformance',
  'accounts',
  'consolidated',
  'charges',
] as const;
export type PortfolioTab = (typeof PORTFOLIO_TABS)[number];

/** The tab named in the address bar, else the first. */
export function readTab(value: string | null): PortfolioTab {
  return (PORTFOLIO_TABS as readonly string[]).includes(value ?? '') ? (value as PortfolioTab) : 'exposure';
}
