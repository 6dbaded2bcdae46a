// The market-data feed (issue 13): sources, the fetch operation and its issue list.
export { MARKET_DATA_FAILURES, MarketDataError } from './source';
export type { DailyClose, DailyLevel, DailyRate, MarketDataFailure, MarketDataSource } from './source';
export { createHttpMarketDataSource, type HttpSourceOptions } from './http-source';
export { createDemoMarketDataSource } from './demo-source';
export { marketDataSourceFromConfig } from './source-from-config';
export { databaseRequestBudget, requestsOn, type RequestBudget } from './request-budget';
export {
  fetchMarketData,
  type FetchFailure,
  type FetchOptions,
  type FetchSummary,
} from './fetch-market-data';
export { issuesOn, type MarketDataIssue } from './market-data-issues';
export {
  emptyMarketDataChange,
  isEmptyChange,
  noteChange,
  type MarketDataChange,
} from './market-data-change';
