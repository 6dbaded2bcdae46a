/** Market data imports (issue 13): the data designer's targets and the write functions behind them. */
export type { AfterMarketWrite, MarketWriter } from './after-write';
export { benchmarkLevelsImport } from './benchmark-levels-import';
export { fxRatesImport } from './fx-rates-import';
export { mergeChange } from './merge-change';
export { pricesImport } from './prices-import';
export { writeBenchmarkLevels, writePrices, writeRates } from './write-market-rows';
export type { LevelWrite, PriceWrite, RateWrite } from './write-market-rows';
