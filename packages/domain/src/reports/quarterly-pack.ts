import { z } from 'zod';
import { QUARTER_ENDS } from '../constants';
import { addDays } from '../engine/core/dates';
import { isWeekday } from '../market/close';
import { previousQuarterEnd } from '../engine/performance/quarters';
import { invalidInput, writeObject } from '../schemas/common';

/** A calendar quarter as the pack names it: `2026-Q3`. */
export const QUARTER_KEY = /^(\d{4})-Q([1-4])$/;

export interface CalendarQuarter {
  key: string;
  year: number;
  /** 1 to 4. */
  quarter: number;
  /** First day of the quarter (ISO). */
  from: string;
  /** The quarter end (§9: 03-31, 06-30, 09-30, 12-31). */
  to: string;
}

/** The quarter a key names, or null for anything else. */
export function parseQuarter(key: string): CalendarQuarter | null {
  const match = QUARTER_KEY.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const quarter = Number(match[2]);
  const to = `${match[1]}-${QUARTER_ENDS[quarter - 1]}`;
  return { key, year, quarter, from: addDays(previousQuarterEnd(to), 1), to };
}

/** The quarter `date` falls in. */
export function quarterOf(date: string): CalendarQuarter {
  const quarter = Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1;
  return parseQuarter(`${date.slice(0, 4)}-Q${quarter}`)!;
}

/** The last quarter that ended before `today` (on 2026-11-26: 2026-Q3). */
export function lastEndedQuarter(today: string): CalendarQuarter {
  return quarterOf(previousQuarterEnd(today));
}

/** The `count` quarters ended before `today`, newest first (the admin's quarter picker). */
export function endedQuarters(today: string, count: number): CalendarQuarter[] {
  const out: CalendarQuarter[] = [];
  let end = previousQuarterEnd(today);
  for (let i = 0; i < count; i++) {
    out.push(quarterOf(end));
    end = previousQuarterEnd(end);
  }
  return out;
}

/** The first weekday after `date` (no public holidays: the portal keeps no calendar of them). */
export function firstBusinessDayAfter(date: string): string {
  let day = addDays(date, 1);
  while (!isWeekday(day)) day = addDays(day, 1);
  return day;
}

/**
 * The quarter whose pack the clock prints on `today`: the quarter just ended, from the first
 * business day after its end through the rest of that month, else null. The days after the first
 * are the catch-up for a clock that was down on it; the clock prints a portal's pack once (it keeps
 * a record of the portals it has queued).
 */
export function quarterlyPackDue(today: string): CalendarQuarter | null {
  const ended = lastEndedQuarter(today);
  const due = firstBusinessDayAfter(ended.to);
  return today >= due && today.slice(0, 7) === due.slice(0, 7) ? ended : null;
}

const uuid = z.guid(invalidInput);

/**
 * POST /api/admin/quarterly-reports: a quarter's reports for every client account of a portal, or
 * of one of its groups (issue 14 item 5).
 */
export const quarterlyPackRequestSchema = writeObject({
  portalId: uuid,
  quarter: z.string(invalidInput).regex(QUARTER_KEY, invalidInput.error),
  groupId: uuid.optional(),
});
export type QuarterlyPackRequest = z.output<typeof quarterlyPackRequestSchema>;
