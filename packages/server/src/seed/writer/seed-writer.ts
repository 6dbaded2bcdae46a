import type { PgTable } from 'drizzle-orm/pg-core';
import type { CopyTable, InsertRow } from './copy-table';

/** Moves one batch of COPY text (UTF-8 chunks, in order) into one table. PostgreSQL and PGlite. */
export interface CopyTransport {
  /** Copies `rows` rows, the concatenation of `chunks`, into the table. */
  copy(table: CopyTable, chunks: Uint8Array[], rows: number): Promise<void>;
}

/** Bytes per chunk a table's rows are encoded into. */
const CHUNK_BYTES = 256 * 1024;

/**
 * One table's rows waiting for the next flush, as UTF-8 bytes. Encoding each line into a buffer
 * right away (instead of joining strings) keeps the batch off the JavaScript heap: less garbage to
 * collect, and chunks can move between threads without a copy.
 */
class TableBuffer {
  chunks: Uint8Array[] = [];
  rows = 0;
  private current: Buffer = Buffer.alloc(0);
  private used = 0;

  constructor(readonly table: CopyTable) {}

  /** Appends a line; returns the bytes written. */
  write(line: string): number {
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
    if (this.used + line.length * 3 > this.current.length) {
      this.seal();
      this.current = Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, line.length * 3));
    }
    const written = this.current.write(line, this.used, 'utf8');
    this.used += written;
    this.rows++;
    return written;
  }

  /** Appends bytes serialised elsewhere (a worker's chunk). */
  append(chunk: Uint8Array, rows: number): void {
    this.seal();
    this.chunks.push(chunk);
    this.rows += rows;
  }

  /** The buffered rows, leaving the buffer empty. */
  take(): { chunks: Uint8Array[]; rows: number } {
    this.seal();
    const taken = { chunks: this.chunks, rows: this.rows };
    this.chunks = [];
    this.rows = 0;
    return taken;
  }

  /**
   * Ends the current chunk. Each chunk owns its memory (never a slice of a shared one), so it can be
   * transferred to another thread; the next write allocates a fresh one.
   */
  private seal(): void {
    if (this.used > 0) this.chunks.push(this.current.subarray(0, this.used));
    this.current = Buffer.alloc(0);
    this.used = 0;
  }
}

/**
 * Collects generated rows per table as COPY text and flushes them in batches. A flush writes every
 * table in the given order (parents before children), so foreign keys hold after each batch and
 * rows are never held back longer than one batch: memory stays at about two batches however large
 * the seed. The next batch is generated while the previous one is being copied.
 */
export class SeedWriter {
  private readonly buffers = new Map<PgTable, TableBuffer>();
  private readonly byName = new Map<string, TableBuffer>();
  private readonly counts = new Map<string, number>();
  private pendingBytes = 0;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly transport: CopyTransport,
    /** Every table the seed writes, parents first. */
    private readonly order: readonly CopyTable[],
    private readonly batchBytes = 4 * 1024 * 1024,
  ) {
    for (const table of order) {
      const buffer = new TableBuffer(table);
      this.buffers.set(table.table, buffer);
      this.byName.set(table.name, buffer);
      this.counts.set(table.name, 0);
    }
  }

  add<T extends PgTable>(table: T, row: InsertRow<T>): void {
    const buffer = this.buffers.get(table);
    if (!buffer) throw new Error('The seed writer does not know this table; add it to SEED_TABLES.');
    const copy = buffer.table as CopyTable<T>;
    // One row per table and batch is checked: cheap, and catches a generator filling a column
    // that the table's column list leaves out.
    if (buffer.rows === 0) copy.check(row);
    this.pendingBytes += buffer.write(copy.line(row));
  }

  addAll<T extends PgTable>(table: T, rows: Iterable<InsertRow<T>>): void {
    for (const row of rows) this.add(table, row);
  }

  /** Adds rows already serialised as COPY text (by a worker thread) to a table, by SQL name. */
  addChunks(tableName: string, chunks: Uint8Array[], rows: number): void {
    const buffer = this.byName.get(tableName);
    if (!buffer) throw new Error(`The seed writer does not know the table ${tableName}.`);
    for (const chunk of chunks) {
      buffer.append(chunk, 0);
      this.pendingBytes += chunk.byteLength;
    }
    buffer.rows += rows;
  }

  /** Starts a flush when a batch is full; waits only for the flush before it (backpressure). */
  async checkpoint(): Promise<void> {
    if (this.pendingBytes < this.batchBytes) return;
    await this.inFlight;
    this.inFlight = this.flushBuffered();
  }

  /** Writes everything still buffered and waits for it. */
  async finish(): Promise<void> {
    await this.inFlight;
    this.inFlight = this.flushBuffered();
    await this.inFlight;
  }

  /** Rows written per table (SQL table name) so far, including buffered ones. */
  rowCounts(): Record<string, number> {
    const result: Record<string, number> = {};
    for (const [name, count] of this.counts) result[name] = count;
    for (const { table, rows } of this.buffers.values()) result[table.name]! += rows;
    return result;
  }

  private flushBuffered(): Promise<void> {
    const batch: { table: CopyTable; chunks: Uint8Array[]; rows: number }[] = [];
    for (const table of this.order) {
      const buffer = this.buffers.get(table.table)!;
      if (buffer.rows === 0) continue;
      const { chunks, rows } = buffer.take();
      batch.push({ table, chunks, rows });
      this.counts.set(table.name, this.counts.get(table.name)! + rows);
    }
    this.pendingBytes = 0;
    const flushing = (async () => {
      for (const { table, chunks, rows } of batch) await this.transport.copy(table, chunks, rows);
    })();
    // Marked handled here; the error still surfaces at the next checkpoint() or finish().
    flushing.catch(() => undefined);
    return flushing;
  }
}
