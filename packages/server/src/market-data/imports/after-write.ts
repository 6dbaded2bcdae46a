import type { Database } from '../../db/client';
import type { MarketDataChange } from '../market-data-change';

/**
 * Called inside the write's database transaction once market data has changed (an import's run, a
 * manual correction), with what changed. This is the spot where revaluations are scheduled: a job
 * queued on the same transaction commits or rolls back with the data (issue 13 item 4).
 */
export type AfterMarketWrite = (tx: Database, change: MarketDataChange) => Promise<void>;

/** Who writes market data and why (kept in each change's audit event). */
export interface MarketWriter {
  userId: string;
  /** 'import' (a data process's run) or 'correction' (the admin screen). */
  source: 'import' | 'correction';
  /** A correction's reason; an import's process id. */
  reason?: string;
}
