import { QUARTER_ENDS } from '../../constants';
import { dateParts } from '../core/dates';

/** Quarter ends (spec §9: 03-31, 06-30, 09-30, 12-31) from `from` to `to`, both included. */
export function quarterEnds(from: string, to: string): string[] {
  const out: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const end of QUARTER_ENDS) {
      const date = `${String(year).padStart(4, '0')}-${end}`;
      if (date >= from && date <= to) out.push(date);
    }
  }
  return out;
}

/** True when `date` is a quarter end. */
export function isQuarterEnd(date: string): boolean {
  return (QUARTER_ENDS as readonly string[]).includes(date.slice(5));
}

/**
 * The end of the quarter before the one `date` is in: the base of a quarter-to-date return
 * (2024-05-10 → 2024-03-31; 2024-06-30 → 2024-03-31; 2024-02-01 → 2023-12-31).
 */
export function previousQuarterEnd(date: string): string {
  const [year, month] = dateParts(date);
  const quarter = Math.floor((month - 1) / 3);
  return quarter === 0
    ? `${String(year - 1).padStart(4, '0')}-12-31`
    : `${date.slice(0, 4)}-${QUARTER_ENDS[quarter - 1]}`;
}
