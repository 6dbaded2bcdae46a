import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyDecimal } from '../../money';
import { replayTransactions } from '../holdings/replay';
import type { EngineTransaction } from '../holdings/types';
import { baseGain } from './base-gain';
import { FxBook, PriceBook, type FxInput, type PriceInput } from './market';
import { valueHoldings } from './value-holdings';

/**
 * Cost in the base currency (issue 13, item 6): a GBP portfolio's lines replayed with the rate of
 * each trade date, then valued today with today's rate.
 */
const fx: FxInput[] = [
  { date: '2024-01-01', from: 'GBP', to: 'USD', rate: '1.25' },
  { date: '2024-06-01', from: 'GBP', to: 'USD', rate: '1.30' },
  // The pound weakens: a dollar is worth more pounds.
  { date: '2025-01-01', from: 'GBP', to: 'USD', rate: '1.10' },
];
const book = new FxBook(fx);
const costRate = (currency: string, date: string) => book.rateOn(currency, 'GBP', date)?.toFixed(8);

const trade = (
  type: 'Purchase' | 'Sale',
  date: string,
  symbol: string,
  units: string,
  price: string,
  currency: string,
): EngineTransaction => ({ date, type, symbol, amount: units, price, currency });

function valuedToday(transactions: EngineTransaction[], prices: PriceInput[], rates = fx) {
  const replay = replayTransactions(transactions, { baseCurrency: 'GBP', tradesMoveCash: false, costRate });
  return valueHoldings(replay.holdings, {
    prices: new PriceBook(prices),
    fx: new FxBook(rates),
    date: '2025-01-02',
    baseCurrency: 'GBP',
  }).holdings;
}

describe('cost in the base currency: gains split into market and currency effects', () => {
  it('usd-holding-pound-weakens: the currency effect is the cost revalued at today’s rate', () => {
    const [line] = valuedToday(
      [trade('Purchase', '2024-01-02', 'RWSC', '100', '150', 'USD')],
      [{ symbol: 'RWSC', date: '2025-01-02', price: '165', currency: 'USD' }],
    );
    // $15,000 bought at 1.25 = £12,000; today $16,500 at 1.10 = £15,000.
    expect(line).toMatchObject({
      cost: '15000',
      costBase: '12000',
      value: '16500.00',
      valueBase: '15000.00',
    });
    // Market: $1,500 at 1.10 = £1,363.64; currency: $15,000 at 1.10 − £12,000 = £1,636.36.
    expect(line!.gainBase).toEqual({ total: '3000.00', market: '1363.64', currency: '1636.36' });
  });

  it('gbx-no-currency-effect: a pence line in a sterling portfolio has all of its gain from the market', () => {
    const [line] = valuedToday(
      [trade('Purchase', '2024-01-02', 'VOD.L', '1000', '72.35', 'GBX')],
      [{ symbol: 'VOD.L', date: '2025-01-02', price: '80', currency: 'GBX' }],
      [],
    );
    expect(line).toMatchObject({ cost: '723.5', costBase: '723.5', valueBase: '800.00' });
    expect(line!.gainBase).toEqual({ total: '76.50', market: '76.50', currency: '0.00' });
  });

  it('partial-sale: a sale removes the sold share of the cost and of the cost in the base currency', () => {
    const [line] = valuedToday(
      [
        trade('Purchase', '2024-01-02', 'RWSC', '100', '150', 'USD'),
        trade('Purchase', '2024-06-03', 'RWSC', '50', '160', 'USD'),
        trade('Sale', '2024-09-02', 'RWSC', '60', '170', 'USD'),
      ],
      [{ symbol: 'RWSC', date: '2025-01-02', price: '165', currency: 'USD' }],
    );
    // Cost $23,000 and £12,000 + $8,000 at 1.30 (£6,153.85) = £18,153.85; 90 of 150 units remain.
    expect(line).toMatchObject({ units: '90', cost: '13800', costBase: '10892.31' });
    // Value $14,850 at 1.10 = £13,500.00.
    expect(line!.gainBase).toEqual({ total: '2607.69', market: '954.55', currency: '1653.14' });
  });

  it('missing-rate: a purchase without a rate leaves the cost base unknown, never guessed', () => {
    const [line] = valuedToday(
      [
        trade('Purchase', '2023-06-01', 'RWSC', '10', '100', 'USD'),
        trade('Purchase', '2024-01-02', 'RWSC', '10', '150', 'USD'),
      ],
      [{ symbol: 'RWSC', date: '2025-01-02', price: '165', currency: 'USD' }],
    );
    expect(line).toMatchObject({ cost: '2500', costBase: null, gainBase: null, valueBase: '3000.00' });
  });

  it('a line without a stored cost base: known in its own currency, unknown in another', () => {
    const context = {
      prices: new PriceBook([{ symbol: 'RWSC', date: '2025-01-02', price: '165', currency: 'USD' }]),
      fx: book,
      date: '2025-01-02',
      baseCurrency: 'GBP',
    };
    const [cash, usd] = valueHoldings(
      [
        { symbol: 'CASH.GBP', units: '100', cost: '100', currency: 'GBP' },
        { symbol: 'RWSC', units: '1', cost: '150', currency: 'USD' },
      ],
      context,
    ).holdings;
    expect(cash).toMatchObject({ costBase: '100', gainBase: { total: '0.00', currency: '0.00' } });
    expect(usd).toMatchObject({ costBase: null, gainBase: null });
  });
});

describe('baseGain properties', () => {
  const cents = (min: number, max: number) =>
    fc.integer({ min, max }).map((n) => new MoneyDecimal(n).dividedBy(100));
  const rate = fc.integer({ min: 1, max: 5_000_000 }).map((n) => new MoneyDecimal(n).dividedBy(1_000_000));

  it('the two effects add up to the total exactly, each within a penny and a half of its exact figure', () => {
    fc.assert(
      fc.property(
        cents(0, 10_000_000_00),
        cents(0, 10_000_000_00),
        cents(0, 10_000_000_00),
        rate,
        (value, cost, costBase, r) => {
          const valueBase = value.times(r).toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);
          const gain = baseGain({ value, cost, valueBase, costBase, rate: r });
          expect(new MoneyDecimal(gain.market).plus(gain.currency).toFixed(2)).toBe(gain.total);
          expect(gain.total).toBe(valueBase.minus(costBase).toFixed(2));
          const exactMarket = value.minus(cost).times(r);
          const exactCurrency = cost.times(r).minus(costBase);
          expect(exactMarket.minus(gain.market).abs().lte('0.015')).toBe(true);
          expect(exactCurrency.minus(gain.currency).abs().lte('0.015')).toBe(true);
        },
      ),
    );
  });

  it('in the line’s own currency there is no currency effect', () => {
    fc.assert(
      fc.property(cents(0, 10_000_000_00), cents(0, 10_000_000_00), (value, cost) => {
        const gain = baseGain({ value, cost, valueBase: value, costBase: cost, rate: '1' });
        expect(gain).toEqual({
          total: value.minus(cost).toFixed(2),
          market: value.minus(cost).toFixed(2),
          currency: '0.00',
        });
      }),
    );
  });
});
