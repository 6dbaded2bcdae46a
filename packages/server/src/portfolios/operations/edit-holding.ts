import { and, eq } from 'drizzle-orm';
import type { holdingEditSchema } from '@portal/domain';
import { HoldingsBook, MoneyDecimal } from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditEvents, holdings, instruments } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { isUuid } from '../../http/paging';
import { lockPortfolio, type EditTarget } from './record-transaction';
import { refreshValues } from './portfolio-values';
import { tradeDateRate } from './trade-date-rate';

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
    cost: input.purchaseValue ?? null,
    price: input.price ?? null,
    annualGrowth: input.annual_growth ?? null,
    pricePoints: input.pricePoints ?? null,
  };
}

/**
 * A hand-entered holding's cost in the portfolio currency: its purchase value at the rate of its
 * purchase date (today without one) from fx_rates, through the engine's book like a booked
 * purchase; null without a purchase value or a rate.
 */
async function costBaseOf(
  tx: Database,
  input: HoldingEditWrite,
  currency: string,
  base: string,
  today: string,
): Promise<string | null> {
  if (!input.purchaseValue) return null;
  const date = input.date ?? today;
  const rate = await tradeDateRate(tx, currency === 'GBX' ? 'GBP' : currency, base, date);
  const book = new HoldingsBook({ baseCurrency: base, tradesMoveCash: false, costRate: () => rate });
  book.apply({
    date,
    type: 'Purchase',
    symbol: input.symbol,
    amount: '1',
    value: input.purchaseValue,
    currency,
  });
  return book.snapshot().holdings[0]?.costBase ?? null;
}

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

/** Adds a holding by hand (§3): the portfolio locked, the values refreshed, all in one transaction. */
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
    const [row] = await tx
      .insert(holdings)
      .values({
        ...columnsOf(input),
        currency,
        costBase: await costBaseOf(tx, input, currency, base, target.today),
        portalId: portfolio.portalId,
        portfolioId: portfolio.id,
        parentId: portfolio.id,
        instrumentId: instrument?.id ?? null,
        createdBy: target.viewer.userId,
      })
      .returning({ id: holdings.id });
    await audit(tx, target, portfolio.portalId, 'create', row!.id, { units: [null, input.units] });
    const value = await refreshValues(tx, target.account, portfolio.id, target.today);
    return { id: row!.id, portfolioValue: value };
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
    })
    .from(holdings)
    .where(and(eq(holdings.id, holdingId), eq(holdings.portfolioId, portfolioId), eq(holdings.active, true)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Replaces a holding's fields ('Updated holding'); units of 0 delete it (§4). A changed purchase
 * value, date or currency sets the cost base again from the rate of the purchase date.
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
    const deleted = new MoneyDecimal(input.units).isZero();
    if (deleted) await tx.delete(holdings).where(eq(holdings.id, before.id));
    else {
      const base = portfolio.currency ?? 'GBP';
      const currency = input.currency ?? base;
      // The same cost, date and currency keep the stored cost base (pooled at each trade's rate).
      const unchanged =
        before.cost !== null &&
        input.purchaseValue !== undefined &&
        input.purchaseValue !== null &&
        new MoneyDecimal(before.cost).eq(input.purchaseValue) &&
        (input.date ?? null) === before.purchaseDate &&
        currency === before.currency;
      await tx
        .update(holdings)
        .set({
          ...columnsOf(input),
          costBase: unchanged ? before.costBase : await costBaseOf(tx, input, currency, base, target.today),
          updatedAt: new Date(),
          updatedBy: target.viewer.userId,
        })
        .where(eq(holdings.id, before.id));
    }
    await audit(tx, target, portfolio.portalId, deleted ? 'delete' : 'update', before.id, {
      units: [before.units, input.units],
      symbol: [before.symbol, input.symbol],
    });
    const value = await refreshValues(tx, target.account, portfolio.id, target.today);
    return { id: before.id, deleted, portfolioValue: value };
  });
}

/** Deletes a holding ('Deleted holding'); its transactions stay (their parent_id has no key). */
export async function deleteHolding(db: Database, target: EditTarget, holdingId: string) {
  return db.transaction(async (tx) => {
    const portfolio = await lockPortfolio(tx, target);
    const before = await lockHolding(tx, portfolio.id, holdingId);
    await tx.delete(holdings).where(eq(holdings.id, before.id));
    await audit(tx, target, portfolio.portalId, 'delete', before.id, { units: [before.units, null] });
    const value = await refreshValues(tx, target.account, portfolio.id, target.today);
    return { id: before.id, portfolioValue: value };
  });
}
