import { MoneyDecimal, type Decimal } from '../../money';
import { inSpan, type DateSpan } from './ranges';

/** A total over a range, and the same split by a key. */
export interface RangeTotal {
  total: string;
  count: number;
  by: Record<string, string>;
}

function totalOver<T extends { date: string }>(
  items: readonly T[],
  span: DateSpan,
  amount: (item: T) => string | null | undefined,
  key: (item: T) => string,
): RangeTotal {
  let total: Decimal = new MoneyDecimal(0);
  let count = 0;
  const by = new Map<string, Decimal>();
  for (const item of items) {
    const value = amount(item);
    if (!value || !inSpan(item.date, span)) continue;
    total = total.plus(value);
    count++;
    by.set(key(item), (by.get(key(item)) ?? new MoneyDecimal(0)).plus(value));
  }
  return {
    total: total.toFixed(),
    count,
    by: Object.fromEntries([...by.entries()].sort().map(([k, v]) => [k, v.toFixed()])),
  };
}

/**
 * Charges over a range (spec §7 /Charges): their total and the total per type (ongoing charges,
 * platform fee, advice fee, …; a charge without a type counts as 'Other').
 *
 * @example chargesOverRange([{ date: '2024-03-31', amount: '12.40', type: 'Platform fee' }], { from: '2024-01-01', to: '2024-12-31' }) // → { total: '12.4', count: 1, by: { 'Platform fee': '12.4' } }
 */
export function chargesOverRange(
  charges: readonly { date: string; amount: string; type?: string | null }[],
  span: DateSpan,
): RangeTotal {
  return totalOver(
    charges,
    span,
    (c) => c.amount,
    (c) => c.type || 'Other',
  );
}

/**
 * Transaction costs over a range (spec §7 /TransactionCosts): the fees of the transactions in it,
 * in total and per symbol.
 *
 * @example transactionCostsOverRange([{ date: '2024-02-01', symbol: 'VOD.L', fee: '9.95' }], { from: null, to: null }) // → { total: '9.95', count: 1, by: { 'VOD.L': '9.95' } }
 */
export function transactionCostsOverRange(
  transactions: readonly { date: string; symbol: string; fee?: string | null }[],
  span: DateSpan,
): RangeTotal {
  return totalOver(
    transactions,
    span,
    (t) => t.fee,
    (t) => t.symbol,
  );
}
