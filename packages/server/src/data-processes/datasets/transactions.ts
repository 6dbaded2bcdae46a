import { and, eq, inArray } from 'drizzle-orm';
import { transactionsTarget, type PlannedRow, type RowError, type StoredRecord } from '@portal/domain';
import { transactions } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { refreshValues } from '../../portfolios/operations/portfolio-values';
import { bookTransaction, type RecordTransactionWrite } from '../../portfolios/operations/record-transaction';
import type { DatasetHandler } from './handler';
import { locateAccounts, locatePortfolios } from './locate';

/**
 * Transactions are booked one by one through the portfolio's record-transaction operation (its
 * bookTransaction, with the cached values refreshed once per portfolio at the end), so each
 * moves its holding exactly as a transaction entered on the screen does (§4), a sale above the held
 * units is refused with the held number (§5), and the audit event is written. They are booked in
 * date order (the source's order within a date), so a feed listed newest first still buys before
 * it sells. Stored transactions are never rewritten: a booked one only ever matches (unchanged).
 */
export const transactionsHandler: DatasetHandler = {
  async resolve(tx, ctx, rows) {
    const withAccounts = await locateAccounts(tx, ctx.portalId, rows);
    const withPortfolios = await locatePortfolios(tx, withAccounts.rows);
    return { rows: withPortfolios.rows, errors: [...withAccounts.errors, ...withPortfolios.errors] };
  },

  async stored(tx, _ctx, rows) {
    const portfolioIds = [...new Set(rows.map((row) => row.values.portfolioId as string))];
    const dates = [...new Set(rows.map((row) => row.values.date as string))];
    if (portfolioIds.length === 0) return [];
    const found = await tx
      .select({
        id: transactions.id,
        accountId: transactions.accountId,
        portfolioId: transactions.portfolioId,
        date: transactions.date,
        type: transactions.type,
        symbol: transactions.symbol,
        amount: transactions.amount,
        price: transactions.price,
      })
      .from(transactions)
      .where(
        and(
          inArray(transactions.portfolioId, portfolioIds),
          inArray(transactions.date, dates),
          eq(transactions.active, true),
        ),
      );
    return found.map((row): StoredRecord => ({ id: row.id, key: transactionsTarget.key(row), values: row }));
  },

  async apply(tx, ctx, rows) {
    const errors: RowError[] = [];
    const creates = rows
      .filter((row) => row.action === 'create')
      .sort(
        (a, b) =>
          String(a.values.date).localeCompare(String(b.values.date)) || a.step - b.step || a.row - b.row,
      );
    const touched = new Map<string, { id: string; externalId: string }>();
    for (const row of creates) {
      const values = row.values as RecordTransactionWrite & {
        accountId: string;
        portfolioId: string;
        account: string;
      };
      const account = { id: values.accountId, externalId: values.account };
      try {
        await bookTransaction(
          tx,
          { viewer: ctx.viewer, account, portfolioId: values.portfolioId, today: ctx.today },
          values,
        );
        touched.set(values.portfolioId, account);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        errors.push(refusal(row, error));
      }
    }
    // The cached holding, portfolio and account values, once per portfolio rather than after every row.
    for (const [portfolioId, account] of touched) await refreshValues(tx, account, portfolioId, ctx.today);
    return errors;
  },
};

function refusal(row: PlannedRow, error: AppError): RowError {
  return {
    step: row.step,
    row: row.row,
    field: error.code === 'sale_above_units' ? 'amount' : '',
    key: error.messageKey,
    values: error.values ?? {},
  };
}
