import type { MarketDataConfig } from '../config';
import type { Database } from '../db/client';
import { createDemoMarketDataSource } from './demo-source';
import { createHttpMarketDataSource } from './http-source';
import { databaseRequestBudget } from './request-budget';
import type { MarketDataSource } from './source';

/** The market-data source the configuration names (MARKET_DATA_SOURCE, default demo without a URL). */
export function marketDataSourceFromConfig(config: MarketDataConfig, db: Database): MarketDataSource {
  if (config.source === 'demo' || !config.url) return createDemoMarketDataSource(db);
  return createHttpMarketDataSource({
    url: config.url,
    key: config.key,
    timeoutMs: config.timeoutMs,
    retries: config.retries,
    budget: databaseRequestBudget(db, config.dailyBudget),
  });
}
