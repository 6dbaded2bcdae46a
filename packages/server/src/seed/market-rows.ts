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
 * Writes the shared market as a data feed would have delivered it: instruments with a close on every
 * trading day of the history, daily exchange rates and benchmark levels, funds (with an instrument of
 * their own for explorer-only funds, with daily closes too).
 */
export function seedMarketRows(ctx: SeedContext): void {
  const { market, writer } = ctx;
  const { dates } = market.calendar;
  const { days } = market.days;
  const rng = ctx.rng.fork('market-rows');
  const created = at(dates[0]!);
  const writeCloses = (instrumentId: string, daily: readonly string[], currency: string) => {
    daily.forEach((price, i) => {
      writer.add(instrumentPrices, {
        id: rng.uuid(),
        createdAt: at(days[i]!),
        instrumentId,
        date: days[i]!,
        price,
        currency,
      });
    });
  };
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
    writeCloses(instrument.id, instrument.daily, instrument.currency);
  }
  for (const pair of market.fx.pairs()) {
    pair.rates.forEach((rate, i) => {
      writer.add(fxRates, {
        id: rng.uuid(),
        createdAt: at(days[i]!),
        date: days[i]!,
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
    benchmark.daily.forEach((value, i) => {
      writer.add(benchmarkValues, {
        id: rng.uuid(),
        createdAt: at(days[i]!),
        benchmarkId: benchmark.id,
        date: days[i]!,
        value,
      });
    });
  }
  const priceDate = days[days.length - 1]!;
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
      writeCloses(own.id, own.daily, fund.currency);
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
      priceDate,
      region: fund.region,
      sector: fund.sector,
      esgRating: fund.esgRating,
      instrumentId: own?.id ?? fund.instrumentId,
      ...fund.changes,
    });
  }
}
