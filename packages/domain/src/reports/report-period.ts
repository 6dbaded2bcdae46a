import { previousQuarterEnd } from '../engine/performance/quarters';
import type { ReportType } from './report-request';

export interface ReportPeriod {
  from: string;
  to: string;
}

/** The day after an ISO date. */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The period a report covers, or the §5 range message for a range that ends before it starts or
 * after today. An account report runs from 1 January of its end's year (year to date) unless a start
 * is given; a quarterly report covers the last calendar quarter ended on or before its end (§9
 * quarter ends), today's when no end is given.
 */
export function reportPeriod(
  input: { pdfType: ReportType; fromDateString?: string | undefined; toDateString?: string | undefined },
  today: string,
): ReportPeriod | { error: 'validation.date_range_invalid' } {
  const to = input.toDateString ?? today;
  const invalid = { error: 'validation.date_range_invalid' as const };
  if (to > today) return invalid;
  if (input.pdfType === 'quarterly') {
    // The quarter ended on `to` when it is a quarter end, else the one before.
    const end = previousQuarterEnd(nextDay(to));
    return { from: nextDay(previousQuarterEnd(end)), to: end };
  }
  const from = input.fromDateString ?? `${to.slice(0, 4)}-01-01`;
  if (from > to) return invalid;
  return { from, to };
}

/**
 * The calendar quarter a report's commentary is for: the last quarter ended on or before the report's
 * end (the quarter a quarterly report covers; for a report to an ordinary day, the latest quarter
 * whose commentary can have been written).
 */
export function commentaryQuarter(to: string): ReportPeriod {
  const end = previousQuarterEnd(nextDay(to));
  return { from: nextDay(previousQuarterEnd(end)), to: end };
}
