import { and, eq, sql } from 'drizzle-orm';
import type { recordTransactionSchema } from '@portal/domain';
import {
  EngineError,
  FxBook,
  MoneyDecimal,
  cashOfTrades,
  cashSymbol,
  isPropertyHolding,
  portfolioBook,
  propertyValue,
  settlementCurrency,
  tracksCash,
  type EngineTransaction,
  type Viewer,
} from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditEvents, holdings, instruments, portfolios, transactions } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { rowsOf } from '../../providers/database/market';
import { markFrom } from '../../valuations/revaluation-marks';
import { refreshValues } from './portfolio-values';
import { keepSoldProperty, propertyOfRow, valuationInputs } from '../../valuations/valuation-inputs';
import { tradeDateFx } from './trade-date-rate';
import { tracksCashSql } from './cash-tracking';

export type RecordTransactionWrite = z.output<typeof recordTransactionSchema>;

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
 * Books a transaction and its effect on the holdings (§4) in one database transaction: a purchase adds
 * units and cost to the holding of its symbol (created when there is none), a sale removes units and
 * the sold share of the pooled cost, a holding at 0 units is deleted. Cash follows the portfolio's
 * cash rule (the domain's portfolioBook, the one the daily engine values with), so that the holdings
 * and the valued series agree: every row's cash moves the CASH.<base> line, converted on its date;
 * contributions, dividends and interest add to it, withdrawals and fees take from it, and once the
 * portfolio has a contribution or withdrawal, purchases take from it and sales add to it (the first
 * such row also takes every earlier trade from it). Beside the cost in the settlement currency, the
 * holding keeps its cost in the portfolio currency (cost_base, decision 44). A sale above the held
 * units, or a withdrawal above the cash, is refused with the held number and nothing is written. The
 * portfolio, holding and account values are refreshed and an audit event recorded in the same transaction.
 */
export async function recordTransaction(
  db: Database,
  target: EditTarget,
  input: RecordTransactionWrite,
  /** Runs last in the booking's transaction (the route queues the revaluation job there). */
  alsoInTransaction?: (tx: Database, portfolio: { id: string; portalId: string }) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const { portfolio, ...booked } = await bookIn(tx, target, input);
    const value = await refreshValues(tx, target.account, target.portfolioId, target.today);
    await alsoInTransaction?.(tx, portfolio);
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
    const { transactionId, holding, deleted } = await bookIn(tx, target, input);
    return { transactionId, holding, deleted };
  });
}

/**
 * The portfolio row locked, marked for revaluation from `from` and whether its books keep cash
 * (tracksCashNow), in one statement: the UPDATE takes the row lock an edit takes first (lockPortfolio)
 * and the mark, like everything the booking writes, is rolled back if the booking is refused.
 */
async function lockAndMark(tx: Database, target: EditTarget, from: string) {
  const [row] = await tx
    .update(portfolios)
    .set(markFrom(from))
    .where(
      and(
        eq(portfolios.id, target.portfolioId),
        eq(portfolios.accountId, target.account.id),
        eq(portfolios.active, true),
      ),
    )
    .returning({
      id: portfolios.id,
      portalId: portfolios.portalId,
      currency: portfolios.currency,
      tracksCash: tracksCashSql(portfolios.id),
    });
  if (!row) throw new AppError(404, 'not_found', 'errors.not_found');
  return row;
}

/** bookTransaction inside the caller's transaction (no savepoint: a round trip each way fewer). */
async function bookIn(tx: Database, target: EditTarget, input: RecordTransactionWrite) {
  const date = input.date ?? target.today;
  // The daily series from this date on no longer agrees with the books: re-valued by a job.
  const portfolio = await lockAndMark(tx, target, date);
  const base = portfolio.currency ?? 'GBP';
  const trade = input.type === 'Purchase' || input.type === 'Sale';
  const cashLine = cashSymbol(base);
  const holding = trade ? await activeHolding(tx, portfolio.id, input.symbol) : undefined;
  const cash = await activeHolding(tx, portfolio.id, cashLine);
  const before = holding ? new MoneyDecimal(holding.units).toFixed() : '0';
  const cashBefore = cash ? new MoneyDecimal(cash.units).toFixed() : '0';
  const wasTracked = portfolio.tracksCash;
  const tracked = wasTracked || tracksCash([input]);

  // The row exactly as it is stored and as the engine will read it back (valuation-inputs.ts).
  const currency = trade ? (input.currency ?? holding?.currency ?? base) : (input.currency ?? null);
  const row: EngineTransaction = {
    date,
    type: input.type,
    symbol: input.symbol,
    amount: input.amount,
    units: trade ? input.amount : null,
    price: input.price ?? (trade ? heldPrice(holding, date) : null),
    value: input.value ?? null,
    currency,
    localCcyAmount: input.localCcyAmount ?? null,
    fee: input.fee ?? null,
  };
  const settle = settlementCurrency(currency ?? base);
  const fx = await tradeDateFx(tx, settle, base, date);
  // The cost base at the trade date's unrounded rate (decision 44), as before.
  const book = portfolioBook(base, tracked, fx, (c, d) => fx.rateOn(c, base, d)?.toFixed());
  let earlierTrades = '0';
  try {
    if (holding) {
      book.hold({
        symbol: input.symbol,
        units: before,
        cost: new MoneyDecimal(holding.cost ?? '0').toFixed(),
        costBase: holding.costBase === null ? null : new MoneyDecimal(holding.costBase).toFixed(),
        currency: holding.currency ?? settle,
        openedOn: holding.purchaseDate ?? date,
      });
    }
    book.holdCash(base, cashBefore);
    book.apply(row);
    if (tracked && !wasTracked) {
      const all = await valuationInputs(tx, portfolio.id, base, null, target.today, target.today);
      earlierTrades = cashOfTrades(all.transactions, base, new FxBook(all.fx));
    }
  } catch (error) {
    if (error instanceof EngineError && error.key === 'errors.sale_above_units') throw saleAboveUnits(before);
    if (error instanceof EngineError) throw new AppError(400, 'validation_error', error.key, error.params);
    throw error;
  }
  const cashAfter = new MoneyDecimal(book.cashIn(base)).plus(earlierTrades);
  if (input.type === 'Withdrawal' && cashAfter.lt(0)) throw saleAboveUnits(cashBefore);
  const changes: Record<string, [string, string]> = {};

  let holdingId: string | null = null;
  let deleted = false;
  let written: { units: string; cost: string } = { units: '0', cost: '0' };
  if (trade) {
    const line = book.snapshot().holdings.find((h) => h.symbol === input.symbol);
    written = { units: line?.units ?? '0', cost: line?.cost ?? '0' };
    const stored = await writeLine(tx, target, portfolio, holding, {
      symbol: input.symbol,
      units: written.units,
      cost: written.cost,
      costBase: line?.costBase ?? null,
      date,
      price: input.price ?? null,
      create: async () => {
        const [instrument] = await tx
          .select()
          .from(instruments)
          .where(eq(instruments.symbol, input.symbol))
          .limit(1);
        return {
          instrumentId: instrument?.id ?? null,
          name: instrument?.name ?? input.name,
          currency: input.currency ?? instrument?.currency ?? base,
          region: input.region ?? instrument?.region ?? null,
          assetClass: input.assetclass ?? instrument?.assetClass ?? null,
          sector: instrument?.sector ?? null,
          type: instrument?.type ?? null,
          price: input.price ?? null,
          isin: instrument?.isin ?? null,
          sedol: instrument?.sedol ?? null,
        };
      },
    });
    holdingId = stored.id;
    deleted = stored.deleted;
    changes[`holdings.${input.symbol}.units`] = [before, deleted ? '0' : written.units];
  }
  const cashUnits = cashAfter.toFixed();
  if (!cashAfter.equals(cashBefore)) {
    const stored = await writeLine(tx, target, portfolio, cash, {
      symbol: cashLine,
      units: cashUnits,
      cost: cashUnits,
      costBase: cashUnits,
      date,
      price: null,
      create: async () => ({
        name: cashLine,
        currency: base,
        assetClass: 'Cash',
        type: 'Cash',
        price: '1',
      }),
    });
    changes[`holdings.${cashLine}.units`] = [cashBefore, stored.deleted ? '0' : cashUnits];
    if (!trade) {
      holdingId = stored.id;
      deleted = stored.deleted;
      written = { units: cashUnits, cost: cashUnits };
    }
  } else if (!trade && cash) {
    holdingId = cash.id;
    written = { units: cashBefore, cost: cashBefore };
  }

  const booking = tx
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
      units: row.units ?? null,
      price: row.price ?? null,
      value: input.value ?? null,
      localCcyAmount: input.localCcyAmount ?? null,
      currency: row.currency ?? null,
      fee: input.fee ?? null,
      assetClass: input.assetclass ?? null,
      region: input.region ?? null,
      security: input.security ?? null,
      fundName: input.fundName ?? null,
      balance: input.balance ?? null,
      createdBy: target.viewer.userId,
    })
    .returning({ id: transactions.id });
  const audit = tx
    .insert(auditEvents)
    .values({
      portalId: portfolio.portalId,
      action: 'create',
      collection: 'transactions',
      entityId: sql`(select id::text from booked)`,
      createdBy: target.viewer.userId,
      changes,
    })
    .returning({ entityId: auditEvents.entityId });
  // The transaction and its audit row in one statement: a round trip fewer (decision 125); its raw
  // row names the column as the table does.
  const [booked] = await rowsOf<{ entity_id: string }>(
    tx,
    sql`with booked as (${booking.getSQL()}) ${audit.getSQL()}`,
  );
  const symbol = trade ? input.symbol : cashLine;
  return {
    portfolio: { id: portfolio.id, portalId: portfolio.portalId },
    transactionId: booked!.entity_id,
    holding: deleted || !holdingId ? null : { id: holdingId, symbol, ...written },
    deleted,
  };
}

/**
 * The price a trade without one is booked at: a direct property's own value on the day (growth or
 * price points, 1 unit: what the daily engine and the holdings list value it at, so selling it
 * moves no figure but the flow), else the holding's stored price.
 */
function heldPrice(holding: typeof holdings.$inferSelect | undefined, date: string): string | null {
  if (!holding) return null;
  const property = propertyOfRow(holding);
  if (isPropertyHolding(property)) {
    const own = propertyValue(property, date);
    if (own) return own.value.toFixed();
  }
  return holding.price;
}

/** The active holding of a symbol in a portfolio, locked with the portfolio's edit. */
async function activeHolding(tx: Database, portfolioId: string, symbol: string) {
  const [row] = await tx
    .select()
    .from(holdings)
    .where(and(eq(holdings.portfolioId, portfolioId), eq(holdings.symbol, symbol), eq(holdings.active, true)))
    .for('update');
  return row;
}

interface LineWrite {
  symbol: string;
  units: string;
  cost: string;
  costBase: string | null;
  date: string;
  price: string | null;
  /** The fields of a new row beside the books' figures. */
  create: () => Promise<Partial<typeof holdings.$inferInsert> & { name: string }>;
}

/**
 * Writes a line's booked figures: deleted at 0 units (a property's valuation data kept, decision
 * 101), updated, or created.
 */
async function writeLine(
  tx: Database,
  target: EditTarget,
  portfolio: { id: string; portalId: string },
  holding: typeof holdings.$inferSelect | undefined,
  line: LineWrite,
): Promise<{ id: string | null; deleted: boolean }> {
  if (new MoneyDecimal(line.units).isZero()) {
    if (holding) {
      await keepSoldProperty(tx, holding, line.date);
      await tx.delete(holdings).where(eq(holdings.id, holding.id));
    }
    return { id: holding?.id ?? null, deleted: holding !== undefined };
  }
  if (holding) {
    await tx
      .update(holdings)
      .set({
        units: line.units,
        cost: line.cost,
        costBase: line.costBase,
        ...(line.price ? { price: line.price } : {}),
        updatedAt: new Date(),
        updatedBy: target.viewer.userId,
      })
      .where(eq(holdings.id, holding.id));
    return { id: holding.id, deleted: false };
  }
  const [created] = await tx
    .insert(holdings)
    .values({
      ...(await line.create()),
      portalId: portfolio.portalId,
      portfolioId: portfolio.id,
      parentId: portfolio.id,
      symbol: line.symbol,
      units: line.units,
      cost: line.cost,
      costBase: line.costBase,
      purchaseDate: line.date,
      purchaseValue: line.cost,
      createdBy: target.viewer.userId,
    })
    .returning({ id: holdings.id });
  return { id: created!.id, deleted: false };
}
