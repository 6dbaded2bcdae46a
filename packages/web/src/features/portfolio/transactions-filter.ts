import {
  DEFAULT_TRANSACTIONS_RANGE,
  EngineError,
  FILTERED_TRANSACTIONS_RANGE,
  TRANSACTION_RANGES,
  transactionRange,
  type DateSpan,
  type TransactionRange,
} from '@portal/domain';

export interface TransactionsRangeFilter {
  range: TransactionRange;
  from: string;
  to: string;
}

/** The §9 range in the address bar (default 6m), with the custom dates. */
export function readRangeFilter(params: URLSearchParams): TransactionsRangeFilter {
  const range = params.get('range') ?? '';
  return {
    range: (TRANSACTION_RANGES as readonly string[]).includes(range)
      ? (range as TransactionRange)
      : DEFAULT_TRANSACTIONS_RANGE,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

export function writeRangeFilter(current: URLSearchParams, filter: TransactionsRangeFilter): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['range', 'from', 'to']) next.delete(key);
  if (filter.range !== DEFAULT_TRANSACTIONS_RANGE) next.set('range', filter.range);
  if (filter.range === 'custom') {
    if (filter.from) next.set('from', filter.from);
    if (filter.to) next.set('to', filter.to);
  }
  return next;
}

/**
 * The portfolio screen's query that opens the transactions list filtered to the last 3 months (§9
 * "filtered transactions cover the last 3 months in one path"): the holding drawer's link.
 */
export function filteredTransactionsSearch(current: URLSearchParams): URLSearchParams {
  const next = writeRangeFilter(current, { range: FILTERED_TRANSACTIONS_RANGE, from: '', to: '' });
  next.set('tab', 'transactions');
  return next;
}

/**
 * The span the filter covers today, or the §5 message key when a custom range is not valid ('Please
 * choose a valid date range'): nothing is asked of the server until it is.
 */
export function rangeSpan(
  filter: TransactionsRangeFilter,
  today: string,
): { span: DateSpan } | { error: string } {
  try {
    return {
      span: transactionRange(filter.range, today, { from: filter.from || null, to: filter.to || null }),
    };
  } catch (error) {
    if (error instanceof EngineError) return { error: error.key };
    throw error;
  }
}

/** The transactions API query of a valid filter. */
export function rangeQuery(filter: TransactionsRangeFilter) {
  return filter.range === 'custom'
    ? { range: filter.range, from: filter.from, to: filter.to }
    : { range: filter.range };
}
