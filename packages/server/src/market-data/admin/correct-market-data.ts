import { and, eq } from 'drizzle-orm';
import {
  canonicalDecimal,
  isFutureDate,
  type CorrectionResult,
  type PriceCorrection,
  type RateCorrection,
  type Viewer,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { fxRates, instrumentPrices, instruments } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import type { AfterMarketWrite, MarketWriter } from '../imports/after-write';
import { writePrices, writeRates } from '../imports/write-market-rows';
import { isEmptyChange, type MarketDataChange } from '../market-data-change';
import { MarketRowRefused } from './market-row-refused';

export interface CorrectionOptions {
  /** Today (ISO); no close may be dated after it. */
  today: string;
  /** Runs inside the correction's transaction when it changed something (revaluations). */
  afterWrite?: AfterMarketWrite;
}

/**
 * Market data is shared by every company: only an admin corrects it (the route's rule says so too;
 * checked here as well so that no internal caller goes around it), and every change is audited.
 */
function writerOf(viewer: Viewer, reason: string): MarketWriter {
  if (viewer.role !== 'admin' || !viewer.mfaValidated)
    throw new AppError(403, 'forbidden', 'errors.forbidden');
  return { userId: viewer.userId, source: 'correction', reason };
}

function refuseFuture(date: string, today: string) {
  if (isFutureDate(date, today)) throw new MarketRowRefused('date', 'validation.market_future_date');
}

async function finish(
  tx: Database,
  before: string | null,
  after: string,
  change: MarketDataChange,
  options: CorrectionOptions,
): Promise<CorrectionResult> {
  if (options.afterWrite && !isEmptyChange(change)) await options.afterWrite(tx, change);
  return {
    before: before === null ? null : canonicalDecimal(before),
    after: canonicalDecimal(after),
    change,
  };
}

/**
 * Sets or corrects an instrument's close on a date (in the instrument's currency), with the same
 * rules as an import (known symbol, a figure above zero that fits the column, no future date), in one
 * transaction: the stored close is read under a row lock, the new one written through writePrices
 * (an audit event with old and new value, who, and the reason), then `afterWrite`. Setting the close
 * it already has changes nothing.
 */
export async function correctPrice(
  db: Database,
  viewer: Viewer,
  input: PriceCorrection,
  options: CorrectionOptions,
): Promise<CorrectionResult> {
  const writer = writerOf(viewer, input.reason);
  refuseFuture(input.date, options.today);
  return db.transaction(async (tx) => {
    const [instrument] = await tx
      .select({ id: instruments.id, currency: instruments.currency })
      .from(instruments)
      .where(eq(instruments.symbol, input.symbol))
      .limit(1);
    if (!instrument) throw new MarketRowRefused('symbol', 'errors.market_unknown_symbol');
    const [stored] = await tx
      .select({ price: instrumentPrices.price })
      .from(instrumentPrices)
      .where(and(eq(instrumentPrices.instrumentId, instrument.id), eq(instrumentPrices.date, input.date)))
      .for('update');
    const before = stored ? canonicalDecimal(String(stored.price)) : null;
    const change = await writePrices(
      tx,
      [
        {
          series: input.symbol,
          instrumentId: instrument.id,
          currency: instrument.currency,
          date: input.date,
          figure: input.price,
          before,
        },
      ],
      writer,
    );
    return finish(tx, before, input.price, change, options);
  });
}

/**
 * Sets or corrects the rate of a currency pair on a date (1 from = rate to), for a pair whose rates
 * are kept; otherwise as correctPrice.
 */
export async function correctRate(
  db: Database,
  viewer: Viewer,
  input: RateCorrection,
  options: CorrectionOptions,
): Promise<CorrectionResult> {
  const writer = writerOf(viewer, input.reason);
  refuseFuture(input.date, options.today);
  return db.transaction(async (tx) => {
    const pair = and(eq(fxRates.fromCurrency, input.from), eq(fxRates.toCurrency, input.to));
    const [known] = await tx.select({ id: fxRates.id }).from(fxRates).where(pair).limit(1);
    if (!known || input.from === input.to) throw new MarketRowRefused('from', 'errors.market_unknown_pair');
    const [stored] = await tx
      .select({ rate: fxRates.rate })
      .from(fxRates)
      .where(and(pair, eq(fxRates.date, input.date)))
      .for('update');
    const before = stored ? canonicalDecimal(String(stored.rate)) : null;
    const change = await writeRates(
      tx,
      [
        {
          series: `${input.from}/${input.to}`,
          from: input.from,
          to: input.to,
          date: input.date,
          figure: input.rate,
          before,
        },
      ],
      writer,
    );
    return finish(tx, before, input.rate, change, options);
  });
}
