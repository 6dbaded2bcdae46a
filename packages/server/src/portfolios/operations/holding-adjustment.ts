import { and, desc, eq, lte, min, sql } from 'drizzle-orm';
import {
  MoneyDecimal,
  cashCurrencyOf,
  isPropertyHolding,
  propertyValue,
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
  /** A property's growth compounds from these (spec §3). */
  purchaseDate?: string | null;
  purchaseValue?: string | null;
  /** The price the form gave, used when no close is stored. */
  price?: string | null;
}

/**
 * The row that moves the books by `delta` units of a line on `date` (decision 49): units in
 * are a Purchase, units out a Sale, at `value` when stated (a new holding's purchase value), else
 * at the latest close on or before the date (the form's price without one), so the transfer is an
 * external flow at what the day values it. A direct property's "close" is its own value that day
 * (propertyValue: growth or price points, as the daily engine values it; 1 unit, §3). A line of
 * cash in the portfolio's currency moves by a Contribution or Withdrawal (it is the books' cash);
 * one in another currency is bought or sold at 1 like the seed's cash line, so the engine holds it
 * as that line, valued at each day's rate as the holdings list values it (decision 51 held such a
 * Contribution's cash converted on its date instead). Null when nothing moves.
 */
export async function adjustmentRow(
  tx: Database,
  line: AdjustedLine,
  delta: Decimal,
  date: string,
  books: { portfolioId: string; base: string },
  value?: string | null,
): Promise<EngineTransaction | null> {
  if (delta.isZero() || !line.symbol) return null;
  const units = delta.abs().toFixed();
  const cash = cashCurrencyOf(line.symbol);
  // A foreign cash line stored before its books held it as a line (decision 98's "left alone")
  // is still reduced as cash: a sale of units the books do not hold would fail every revaluation.
  const asCash =
    cash === books.base ||
    (cash !== undefined &&
      delta.isNegative() &&
      (await tradedUnits(tx, books.portfolioId, line.symbol)).lt(delta.abs()));
  if (cash && asCash)
    return {
      date,
      type: delta.isPositive() ? 'Contribution' : 'Withdrawal',
      symbol: line.symbol,
      amount: units,
      currency: cash,
    };
  const close = cash
    ? { price: '1', currency: cash }
    : isPropertyHolding(line)
      ? propertyClose(line, date)
      : await latestClose(tx, line.symbol, date);
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

/** A property's own value on the date as its price (its whole value: 1 unit), in its currency; undefined when its data gives none. */
function propertyClose(line: AdjustedLine, date: string) {
  const found = propertyValue(
    { ...line, pricePoints: line.pricePoints ? [...line.pricePoints] : null },
    date,
  );
  return found ? { price: found.value.toFixed(), currency: line.currency } : undefined;
}

/** The units of a symbol the portfolio's books hold: its purchases less its sales. */
async function tradedUnits(tx: Database, portfolioId: string, symbol: string): Promise<Decimal> {
  const [row] = await tx
    .select({
      units: sql<string>`coalesce(sum(case when ${transactions.type} = 'Purchase' then ${transactions.units}
                                            when ${transactions.type} = 'Sale' then -${transactions.units} end), 0)::text`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.portfolioId, portfolioId),
        eq(transactions.symbol, symbol),
        eq(transactions.active, true),
      ),
    );
  return new MoneyDecimal(row?.units ?? '0');
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
