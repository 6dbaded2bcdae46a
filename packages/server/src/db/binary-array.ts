/**
 * One-dimensional PostgreSQL arrays in the binary wire format (array_recv), for a parameter cast
 * to the array's type (`$1::float8[]`). PGlite and node-postgres both send a Buffer parameter as
 * binary, so the server reads the values as they are instead of parsing their texts: a double's
 * eight bytes (its bits, so a growth continues exactly, -0 and all), a date's day number, a uuid's
 * sixteen bytes. Parsing the texts of a backdated revaluation's 1,306 days was most of its write's
 * bind (decision 131).
 */
const FLOAT8 = 701;
const DATE = 1082;
const UUID = 2950;

/** Days from 1970-01-01 to PostgreSQL's epoch, 2000-01-01. */
const POSTGRES_EPOCH_DAYS = 10_957;
const DAY_MS = 86_400_000;

/** The header (one dimension, no lower bound but 1) and room for `n` elements of `size` bytes. */
function arrayBuffer(n: number, size: number, oid: number, hasNull: boolean): Buffer {
  const out = Buffer.allocUnsafe(20 + n * (4 + size));
  out.writeInt32BE(1, 0);
  out.writeInt32BE(hasNull ? 1 : 0, 4);
  out.writeInt32BE(oid, 8);
  out.writeInt32BE(n, 12);
  out.writeInt32BE(1, 16);
  return out;
}

/** A float8[] of the doubles as they are (null elements allowed). */
export function float8Array(values: readonly (number | null)[]): Buffer {
  const out = arrayBuffer(values.length, 8, FLOAT8, values.includes(null));
  let at = 20;
  for (const value of values) {
    if (value === null) {
      out.writeInt32BE(-1, at);
      at += 4;
      continue;
    }
    out.writeInt32BE(8, at);
    out.writeDoubleBE(value, at + 4);
    at += 12;
  }
  return out.subarray(0, at);
}

/** A date[] of `YYYY-MM-DD` days. */
export function dateArray(days: readonly string[]): Buffer {
  const out = arrayBuffer(days.length, 4, DATE, false);
  let at = 20;
  for (const day of days) {
    const ms = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
    out.writeInt32BE(4, at);
    out.writeInt32BE(ms / DAY_MS - POSTGRES_EPOCH_DAYS, at + 4);
    at += 8;
  }
  return out;
}

/** A uuid[] of uuids in their text form. */
export function uuidArray(ids: readonly string[]): Buffer {
  const out = arrayBuffer(ids.length, 16, UUID, false);
  let at = 20;
  const bytes = new Map<string, Buffer>();
  for (const id of ids) {
    let raw = bytes.get(id);
    if (!raw) {
      raw = Buffer.from(id.replaceAll('-', ''), 'hex');
      if (raw.length !== 16) throw new Error(`not a uuid: ${id}`);
      bytes.set(id, raw);
    }
    out.writeInt32BE(16, at);
    raw.copy(out, at + 4);
    at += 20;
  }
  return out;
}
