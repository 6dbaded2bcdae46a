import { auditEvents } from '../../db/schema/index';
import type { Database } from '../../db/client';
import type { MarketWriter } from './after-write';

/** One stored market figure that a write added (`before` null) or changed. */
export interface MarketAuditEntry {
  id: string;
  field: 'price' | 'rate' | 'value';
  before: string | null;
  after: string;
}

const AUDIT_CHUNK = 1000;

/**
 * The audit trail of a market-data write: one event per close, rate or level added or changed, with
 * the value before and after, who, and the source (and a correction's reason). Market data has no
 * portal, so neither have these events. Inserted in chunks of a thousand rows (one statement each).
 */
export async function auditMarketWrites(
  tx: Database,
  collection: 'instrument-prices' | 'fx-rates' | 'benchmark-values',
  writer: MarketWriter,
  entries: readonly MarketAuditEntry[],
): Promise<void> {
  const rows = entries.map((entry) => ({
    portalId: null,
    action: writer.source === 'correction' ? 'correct' : entry.before === null ? 'create' : 'update',
    collection,
    entityId: entry.id,
    createdBy: writer.userId,
    changes: {
      [entry.field]: [entry.before, entry.after] as [unknown, unknown],
      source: [null, writer.source] as [unknown, unknown],
      ...(writer.reason ? { reason: [null, writer.reason] as [unknown, unknown] } : {}),
    },
  }));
  for (let start = 0; start < rows.length; start += AUDIT_CHUNK)
    await tx.insert(auditEvents).values(rows.slice(start, start + AUDIT_CHUNK));
}
