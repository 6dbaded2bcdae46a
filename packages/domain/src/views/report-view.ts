import type { Locale } from '../brands/types';
import type { ReportPart, ReportType } from '../reports/report-request';
import type { ReportSummary } from '../reports/report-summary';
import type { CostsStatement } from '../reports/costs-statement';
import type { AccountPageView, ChargesView, PerformanceView, TransactionView } from './portfolio-views';

/**
 * Everything an account report prints (issue 14), read through the same provider and views as the
 * screens: the account page as the account screen shows it on the period's last day, and for each
 * portfolio its performance, transactions and charges over the period.
 */
export interface ReportView {
  type: ReportType;
  period: { from: string; to: string };
  /** The day it was made (ISO date). */
  generatedOn: string;
  /** The reader's language. */
  locale: Locale;
  portal: { id: string; name: string; theme: string | null; email: string | null; phone: string | null };
  /** The portal's logo as a data URL (the print has no session to fetch it with); null without one. */
  logo: string | null;
  /** The parts to print, in order; the consolidated figures only when asked for. */
  parts: ReportPart[];
  renderConsolidated: boolean;
  page: AccountPageView;
  /** The period's summary over every portfolio, when they are all held in the account's currency. */
  consolidatedSummary: ReportSummary | null;
  /** The costs and charges statement over every portfolio, when they are all in the account's currency. */
  consolidatedCosts: CostsStatement | null;
  /** The portal's market commentary for the report's quarter (Commentary collection); null when none. */
  commentary: ReportCommentary | null;
  portfolios: ReportPortfolio[];
}

export interface ReportCommentary {
  name: string;
  /** The quarter end it was written for (ISO date). */
  reportDate: string | null;
  /** Sanitised rich text (HTML), as the admin stored it. */
  body: string | null;
}

export interface ReportPortfolio {
  id: string;
  /** Performance over the period: TWR, XIRR and the drivers of the change (no series). */
  period: Pick<PerformanceView, 'from' | 'to' | 'twr' | 'xirr' | 'drivers'> | null;
  summary: ReportSummary | null;
  transactions: TransactionView[];
  charges: ChargesView | null;
  /** The ex-post costs and charges statement of the period (domain costsStatement). */
  costs: CostsStatement | null;
}
