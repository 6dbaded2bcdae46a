import type {
  AccountPageView,
  AccountView,
  BreakdownDimension,
  ChargesView,
  DataProviderMode,
  DrawerView,
  FeedRange,
  HoldingsView,
  OverviewReturns,
  PerformanceView,
  PortfolioBreakdown,
  PortfolioView,
  TabData,
  TransactionsView,
} from '@portal/domain';
import type { PartnersDocuments } from './api/partners-documents';
import type { PrivateEquitySource } from './api/private-equity-source';
import type { AccountKey, ReportPdfRequest } from './feeds';

/** The portfolio screen's tabs served by tab data (§7 data-provider actions). */
export const TAB_NAMES = [
  'exposure',
  'holdings',
  'transactions',
  'cashTransactions',
  'fees',
  'simulated',
] as const;
export type TabName = (typeof TAB_NAMES)[number];

export type { TabData } from '@portal/domain';

/** A portfolio as the provider knows it: its key at the source, under an account. */
export interface PortfolioRef {
  account: AccountKey;
  portfolioId: string;
}

/**
 * The data-provider actions of §7, one interface for the three modes (database, static, api). The
 * account has already passed the viewer's policy (the routes resolve it in scope first); portfolio
 * ids are the source's keys as `getPortfolios` lists them.
 */
export interface DataProvider {
  readonly mode: DataProviderMode;
  /** §4: never throws for a load failure; answers the error flag, empty portfolios and value 0. */
  getAccount(account: AccountKey): Promise<AccountView>;
  /** Portfolios of value ≠ 0, largest first (§2, §5). */
  getPortfolios(account: AccountKey): Promise<PortfolioView[]>;
  getPortfolio(ref: PortfolioRef): Promise<PortfolioView | null>;
  getHoldings(ref: PortfolioRef, date?: string): Promise<HoldingsView | null>;
  getDates(): Promise<string[]>;
  getOverviewPortfolioReturns(account: AccountKey): Promise<OverviewReturns>;
  getTabData(
    ref: PortfolioRef,
    tab: TabName,
    options?: { range?: FeedRange; date?: string },
  ): Promise<TabData | null>;
  setPortfolioBreakdown(ref: PortfolioRef, name: BreakdownDimension): Promise<PortfolioBreakdown | null>;
  getAssetClassData(ref: PortfolioRef): Promise<HoldingsView['groups'] | null>;
  getDrawerData(ref: PortfolioRef, symbol: string): Promise<DrawerView | null>;
  getTotalValue(account: AccountKey): Promise<string>;
  getTransactions(ref: PortfolioRef, range: FeedRange): Promise<TransactionsView | null>;
  getPerformance(ref: PortfolioRef, range?: FeedRange): Promise<PerformanceView | null>;
  getCharges(ref: PortfolioRef, range: FeedRange): Promise<ChargesView | null>;
  getAccountPage(account: AccountKey, date?: string): Promise<AccountPageView>;
  /**
   * The report as the remote install prints it (issue 14): present on the `api` provider whose
   * source is another install (the §7 Data API /Pdf paths), absent where the server prints reports
   * itself from the provider's figures (database, static, the Greek custodian). Null: the remote does
   * not know the account or portfolio.
   */
  getReportPdf?(account: AccountKey, request: ReportPdfRequest): Promise<Uint8Array | null>;
  /**
   * The partners variant's documents (§7: holding documents, Documents/{id} and its download), on
   * the `api` provider of the partners brand; elsewhere the library answers from our own tables.
   */
  documents?: PartnersDocuments;
  /** The partners' private-equity host (§7, DATA_API_PE_URL), when one is configured. */
  privateEquity?: PrivateEquitySource;
}
