/**
 * The index of the last of `dates` (sorted ascending ISO dates) on or before `date`, or -1 when
 * every date is later. ISO dates order as strings, so no parsing is needed.
 */
export function lastOnOrBefore(dates: readonly string[], date: string): number {
  let low = 0;
  let high = dates.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (dates[middle]! <= date) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Items sorted by their `date` (stable), without copying when they already are. */
export function sortedByDate<T extends { date: string }>(items: readonly T[]): readonly T[] {
  for (let i = 1; i < items.length; i++) {
    if (items[i]!.date < items[i - 1]!.date)
      return [...items].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }
  return items;
}
