/**
 * A double as text PostgreSQL reads back to the same bits: JavaScript's shortest round-trip form,
 * with -0 keeping its sign (String(-0) is "0"). The stored growths of decision 115 continue bit
 * for bit, whether written by a revaluation's arrays or the seed's COPY.
 */
export function doubleText(value: number): string {
  return Object.is(value, -0) ? '-0' : String(value);
}
