import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { portfoliosTarget, type PlannedRow, type StoredRecord } from '@portal/domain';
import { auditEvents, portfolios } from '../../db/schema/index';
import type { DatasetHandler } from './handler';
import { locateAccounts } from './locate';

type PortfolioValues = Partial<typeof portfolios.$inferInsert>;

/** The portfolio columns a row gives (undefined = not given, left as stored). */
function columnsOf(row: PlannedRow, fields: readonly string[]): PortfolioValues {
  const values: Record<string, unknown> = {};
  for (const field of fields) if (row.values[field] !== undefined) values[field] = row.values[field];
  return values as PortfolioValues;
}

/**
 * Portfolios of the portal's accounts, matched on (account, external id): new ones are created
 * under their account, known ones get the fields that changed. Each write leaves an audit event
 * with the fields before and after.
 */
export const portfoliosHandler: DatasetHandler = {
  async resolve(tx, ctx, rows) {
    const located = await locateAccounts(tx, ctx.portalId, rows);
    return { rows: located.rows, errors: located.errors };
  },

  async stored(tx, _ctx, rows) {
    const accountIds = [...new Set(rows.map((row) => row.values.accountId as string))];
    if (accountIds.length === 0) return [];
    const found = await tx
      .select()
      .from(portfolios)
      .where(
        and(
          inArray(portfolios.accountId, accountIds),
          eq(portfolios.active, true),
          isNotNull(portfolios.externalId),
        ),
      );
    return found.map((row): StoredRecord => ({
      id: row.id,
      key: portfoliosTarget.key({ accountId: row.accountId, externalId: row.externalId }),
      values: row,
    }));
  },

  async apply(tx, ctx, rows) {
    for (const row of rows) {
      if (row.action === 'create') {
        const [created] = await tx
          .insert(portfolios)
          .values({
            ...columnsOf(row, portfoliosTarget.updatable),
            name: String(row.values.name),
            portalId: ctx.portalId,
            accountId: row.values.accountId as string,
            externalId: String(row.values.externalId),
            createdBy: ctx.viewer.userId,
          })
          .returning({ id: portfolios.id });
        await audit(tx, ctx, 'create', created!.id, row);
      } else if (row.action === 'update' && row.id) {
        const changed = columnsOf(
          row,
          row.changes.map((change) => change.field),
        );
        await tx
          .update(portfolios)
          .set({ ...changed, updatedAt: new Date(), updatedBy: ctx.viewer.userId })
          .where(eq(portfolios.id, row.id));
        await audit(tx, ctx, 'update', row.id, row);
      }
    }
    return [];
  },
};

async function audit(
  tx: Parameters<DatasetHandler['apply']>[0],
  ctx: Parameters<DatasetHandler['apply']>[1],
  action: string,
  id: string,
  row: PlannedRow,
) {
  await tx.insert(auditEvents).values({
    portalId: ctx.portalId,
    action,
    collection: 'portfolios',
    entityId: id,
    createdBy: ctx.viewer.userId,
    changes: Object.fromEntries(row.changes.map((change) => [change.field, [change.before, change.after]])),
  });
}
