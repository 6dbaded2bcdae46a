import {
  cannotCompute,
  discreteReturns,
  figuresReferenceDay,
  linkValuations,
  MoneyDecimal,
  moneyFixed2,
  moneyWeightedFromPoints,
  moneyWeightedReturn,
  monthlyReturns,
  performancePeriods,
  readCumulativeSeries,
  returnDrivers,
  rollingReturns,
  sortedByDate,
  timeWeightedFromPoints,
  timeWeightedReturn,
  timeWeightedSeries,
  valuedThroughOf,
  withoutUnvaluedPeriods,
  type Decimal,
  type FeedRange,
  type FlowPoint,
  type PerformanceFeed,
  type PerformancePeriod,
  type PerformanceSummary,
  type PerformanceView,
  type PeriodResult,
  type TransactionFeed,
  type ValuationPoint,
  valueAtClose,
} from '@portal/domain';

/**
 * The §6 cumulative list is sampled on the first of each month: its point of 1 November carries
 * October's closing value (decision 37), so month, quarter and year bases fall on month ends. Our
 * own revaluation pipeline writes daily closes instead, and says so in the feed's `stamp`.
 */
function stampOf(feed: PerformanceFeed): 'opening' | 'close' {
  return feed.stamp ?? 'opening';
}

/** The portfolio's value at the close of `date` by its performance feed; '0.00' before its first point. */
export function portfolioValueOn(feed: PerformanceFeed, date: string): string {
  return valueAtClose(feed.entries, date, stampOf(feed)) ?? '0.00';
}

/** The sum of the flows on each date. */
function flowsByDate(flows: readonly FlowPoint[]): Map<string, Decimal> {
  const out = new Map<string, Decimal>();
  for (const f of flows) out.set(f.date, (out.get(f.date) ?? new MoneyDecimal(0)).plus(f.amount));
  return out;
}

/**
 * Valuations as the time-weighted and money-weighted returns read them: each taken just before the
 * flows of its date. A daily close already holds its day's flows, so they come off it (the same
 * convention as the command-line engine: a day's flows are valued at that day's prices).
 */
export function preFlowValuations(
  entries: readonly { date: string; value: string }[],
  flows: readonly FlowPoint[],
  stamp: 'opening' | 'close',
): ValuationPoint[] {
  if (stamp === 'opening') return entries.map((e) => ({ date: e.date, value: e.value }));
  const byDate = flowsByDate(flows);
  return entries.map((e) => {
    const flow = byDate.get(e.date);
    return { date: e.date, value: flow ? new MoneyDecimal(e.value).minus(flow).toFixed(2) : e.value };
  });
}

function valuationsOf(feed: PerformanceFeed): ValuationPoint[] {
  return preFlowValuations(
    feed.entries.map((e) => ({ date: e.date, value: e.portfolioValue })),
    flowsOf(feed),
    stampOf(feed),
  );
}

function flowsOf(feed: PerformanceFeed): FlowPoint[] {
  return feed.flows.map((f) => ({ date: f.date, amount: f.amount }));
}

/** While a revaluation is pending: from which day, and the last day the figures shown are valid to. */
function recalculatingOf(feed: PerformanceFeed): PerformanceView['recalculating'] {
  if (!feed.recalculating) return null;
  return { from: feed.recalculating.from, validTo: feed.entries[feed.entries.length - 1]?.date ?? null };
}

/** The day the figures are read for: today, and the end of the range asked for when it has one. */
export interface FiguresDay {
  today: string;
  rangeEnd?: string | null;
}

/**
 * The day the feed's figures are valued through, and its periods as a screen of that day shows
 * them: when they are behind (the clock has not valued the last weekday), a period none of whose
 * days is valued is null ('not_valued'), never the 0.00 % of an older day (domain
 * withoutUnvaluedPeriods). Without a day or a source's date, the periods pass through.
 */
export function valuedFigures(
  feed: Pick<PerformanceFeed, 'valuedThrough'>,
  periods: PeriodResult<PerformancePeriod>[],
  day: FiguresDay | undefined,
): { periods: PeriodResult<PerformancePeriod>[]; valuedThrough: PerformanceView['valuedThrough'] } {
  if (!day || !feed.valuedThrough) return { periods, valuedThrough: null };
  const valuedThrough = valuedThroughOf(feed.valuedThrough, day.today, day.rangeEnd);
  if (!valuedThrough.behind) return { periods, valuedThrough };
  const reference = figuresReferenceDay(day.today, day.rangeEnd);
  return { periods: withoutUnvaluedPeriods(periods, valuedThrough.date, reference), valuedThrough };
}

/**
 * Performance of §9 from the cumulative list: periods (1D, 1M, 3M, YTD, since inception), discrete
 * periods and the previous calendar years, the cumulative series against the benchmark, monthly and
 * rolling 12-month returns, time- and money-weighted returns and the return drivers of the span.
 */
export function performanceView(
  feed: PerformanceFeed,
  transactions: readonly TransactionFeed[] = [],
  currency: string | null = null,
  day?: FiguresDay,
): PerformanceView {
  const series = readCumulativeSeries(feed.entries, 'percent', stampOf(feed));
  const valuations = valuationsOf(feed);
  const flows = flowsOf(feed);
  const twr = timeWeightedReturn(valuations, flows);
  const first = feed.entries[0];
  const last = feed.entries[feed.entries.length - 1];
  const drivers =
    first && last && first !== last
      ? returnDrivers({
          from: first.date,
          to: last.date,
          startValue: first.portfolioValue,
          endValue: last.portfolioValue,
          transactions: transactions
            .filter((t) => t.date > first.date && t.date <= last.date)
            .map((t) => ({
              date: t.date,
              type: t.type,
              amount: t.amount,
              localCcyAmount: t.localCcyAmount,
              fee: t.fee,
            })),
        })
      : null;
  const valued = valuedFigures(feed, series.dates.length ? performancePeriods(series) : [], day);
  return {
    benchmarkId: feed.benchmarkId,
    benchmarkName: feed.benchmarkName,
    currency,
    from: first?.date ?? null,
    to: last?.date ?? null,
    periods: valued.periods,
    discrete: series.dates.length ? discreteReturns(series) : { periods: [], years: [] },
    cumulative: feed.entries,
    monthly: monthlyReturns(series),
    rolling12m: rollingReturns(series, 12),
    twr: { cumulative: twr.value, annualised: twr.annualised },
    xirr: feed.entries.length >= 2 ? moneyWeightedReturn(valuations, flows) : cannotCompute('no_data'),
    drivers,
    recalculating: recalculatingOf(feed),
    valuedThrough: valued.valuedThrough,
  };
}

/** TWR and XIRR measured over a whole series, when the feed's entries are only its key points. */
export type WholeSeriesReturns = Pick<PerformanceSummary, 'twr' | 'xirr'>;

export function wholeSeriesReturns(feed: PerformanceFeed): WholeSeriesReturns {
  // timeWeightedReturn and moneyWeightedReturn of the same valuations and flows, linked once.
  const points = linkValuations(valuationsOf(feed), flowsOf(feed));
  const twr = timeWeightedFromPoints(points);
  return {
    twr: { cumulative: twr.value, annualised: twr.annualised },
    xirr: feed.entries.length >= 2 ? moneyWeightedFromPoints(points) : cannotCompute('no_data'),
  };
}

/**
 * The account page's performance figures: periods, discrete returns, TWR and XIRR, no series. With
 * `whole`, the feed's entries may be the series' key points only (keyPoints: the periods read the
 * same from them) and TWR and XIRR are those stored with them (decision 52).
 */
export function performanceSummary(
  feed: PerformanceFeed,
  whole?: WholeSeriesReturns,
  day?: FiguresDay,
): PerformanceSummary {
  const series = readCumulativeSeries(feed.entries, 'percent', stampOf(feed));
  const { twr, xirr } = whole ?? wholeSeriesReturns(feed);
  const valued = valuedFigures(feed, series.dates.length ? performancePeriods(series) : [], day);
  return {
    benchmarkId: feed.benchmarkId,
    benchmarkName: feed.benchmarkName,
    from: feed.entries[0]?.date ?? null,
    to: feed.entries[feed.entries.length - 1]?.date ?? null,
    periods: valued.periods,
    discrete: series.dates.length ? discreteReturns(series) : { periods: [], years: [] },
    twr,
    xirr,
    recalculating: recalculatingOf(feed),
    valuedThrough: valued.valuedThrough,
  };
}

/**
 * The series of the time-weighted feed builder (database and sample writer share it). Daily closes
 * (`stamp` 'close') are linked before their day's flows, and show the close itself as the value.
 */
export function cumulativeEntries(
  valuations: readonly { date: string; value: string }[],
  flows: readonly FlowPoint[],
  benchmarkLevel: (date: string) => number | null,
  stamp: 'opening' | 'close' = 'opening',
): PerformanceFeed['entries'] {
  const sorted = sortedByDate(valuations);
  const growth = timeWeightedSeries(preFlowValuations(sorted, flows, stamp), flows);
  const valueOn = new Map(sorted.map((v) => [v.date, v.value]));
  const entries = growth.dates.map((date, i) =>
    cumulativeEntry(date, growth.portfolio[i]!, valueOn.get(date) ?? '0'),
  );
  // Without a benchmark level on the first date every entry's benchmark is null: no second pass.
  return entries.length === 0 || benchmarkLevel(entries[0]!.date) === null
    ? entries
    : withBenchmark(entries, benchmarkLevel);
}

/** An entry of cumulativeEntries: its growth since the first as a percent figure, its close to the penny. */
export function cumulativeEntry(
  date: string,
  growth: number,
  value: string,
): PerformanceFeed['entries'][number] {
  return { date, portfolio: round8((growth - 1) * 100), portfolioValue: moneyFixed2(value), benchmark: null };
}

/**
 * Entries with the benchmark's cumulative figure since the first entry's date (null on every entry
 * when it has no level then): the series' own, or its key points read back from storage.
 */
export function withBenchmark(
  entries: readonly Omit<PerformanceFeed['entries'][number], 'benchmark'>[],
  benchmarkLevel: (date: string) => number | null,
): PerformanceFeed['entries'] {
  const base = entries[0] ? benchmarkLevel(entries[0].date) : null;
  return entries.map((entry) => {
    const level = base ? benchmarkLevel(entry.date) : null;
    return { ...entry, benchmark: base && level !== null ? round8((level / base - 1) * 100) : null };
  });
}

/** The entries and flows of a feed within a range (ends included); cumulative figures stay since inception. */
export function performanceInRange(feed: PerformanceFeed, range: FeedRange): PerformanceFeed {
  if (!range.from && !range.to) return feed;
  const inside = (date: string) => (!range.from || date >= range.from) && (!range.to || date <= range.to);
  return {
    ...feed,
    entries: feed.entries.filter((e) => inside(e.date)),
    flows: feed.flows.filter((f) => inside(f.date)),
  };
}

function round8(value: number): number {
  return Number(value.toFixed(8));
}
