import type { ReturnValue } from '../engine/core/result';
import { transactionCategory } from '../engine/transactions/categories';
import type { PeriodResult } from '../engine/performance/periods';
import type { ValuedHolding } from '../engine/valuation/types';
import { MoneyDecimal } from '../money';
import type { CsvColumn, CsvKind, CsvTable } from './build';
import type { CsvHeaderKey } from './headers';

function columns(spec: readonly [CsvHeaderKey, CsvKind][]): CsvColumn<CsvHeaderKey>[] {
  return spec.map(([key, kind]) => ({ key, kind }));
}

/** A return as a percent figure with 2 decimals ('5.23'), empty when it cannot be computed. */
export function percentCell(value: ReturnValue): string | null {
  return value.value === null
    ? null
    : new MoneyDecimal(value.value).times(100).toFixed(2, MoneyDecimal.ROUND_HALF_UP);
}

/**
 * The holdings export: one row per valued holding.
 *
 * @example renderCsv(holdingsCsvTable(valuation.holdings), (key) => csvHeader(key, 'en'))
 */
export function holdingsCsvTable(holdings: readonly ValuedHolding[]): CsvTable<CsvHeaderKey> {
  return {
    columns: columns([
      ['name', 'text'],
      ['symbol', 'text'],
      ['assetClass', 'text'],
      ['currency', 'text'],
      ['units', 'amount'],
      ['price', 'amount'],
      ['cost', 'amount'],
      ['value', 'amount'],
      ['valueBase', 'amount'],
      ['costBase', 'amount'],
      ['returnPercent', 'amount'],
    ]),
    rows: holdings.map((h) => [
      h.name ?? h.symbol,
      h.symbol,
      h.assetClass,
      h.currency,
      h.units,
      h.price,
      h.cost,
      h.value,
      h.valueBase,
      h.costBase,
      percentCell(h.return),
    ]),
  };
}

/** A transaction row as the export reads it (the stored columns). */
export interface CsvTransaction {
  date: string;
  type: string;
  name?: string | null;
  symbol: string;
  amount: string;
  price?: string | null;
  value?: string | null;
  localCcyAmount?: string | null;
  currency?: string | null;
  fee?: string | null;
}

/**
 * The transactions export, with the §9 category of each row.
 *
 * @example renderCsv(transactionsCsvTable(rows), (key) => csvHeader(key, 'el'))
 */
export function transactionsCsvTable(transactions: readonly CsvTransaction[]): CsvTable<CsvHeaderKey> {
  return {
    columns: columns([
      ['date', 'text'],
      ['type', 'text'],
      ['category', 'text'],
      ['name', 'text'],
      ['symbol', 'text'],
      ['amount', 'amount'],
      ['price', 'amount'],
      ['value', 'amount'],
      ['localAmount', 'amount'],
      ['currency', 'text'],
      ['fee', 'amount'],
    ]),
    rows: transactions.map((tx) => [
      tx.date,
      tx.type,
      transactionCategory(tx.type),
      tx.name,
      tx.symbol,
      tx.amount,
      tx.price,
      tx.value,
      tx.localCcyAmount,
      tx.currency,
      tx.fee,
    ]),
  };
}

/**
 * The performance export: one row per period (performancePeriods, discreteReturns(...).periods or
 * .years, quarterlyReturns), returns as percent figures; a return that cannot be computed is empty.
 *
 * @example renderCsv(performanceCsvTable(performancePeriods(series)), (key) => csvHeader(key, 'is'))
 */
export function performanceCsvTable(periods: readonly PeriodResult[]): CsvTable<CsvHeaderKey> {
  return {
    columns: columns([
      ['period', 'text'],
      ['from', 'text'],
      ['to', 'text'],
      ['portfolioPercent', 'amount'],
      ['benchmarkPercent', 'amount'],
      ['relativePercent', 'amount'],
    ]),
    rows: periods.map((p) => [
      p.period,
      p.from,
      p.to,
      percentCell(p.portfolio),
      percentCell(p.benchmark),
      percentCell(p.relative),
    ]),
  };
}
