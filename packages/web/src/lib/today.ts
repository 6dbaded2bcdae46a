/** Today as an ISO date in UTC, as the server counts ranges and quarters. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
