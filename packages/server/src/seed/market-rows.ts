import {
  benchmarkValues,
  benchmarks,
  funds,
  fxRates,
  instrumentPrices,
  instruments,
} from '../db/schema/index';
import { at } from './calendar';
import type { SeedContext } from './context';

/**
 * Writes the shared market: instruments with monthly prices, exchange rates, benchmarks, funds (with
 * an instrument of their own for explorer-only funds, and daily closes over the last month).
 */
export function seedMarketRows(ctx: SeedContext): void {
  const { market, writer } = ctx;
  const { dates } = market.calendar;
  const rng = ctx.rng.fork('market-rows');
  const created = at(dates[0]!);
  for (const instrument of market.instruments) {
    writer.add(instruments, {
      id: instrument.id,
      createdAt: created,
      symbol: instrument.symbol,
      isin: instrument.isin,
      sedol: instrument.sedol,
      name: instrument.name,
      currency: instrument.currency,
      assetClass: instrument.assetClass,
      sector: instrument.sector,
      region: instrument.region,
      type: instrument.type,
    });
    instrument.prices.forEach((price, i) => {
      writer.add(instrumentPrices, {
        id: rng.uuid(),
        createdAt: at(dates[i]!),
        instrumentId: instrument.id,
        date: dates[i]!,
        price,
        currency: instrument.currency,
      });
    });
  }
  for (const pair of market.fx.pairs()) {
    pair.rates.forEach((rate, i) => {
      writer.add(fxRates, {
        id: rng.uuid(),
        createdAt: at(dates[i]!),
        date: dates[i]!,
        fromCurrency: pair.from,
        toCurrency: pair.to,
        rate,
      });
    });
  }
  for (const benchmark of market.benchmarks) {
    writer.add(benchmarks, {
      id: benchmark.id,
      createdAt: created,
      name: benchmark.name,
      code: benchmark.code,
      currency: 'GBP',
    });
    benchmark.values.forEach((value, i) => {
      writer.add(benchmarkValues, {
        id: rng.uuid(),
        createdAt: at(dates[i]!),
        benchmarkId: benchmark.id,
        date: dates[i]!,
        value,
      });
    });
  }
  const asOf = dates[dates.length - 1]!;
  for (const fund of market.funds) {
    const own = fund.ownInstrument;
    if (own) {
      writer.add(instruments, {
        id: own.id,
        createdAt: created,
        symbol: own.symbol,
        isin: own.isin,
        sedol: own.sedol,
        name: fund.name,
        currency: fund.currency,
        assetClass: fund.assetClass,
        sector: fund.sector,
        region: fund.region,
        type: 'Fund',
      });
      own.prices.forEach((price, i) => {
        writer.add(instrumentPrices, {
          id: rng.uuid(),
          createdAt: at(dates[i]!),
          instrumentId: own.id,
          date: dates[i]!,
          price,
          currency: fund.currency,
        });
      });
    }
    const instrumentId = own?.id ?? fund.instrumentId;
    for (const close of instrumentId ? fund.daily : []) {
      writer.add(instrumentPrices, {
        id: rng.uuid(),
        createdAt: at(close.date),
        instrumentId: instrumentId!,
        date: close.date,
        price: close.price,
        currency: fund.currency,
      });
    }
    writer.add(funds, {
      id: fund.id,
      createdAt: created,
      isin: fund.isin,
      name: fund.name,
      fundCode: fund.fundCode,
      groupName: fund.groupName,
      assetClass: fund.assetClass,
      fundType: fund.fundType,
      objective: fund.objective,
      currency: fund.currency,
      size: fund.size,
      price: fund.price,
      priceDate: asOf,
      region: fund.region,
      sector: fund.sector,
      esgRating: fund.esgRating,
      instrumentId,
      change1d: null,
      ...fund.changes,
    });
  }
}
