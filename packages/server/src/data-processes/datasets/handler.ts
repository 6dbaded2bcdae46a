import type { PlannedRow, RowError, StoredRecord, ValidRow, Viewer } from '@portal/domain';
import type { Database } from '../../db/client';
import type { MarketDataChange } from '../../market-data/market-data-change';

/**
 * Who imports, into which portal, today's date (a transaction's default settle date; no close may
 * be dated after it), and the market data the import's steps changed so far (filled by the
 * market-data targets' apply).
 */
export interface ImportContext {
  viewer: Viewer;
  portalId: string;
  today: string;
  change: MarketDataChange;
}

/**
 * What the server does for one import target, around the domain's pure plan: place the rows in the
 * portal (their account and portfolio), read the stored records they may match, and write the
 * planned creates and updates. Everything runs on the import's transaction.
 */
export interface DatasetHandler {
  /** The rows with `accountId` (and `portfolioId`) set; rows that cannot be placed are errors. */
  resolve(
    tx: Database,
    ctx: ImportContext,
    rows: ValidRow[],
  ): Promise<{ rows: ValidRow[]; errors: RowError[] }>;
  /** The stored records the resolved rows may match, keyed like the target's rows. */
  stored(tx: Database, ctx: ImportContext, rows: ValidRow[]): Promise<StoredRecord[]>;
  /** Writes the creates and updates; a row its business rules refuse is returned, not thrown. */
  apply(tx: Database, ctx: ImportContext, rows: PlannedRow[]): Promise<RowError[]>;
}
