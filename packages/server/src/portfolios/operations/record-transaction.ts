import { and, eq } from 'drizzle-orm';
import type { recordTransactionSchema } from '@portal/domain';
import {
  EngineError,
  HoldingsBook,
  MoneyDecimal,
  cashCurrencyOf,
  cashSymbol,
  settlementCurrency,
  type Viewer,
} from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditEvents, holdings, instruments, portfolios, transactions } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { markForRevaluation } from '../../valuations/revaluation-marks';
import { refreshValues } from './portfolio-values';
import { tradeDateRate } from './trade-date-rate';

export type RecordTransactionWrite = z.output<typeof recordTransactionSchema>;

const CASH_IN = new Set(['Contribution', 'Dividend', 'Interest']);

export interface EditTarget {
  viewer: Viewer;
  account: { id: string; externalId: string | null };
  portfolioId: string;
  today: string;
}

/** 'You only have that many units: {held}' (§5), on the amount field. */
export function saleAboveUnits(held: string): AppError {
  return new AppError(400, 'sale_above_units', 'errors.sale_above_units_held', { held });
}

/**
 * The portfolio row, locked until the transaction ends (SELECT … FOR UPDATE): every edit of a
 * portfolio's holdings takes this lock first, so two edits of one portfolio run one after the other
 * and the second sees the first's units (ASVS 2.3.4, 15.4.2: no sale can use units another sale took).
 */
export async function lockPortfolio(tx: Database, target: EditTarget) {
  const [row] = await tx
    .select({ id: portfolios.id, portalId: portfolios.portalId, currency: portfolios.currency })
    .from(portfolios)
    .where(
      and(
        eq(portfolios.id, target.portfolioId),
        eq(portfolios.accountId, target.account.id),
        eq(portfolios.active, true),
      ),
    )
    .for('update');
  if (!row) throw new AppError(404, 'not_found', 'errors.not_found');
  return row;
}

/**
 * Books a transaction and its effect on the holding (§4) in one database transaction: a purchase adds
 * units and cost to the holding of its symbol (created when there is none), a sale removes units and
 * the sold share of the pooled cost (the engine's HoldingsBook, the same rules as every replay), a
 * holding at 0 units is deleted; contributions, dividends and interest add to the portfolio's cash
 * line (CASH.<ccy>), withdrawals take from it. Beside the cost in the settlement currency, the holding
 * keeps its cost in the portfolio currency (cost_base): a purchase adds its localCcyAmount, else its
 * consideration at the trade date's rate from fx_rates (unknown, null, without one); a sale takes the
 * sold share of both. A sale or withdrawal above the held units is refused
 * with the held number and nothing is written. The portfolio, holding and account values are
 * refreshed and an audit event recorded in the same transaction.
 */
export async function recordTransaction(db: Database, target: EditTarget, input: RecordTransactionWrite) {
  return db.transaction(async (tx) => {
    const booked = await bookTransaction(tx, target, input);
    const value = await refreshValues(tx, target.account, target.portfolioId, target.today);
    return { ...booked, portfolioValue: value };
  });
}

/**
 * recordTransaction without the refresh of the cached values: for a caller that books many
 * transactions of a portfolio in one transaction (the data designer's import) and then calls
 * refreshValues once for it, before that transaction ends.
 */
export async function bookTransaction(db: Database, target: EditTarget, input: RecordTransactionWrite) {
  return db.transaction(async (tx) => {
    const portfolio = await lockPortfolio(tx, target);
    const base = portfolio.currency ?? 'GBP';
    const trade = input.type === 'Purchase' || input.type === 'Sale';
    const symbol = trade
      ? input.symbol
      : cashSymbol(input.currency && input.currency !== 'GBX' ? input.currency : base);
    const [holding] = await tx
      .select()
      .from(holdings)
      .where(
        and(eq(holdings.portfolioId, portfolio.id), eq(holdings.symbol, symbol), eq(holdings.active, true)),
      )
      .for('update');
    const date = input.date ?? target.today;
    const before = holding ? new MoneyDecimal(holding.units).toFixed() : '0';

    // Every movement is a trade of the line in the engine's book: cash in buys the cash line at 1,
    // cash out sells it, so both costs (the settlement and the base currency) follow the same rules.
    const cashIn = CASH_IN.has(input.type);
    const buying = input.type === 'Purchase' || (!trade && cashIn);
    const currency = trade ? (input.currency ?? holding?.currency ?? base) : cashCurrencyOf(symbol)!;
    const rate =
      buying && !input.localCcyAmount
        ? await tradeDateRate(tx, settlementCurrency(currency), base, date)
        : undefined;
    const book = new HoldingsBook({ baseCurrency: base, tradesMoveCash: false, costRate: () => rate });
    try {
      if (holding) {
        book.hold({
          symbol,
          units: new MoneyDecimal(holding.units).toFixed(),
          cost: new MoneyDecimal(holding.cost ?? '0').toFixed(),
          costBase: holding.costBase === null ? null : new MoneyDecimal(holding.costBase).toFixed(),
          currency: holding.currency ?? currency,
          openedOn: holding.purchaseDate ?? date,
        });
      }
      book.apply({
        date,
        type: trade ? input.type : buying ? 'Purchase' : 'Sale',
        symbol,
        amount: input.amount,
        price: trade ? (input.price ?? holding?.price ?? null) : '1',
        value: trade ? (input.value ?? null) : input.amount,
        localCcyAmount: input.localCcyAmount ?? null,
        currency,
        fee: trade ? (input.fee ?? null) : null,
      });
    } catch (error) {
      if (error instanceof EngineError && error.key === 'errors.sale_above_units')
        throw saleAboveUnits(before);
      if (error instanceof EngineError) throw new AppError(400, 'validation_error', error.key, error.params);
      throw error;
    }
    const line = book.snapshot().holdings.find((h) => h.symbol === symbol);
    const units = line?.units ?? '0';
    const cost = line?.cost ?? '0';
    const costBase = line?.costBase ?? null;

    let holdingId: string | null = holding?.id ?? null;
    let deleted = false;
    if (new MoneyDecimal(units).isZero()) {
      if (holding) await tx.delete(holdings).where(eq(holdings.id, holding.id));
      deleted = holding !== undefined;
    } else if (holding) {
      await tx
        .update(holdings)
        .set({
          units,
          cost,
          costBase,
          ...(input.price ? { price: input.price } : {}),
          updatedAt: new Date(),
          updatedBy: target.viewer.userId,
        })
        .where(eq(holdings.id, holding.id));
    } else {
      const [instrument] = await tx.select().from(instruments).where(eq(instruments.symbol, symbol)).limit(1);
      const [created] = await tx
        .insert(holdings)
        .values({
          portalId: portfolio.portalId,
          portfolioId: portfolio.id,
          parentId: portfolio.id,
          instrumentId: instrument?.id ?? null,
          name: trade ? (instrument?.name ?? input.name) : symbol,
          symbol,
          units,
          cost,
          costBase,
          currency: trade ? (input.currency ?? instrument?.currency ?? base) : base,
          region: input.region ?? instrument?.region ?? null,
          assetClass: trade ? (input.assetclass ?? instrument?.assetClass ?? null) : 'Cash',
          sector: instrument?.sector ?? null,
          type: trade ? (instrument?.type ?? null) : 'Cash',
          price: trade ? (input.price ?? null) : '1',
          purchaseDate: date,
          purchaseValue: cost,
          isin: instrument?.isin ?? null,
          sedol: instrument?.sedol ?? null,
          createdBy: target.viewer.userId,
        })
        .returning({ id: holdings.id });
      holdingId = created!.id;
    }

    const [row] = await tx
      .insert(transactions)
      .values({
        portalId: portfolio.portalId,
        accountId: target.account.id,
        portfolioId: portfolio.id,
        parentId: holdingId,
        name: input.name,
        symbol: input.symbol,
        type: input.type,
        date,
        settleDate: date,
        amount: input.amount,
        units: trade ? input.amount : null,
        price: input.price ?? null,
        value: input.value ?? null,
        localCcyAmount: input.localCcyAmount ?? null,
        currency: input.currency ?? null,
        fee: input.fee ?? null,
        assetClass: input.assetclass ?? null,
        region: input.region ?? null,
        security: input.security ?? null,
        fundName: input.fundName ?? null,
        balance: input.balance ?? null,
        createdBy: target.viewer.userId,
      })
      .returning({ id: transactions.id });
    // The daily series from this date on no longer agrees with the books: re-valued by a job.
    await markForRevaluation(tx, [portfolio.id], date);
    await tx.insert(auditEvents).values({
      portalId: portfolio.portalId,
      action: 'create',
      collection: 'transactions',
      entityId: row!.id,
      createdBy: target.viewer.userId,
      changes: { [`holdings.${symbol}.units`]: [before, deleted ? '0' : units] },
    });
    return {
      transactionId: row!.id,
      holding: deleted || !holdingId ? null : { id: holdingId, symbol, units, cost },
      deleted,
    };
  });
}
