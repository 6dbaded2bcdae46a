import { lastOnOrBefore, type FundPriceRange } from '@portal/domain';
import { rangeStart } from '../fund-repository';
import type { FundClose } from './fund-feed';

/**
 * The closes a chart of `range` draws out of closes sorted oldest first, as closesInRange picks
 * them in SQL: from the last close on or before the range's start (the period's base) to the last.
 */
export function closesForRange(closes: readonly FundClose[], range: FundPriceRange): FundClose[] {
  const last = closes[closes.length - 1];
  if (!last) return [];
  const start = rangeStart(range, last.date);
  if (!start) return [...closes];
  const base = lastOnOrBefore(
    closes.map((c) => c.date),
    start,
  );
  const from = base >= 0 ? closes[base]!.date : start;
  return closes.filter((c) => c.date >= from);
}
