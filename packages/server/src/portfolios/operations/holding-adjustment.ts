import { and, desc, eq, lte, min } from 'drizzle-orm';
import {
  MoneyDecimal,
  cashCurrencyOf,
  isPropertyHolding,
  quoteDivisor,
  settlementCurrency,
  type Decimal,
  type EngineTransaction,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { instrumentPrices, instruments, transactions } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { markForRevaluation } from '../../valuations/revaluation-marks';
import type { EditTarget } from './record-transaction';
import { tracksCashNow } from './cash-tracking';

/** A line of a holding as the books see it: what an edit moves. */
export interface AdjustedLine {
  symbol: string;
  name: string;
  /** Quote currency (GBX stays GBX). */
  currency: string;
  assetClass?: string | null;
  annualGrowth?: string | null;
  pricePoints?: readonly { date: string; value: string }[] | null;
  /** The price the form gave, used when no close is stored. */
  price?: string | null;
}

/**
 * The row that moves the books by `delta` units of a line on `date` (decision 49): units in
 * are a Purchase, units out a Sale, at `value` when stated (a new holding's purchase value), else
 * at the latest close on or before the date (the form's price without one), so the transfer is an
 * external flow at what the day values it. A cash line moves by a Contribution or Withdrawal.
 * Null when nothing moves, or for a property, which the daily engine does not value from trades.
 */
export async function adjustmentRow(
  tx: Database,
  line: AdjustedLine,
  delta: Decimal,
  date: string,
  value?: string | null,
): Promise<EngineTransaction | null> {
  if (delta.isZero() || !line.symbol) return null;
  if (
    isPropertyHolding({ ...line, units: '1', pricePoints: line.pricePoints ? [...line.pricePoints] : null })
  )
    return null;
  const units = delta.abs().toFixed();
  const cash = cashCurrencyOf(line.symbol);
  if (cash)
    return {
      date,
      type: delta.isPositive() ? 'Contribution' : 'Withdrawal',
      symbol: line.symbol,
      amount: units,
      currency: cash,
    };
  const close = await latestClose(tx, line.symbol, date);
  const price = close?.price ?? line.price ?? null;
  const currency = close?.currency ?? line.currency;
  if (!value && !price)
    throw new AppError(400, 'validation_error', 'errors.missing_price', { symbol: line.symbol, date });
  const consideration =
    value ??
    delta
      .abs()
      .times(price!)
      .dividedBy(quoteDivisor(currency))
      .toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP)
      .toFixed(2);
  return {
    date,
    type: delta.isPositive() ? 'Purchase' : 'Sale',
    symbol: line.symbol,
    amount: units,
    units,
    price,
    value: consideration,
    currency,
  };
}

async function latestClose(tx: Database, symbol: string, date: string) {
  const [row] = await tx
    .select({ price: instrumentPrices.price, currency: instrumentPrices.currency })
    .from(instrumentPrices)
    .innerJoin(instruments, eq(instruments.id, instrumentPrices.instrumentId))
    .where(and(eq(instruments.symbol, symbol), lte(instrumentPrices.date, date)))
    .orderBy(desc(instrumentPrices.date))
    .limit(1);
  return row ? { price: String(row.price), currency: row.currency } : undefined;
}

/**
 * Books a hand edit's rows (decision 49) in the edit's transaction and marks the portfolio for
 * revaluation from their date. A transfer of units is not paid from the portfolio's cash: where the
 * engine takes trades from cash, a purchase comes with a contribution of its consideration and a
 * sale with a withdrawal of its proceeds, so cash is unchanged and the flow is the transfer's value.
 * A cash-line edit that starts cash tracking changes every earlier day: marked from the first one.
 */
export async function bookAdjustments(
  tx: Database,
  target: EditTarget,
  portfolio: { id: string; portalId: string },
  rows: readonly { row: EngineTransaction; name: string; holdingId: string | null }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const tracked = await tracksCashNow(tx, portfolio.id);
  const booked: { row: EngineTransaction; name: string; holdingId: string | null }[] = [];
  for (const entry of rows) {
    const { row } = entry;
    const trade = row.type === 'Purchase' || row.type === 'Sale';
    const cashLeg = (type: string) => ({
      row: {
        date: row.date,
        type,
        symbol: `CASH.${settlementCurrency(row.currency!)}`,
        amount: row.value!,
        currency: settlementCurrency(row.currency!),
      },
      name: entry.name,
      holdingId: null,
    });
    if (trade && tracked && row.type === 'Purchase') booked.push(cashLeg('Contribution'), entry);
    else if (trade && tracked) booked.push(entry, cashLeg('Withdrawal'));
    else booked.push(entry);
  }
  const start = Date.now();
  const ids = await tx
    .insert(transactions)
    .values(
      booked.map(({ row, name, holdingId }, n) => ({
        // One transaction's now() is one instant: the order of the rows within their day is kept apart.
        createdAt: new Date(start + n),
        portalId: portfolio.portalId,
        accountId: target.account.id,
        portfolioId: portfolio.id,
        parentId: holdingId,
        name,
        symbol: row.symbol,
        type: row.type,
        date: row.date,
        settleDate: row.date,
        amount: row.amount,
        units: row.units ?? null,
        price: row.price ?? null,
        value: row.value ?? null,
        currency: row.currency ?? null,
        createdBy: target.viewer.userId,
      })),
    )
    .returning({ id: transactions.id });
  let from = booked.map((b) => b.row.date).reduce((a, b) => (a < b ? a : b));
  const startsTracking =
    !tracked && booked.some((b) => b.row.type === 'Contribution' || b.row.type === 'Withdrawal');
  if (startsTracking) {
    const [first] = await tx
      .select({ date: min(transactions.date) })
      .from(transactions)
      .where(and(eq(transactions.portfolioId, portfolio.id), eq(transactions.active, true)));
    if (first?.date && first.date < from) from = first.date;
  }
  await markForRevaluation(tx, [portfolio.id], from);
  return ids.map((r) => r.id);
}
