import { and, eq } from 'drizzle-orm';
import type { holdingEditSchema } from '@portal/domain';
import {
  HoldingsBook,
  MoneyDecimal,
  cashCurrencyOf,
  propertyChangedFrom,
  settlementCurrency,
  type Decimal,
  type EngineTransaction,
} from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditEvents, holdings, instruments } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { isUuid } from '../../http/paging';
import { adjustmentRow, bookAdjustments, type AdjustedLine } from './holding-adjustment';
import { lockPortfolio, type EditTarget } from './record-transaction';
import { refreshValues } from './portfolio-values';
import { tradeDateRate } from './trade-date-rate';
import { markForRevaluation } from '../../valuations/revaluation-marks';
import { keepSoldProperty, propertyOfRow } from '../../valuations/valuation-inputs';

export type HoldingEditWrite = z.output<typeof holdingEditSchema>;

const notFound = () => new AppError(404, 'not_found', 'errors.not_found');

function columnsOf(input: HoldingEditWrite) {
  const units = new MoneyDecimal(input.units);
  return {
    name: input.name,
    symbol: input.symbol,
    units: units.toFixed(),
    currency: input.currency ?? null,
    region: input.region ?? null,
    assetClass: input.assetclass ?? null,
    type: input.type ?? null,
    purchaseDate: input.date ?? null,
    purchaseValue: input.purchaseValue ?? null,
    price: input.price ?? null,
    annualGrowth: input.annual_growth ?? null,
    pricePoints: input.pricePoints ?? null,
  };
}

/**
 * A line's costs after a hand edit, through the engine's book like a booked trade (decision 49):
 * the stored line (when it stays the same symbol) with the edit's row applied; a stated purchase
 * value replaces the cost, at the purchase date's rate for the cost base (today without a date).
 * Null costs when neither a row nor a purchase value says anything.
 */
async function costsOf(
  tx: Database,
  input: HoldingEditWrite,
  currency: string,
  base: string,
  today: string,
  held: { units: string; cost: string | null; costBase: string | null; purchaseDate: string | null } | null,
  row: EngineTransaction | null,
): Promise<{ cost: string | null; costBase: string | null }> {
  const stated = input.purchaseValue ?? null;
  if (!stated && !row) return { cost: held?.cost ?? null, costBase: held?.costBase ?? null };
  const date = stated ? (input.date ?? today) : row!.date;
  const quote = row?.currency ?? currency;
  const rate = await tradeDateRate(tx, settlementCurrency(cashCurrencyOf(input.symbol) ?? quote), base, date);
  const book = new HoldingsBook({ baseCurrency: base, tradesMoveCash: false, costRate: () => rate });
  const symbol = input.symbol;
  if (stated) {
    book.apply({ date, type: 'Purchase', symbol, amount: '1', value: stated, currency: quote });
  } else {
    if (held && held.cost !== null)
      book.hold({
        symbol,
        units: new MoneyDecimal(held.units).toFixed(),
        cost: new MoneyDecimal(held.cost).toFixed(),
        costBase: held.costBase === null ? null : new MoneyDecimal(held.costBase).toFixed(),
        currency: quote,
        openedOn: held.purchaseDate ?? date,
      });
    // A cash line is its own cost: moved as a trade of the line at 1, as bookTransaction does.
    const trade = row!.type === 'Purchase' || row!.type === 'Sale';
    const line = trade
      ? row!
      : { ...row!, type: row!.type === 'Contribution' ? 'Purchase' : 'Sale', price: '1', value: row!.amount };
    if (line.type === 'Sale' && (!held || held.cost === null)) return { cost: null, costBase: null };
    book.apply(line);
  }
  const position = book.snapshot().holdings[0];
  return { cost: position?.cost ?? null, costBase: position?.costBase ?? null };
}

/** A holding's line as the books see it, from the edit's input or the stored row. */
function lineOf(
  input: HoldingEditWrite | null,
  stored: {
    symbol: string | null;
    name: string | null;
    currency: string | null;
    assetClass: string | null;
    annualGrowth: string | null;
    pricePoints: { date: string; value: string }[] | null;
    purchaseDate: string | null;
    purchaseValue: string | null;
    price: string | null;
  } | null,
  base: string,
): AdjustedLine {
  if (input)
    return {
      symbol: input.symbol,
      name: input.name,
      currency: input.currency ?? stored?.currency ?? base,
      assetClass: input.assetclass ?? null,
      annualGrowth: input.annual_growth ?? null,
      pricePoints: input.pricePoints ?? null,
      purchaseDate: input.date ?? null,
      purchaseValue: input.purchaseValue ?? null,
      price: input.price ?? stored?.price ?? null,
    };
  const symbol = stored!.symbol ?? '';
  return { ...stored!, symbol, name: stored!.name ?? symbol, currency: stored!.currency ?? base };
}

/** The day a hand edit is booked on: the stated purchase date for a new holding, never after today. */
const bookingDate = (date: string | null | undefined, today: string) => (date && date < today ? date : today);

async function audit(
  tx: Database,
  target: EditTarget,
  portalId: string,
  action: string,
  id: string,
  changes: Record<string, [unknown, unknown]>,
) {
  await tx.insert(auditEvents).values({
    portalId,
    action,
    collection: 'holdings',
    entityId: id,
    createdBy: target.viewer.userId,
    changes,
  });
}

/**
 * Adds a holding by hand (§3): booked as its purchase on its purchase date (decision 49), the
 * portfolio locked and marked for revaluation, the values refreshed, all in one transaction.
 */
export async function createHolding(db: Database, target: EditTarget, input: HoldingEditWrite) {
  return db.transaction(async (tx) => {
    const portfolio = await lockPortfolio(tx, target);
    const [instrument] = await tx
      .select({ id: instruments.id })
      .from(instruments)
      .where(eq(instruments.symbol, input.symbol))
      .limit(1);
    const base = portfolio.currency ?? 'GBP';
    const currency = input.currency ?? base;
    const line = lineOf(input, null, base);
    const row = await adjustmentRow(
      tx,
      line,
      new MoneyDecimal(input.units),
      bookingDate(input.date, target.today),
      { portfolioId: portfolio.id, base },
      input.purchaseValue ?? null,
    );
    const costs = await costsOf(tx, input, currency, base, target.today, null, row);
    const [created] = await tx
      .insert(holdings)
      .values({
        ...columnsOf(input),
        ...costs,
        currency,
        portalId: portfolio.portalId,
        portfolioId: portfolio.id,
        parentId: portfolio.id,
        instrumentId: instrument?.id ?? null,
        createdBy: target.viewer.userId,
      })
      .returning({ id: holdings.id });
    const booked = await bookAdjustments(
      tx,
      target,
      portfolio,
      row ? [{ row, name: line.name, holdingId: created!.id }] : [],
    );
    await audit(tx, target, portfolio.portalId, 'create', created!.id, {
      units: [null, input.units],
      ...(booked.length > 0 ? { transactions: [null, booked] } : {}),
    });
    const value = await refreshValues(tx, target.account, portfolio.id, target.today);
    return { id: created!.id, portfolioValue: value };
  });
}

async function lockHolding(tx: Database, portfolioId: string, holdingId: string) {
  if (!isUuid(holdingId)) throw notFound();
  const [row] = await tx
    .select({
      id: holdings.id,
      units: holdings.units,
      symbol: holdings.symbol,
      cost: holdings.cost,
      costBase: holdings.costBase,
      currency: holdings.currency,
      purchaseDate: holdings.purchaseDate,
      purchaseValue: holdings.purchaseValue,
      name: holdings.name,
      assetClass: holdings.assetClass,
      annualGrowth: holdings.annualGrowth,
      pricePoints: holdings.pricePoints,
      price: holdings.price,
    })
    .from(holdings)
    .where(and(eq(holdings.id, holdingId), eq(holdings.portfolioId, portfolioId), eq(holdings.active, true)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * The rows that take the books from the stored line to the edited one on `date`: the change of units
 * of the same symbol, or the old symbol out and the new one in when the symbol changed.
 */
async function editRows(
  tx: Database,
  portfolioId: string,
  before: Awaited<ReturnType<typeof lockHolding>>,
  input: HoldingEditWrite | null,
  base: string,
  date: string,
) {
  const old = lineOf(null, before, base);
  const rows: { row: EngineTransaction; name: string; holdingId: string | null }[] = [];
  const push = async (line: AdjustedLine, delta: Decimal) => {
    const row = await adjustmentRow(tx, line, delta, date, { portfolioId, base });
    if (row) rows.push({ row, name: line.name, holdingId: before.id });
  };
  const held = new MoneyDecimal(before.units);
  if (input === null) await push(old, held.negated());
  else if (input.symbol === before.symbol)
    await push(lineOf(input, before, base), new MoneyDecimal(input.units).minus(held));
  else {
    await push(old, held.negated());
    await push(lineOf(input, before, base), new MoneyDecimal(input.units));
  }
  return rows;
}

/**
 * A direct property's growth, price points, purchase or currency edited (the same symbol): the
 * daily engine values it from them (decision 43, mended), so the portfolio is re-valued from the
 * first day they value differently; a day after today changes nothing valued yet.
 */
async function markPropertyChange(
  tx: Database,
  portfolioId: string,
  before: Awaited<ReturnType<typeof lockHolding>>,
  input: HoldingEditWrite,
  base: string,
  today: string,
) {
  if (input.symbol !== before.symbol) return;
  const after = { ...columnsOf(input), currency: input.currency ?? base };
  const from = propertyChangedFrom(propertyOfRow(before), propertyOfRow(after));
  if (from !== null && from <= today) await markForRevaluation(tx, [portfolioId], from);
}

/** Deletes a holding row, a property's valuation data kept for the days it was held (decision 105). */
async function deleteLine(
  tx: Database,
  portfolio: { id: string; portalId: string },
  before: Awaited<ReturnType<typeof lockHolding>>,
  soldOn: string,
) {
  await keepSoldProperty(tx, { ...before, portalId: portfolio.portalId, portfolioId: portfolio.id }, soldOn);
  await tx.delete(holdings).where(eq(holdings.id, before.id));
}

/**
 * Replaces a holding's fields ('Updated holding'); units of 0 delete it (§4). A change of units is
 * booked on the day of the edit as a transfer in or out (decision 49) and moves the cost as a trade
 * would; a stated purchase value replaces the cost, at the purchase date's rate for the cost base.
 */
export async function updateHolding(
  db: Database,
  target: EditTarget,
  holdingId: string,
  input: HoldingEditWrite,
) {
  return db.transaction(async (tx) => {
    const portfolio = await lockPortfolio(tx, target);
    const before = await lockHolding(tx, portfolio.id, holdingId);
    const base = portfolio.currency ?? 'GBP';
    const rows = await editRows(tx, portfolio.id, before, input, base, target.today);
    const deleted = new MoneyDecimal(input.units).isZero();
    if (deleted) await deleteLine(tx, portfolio, before, target.today);
    else {
      const currency = input.currency ?? base;
      // The same cost, date and currency keep the stored cost base (pooled at each trade's rate).
      const unchanged =
        rows.length === 0 &&
        before.cost !== null &&
        input.purchaseValue !== undefined &&
        input.purchaseValue !== null &&
        new MoneyDecimal(before.cost).eq(input.purchaseValue) &&
        (input.date ?? null) === before.purchaseDate &&
        currency === before.currency;
      const sameLine = input.symbol === before.symbol;
      const costs = unchanged
        ? { cost: before.cost, costBase: before.costBase }
        : await costsOf(
            tx,
            input,
            currency,
            base,
            target.today,
            sameLine ? before : null,
            rows.find((r) => r.row.symbol === input.symbol)?.row ?? null,
          );
      await tx
        .update(holdings)
        .set({
          ...columnsOf(input),
          ...costs,
          updatedAt: new Date(),
          updatedBy: target.viewer.userId,
        })
        .where(eq(holdings.id, before.id));
    }
    const booked = await bookAdjustments(tx, target, portfolio, rows);
    if (!deleted) await markPropertyChange(tx, portfolio.id, before, input, base, target.today);
    await audit(tx, target, portfolio.portalId, deleted ? 'delete' : 'update', before.id, {
      units: [before.units, input.units],
      symbol: [before.symbol, input.symbol],
      ...(booked.length > 0 ? { transactions: [null, booked] } : {}),
    });
    const value = await refreshValues(tx, target.account, portfolio.id, target.today);
    return { id: before.id, deleted, portfolioValue: value };
  });
}

/**
 * Deletes a holding ('Deleted holding'), booked as a transfer out of its units on the day (decision
 * 49); its earlier transactions stay (their parent_id has no key).
 */
export async function deleteHolding(db: Database, target: EditTarget, holdingId: string) {
  return db.transaction(async (tx) => {
    const portfolio = await lockPortfolio(tx, target);
    const before = await lockHolding(tx, portfolio.id, holdingId);
    const rows = await editRows(tx, portfolio.id, before, null, portfolio.currency ?? 'GBP', target.today);
    await deleteLine(tx, portfolio, before, target.today);
    const booked = await bookAdjustments(tx, target, portfolio, rows);
    await audit(tx, target, portfolio.portalId, 'delete', before.id, {
      units: [before.units, null],
      ...(booked.length > 0 ? { transactions: [null, booked] } : {}),
    });
    const value = await refreshValues(tx, target.account, portfolio.id, target.today);
    return { id: before.id, portfolioValue: value };
  });
}
