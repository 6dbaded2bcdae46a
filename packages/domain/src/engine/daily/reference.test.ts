import { describe, expect, it } from 'vitest';
import { engineErrorOf } from '../test-support';
import type { EngineTransaction } from '../holdings/types';
import { valueDailyReference } from './reference';
import type { DailyValuationInput } from './types';

const transactions: EngineTransaction[] = [
  { date: '2024-01-01', type: 'Contribution', symbol: 'CASH.GBP', amount: '10000', currency: 'GBP' },
  {
    date: '2024-01-02',
    type: 'Purchase',
    symbol: 'VOD.L',
    amount: '100',
    price: '72.5',
    currency: 'GBX',
    fee: '5',
  },
  { date: '2024-01-02', type: 'Purchase', symbol: 'ABC', amount: '10', price: '100', currency: 'GBP' },
  { date: '2024-01-03', type: 'Purchase', symbol: 'AAPL', amount: '5', price: '200', currency: 'USD' },
  { date: '2024-01-06', type: 'Dividend', symbol: 'ABC', amount: '12.34', currency: 'GBP' },
  { date: '2024-01-08', type: 'Sale', symbol: 'VOD.L', amount: '50', price: '75', currency: 'GBX' },
];

const prices = [
  { symbol: 'VOD.L', date: '2024-01-02', price: '73', currency: 'GBX' },
  { symbol: 'VOD.L', date: '2024-01-05', price: '74.25', currency: 'GBX' },
  { symbol: 'ABC', date: '2024-01-03', price: '101', currency: 'GBP' },
  { symbol: 'AAPL', date: '2024-01-05', price: '210', currency: 'USD' },
];

const fx = [
  { date: '2023-12-29', from: 'GBP', to: 'USD', rate: '1.25' },
  { date: '2024-01-05', from: 'GBP', to: 'USD', rate: '1.28' },
  { date: '2023-12-29', from: 'EUR', to: 'GBP', rate: '0.8' },
];

function input(overrides: Partial<DailyValuationInput> = {}): DailyValuationInput {
  return {
    baseCurrency: 'GBP',
    accountCurrency: 'EUR',
    transactions,
    prices,
    fx,
    from: '2024-01-01',
    to: '2024-01-09',
    ...overrides,
  };
}

const byDate = (result: ReturnType<typeof valueDailyReference>) =>
  Object.fromEntries(result.points.map((p) => [p.date, p]));

describe('valueDailyReference', () => {
  it('values a contribution then purchases in GBP, pence and dollars at each close, and restates them in the account currency', () => {
    const points = byDate(valueDailyReference(input()));
    // Cash 10000 in; nothing bought yet.
    expect(points['2024-01-01']).toEqual({
      date: '2024-01-01',
      value: '10000.00',
      valueAccount: '12500.00',
      flow: '10000',
      income: '0',
      fees: '0',
      stale: [],
    });
    // Cash 10000 − 72.50 − 5 − 1000 = 8922.50; VOD 100 × 73p = 73.00; ABC has no close yet: its trade price, 1000.
    expect(points['2024-01-02']).toMatchObject({ value: '9995.50', flow: '0', fees: '5', stale: ['ABC'] });
    // AAPL bought for $1000 = £800 at 1.25, no close yet (trade price $200): £800; ABC closes at 101.
    expect(points['2024-01-03']).toMatchObject({ value: '10005.50', stale: ['AAPL'] });
    // 5 January: cash 8122.50; VOD 74.25p → 74.25; ABC 1010; AAPL $1050 at 1.28 → 820.31 (820.3125).
    // In euros at 0.8 EUR→GBP: 12533.825 → 12533.83 (half up).
    expect(points['2024-01-05']).toMatchObject({ value: '10027.06', valueAccount: '12533.83', stale: [] });
  });

  it('skips weekends but gives a Saturday with a transaction its point, with its income', () => {
    const dates = valueDailyReference(input()).points.map((p) => p.date);
    expect(dates).toEqual([
      '2024-01-01',
      '2024-01-02',
      '2024-01-03',
      '2024-01-04',
      '2024-01-05',
      '2024-01-06',
      '2024-01-08',
      '2024-01-09',
    ]);
    const saturday = byDate(valueDailyReference(input()))['2024-01-06']!;
    expect(saturday).toMatchObject({ value: '10039.40', income: '12.34', flow: '0' });
  });

  it('a sale turns units into cash at its price and keeps the value but for the move since the close', () => {
    const points = byDate(valueDailyReference(input()));
    // Sold 50 VOD at 75p: +37.50 cash; 50 left at 74.25p (the 5 January close) = 37.13 (37.125 half up),
    // where 100 were 74.25 on Saturday: 10039.40 + 37.50 + 37.13 − 74.25.
    expect(points['2024-01-08']).toMatchObject({ value: '10039.78', flow: '0' });
  });

  it('a backdated contribution moves every later point by exactly its amount and shows as that day’s flow', () => {
    const before = valueDailyReference(input()).points;
    const after = valueDailyReference(
      input({
        transactions: [
          ...transactions,
          { date: '2024-01-03', type: 'Contribution', symbol: 'CASH.GBP', amount: '500000', currency: 'GBP' },
        ],
      }),
    ).points;
    after.forEach((point, i) => {
      const moved = Number(point.value) - Number(before[i]!.value);
      expect(moved).toBe(point.date >= '2024-01-03' ? 500000 : 0);
    });
    expect(byDate({ points: after })['2024-01-03']!.flow).toBe('500000');
  });

  it('emits points only from `from`, replaying what came before', () => {
    const points = valueDailyReference(input({ from: '2024-01-08' })).points;
    expect(points.map((p) => [p.date, p.value, p.flow])).toEqual([
      ['2024-01-08', '10039.78', '0'],
      ['2024-01-09', '10039.78', '0'],
    ]);
  });

  it('without contributions, purchases and sales are the external flows (fees included), as reconcile does', () => {
    const trades = transactions.filter((t) => t.type === 'Purchase' || t.type === 'Sale');
    const points = byDate(valueDailyReference(input({ transactions: trades })));
    expect(points['2024-01-02']).toMatchObject({ flow: '1077.5', value: '1073.00' });
    expect(points['2024-01-08']).toMatchObject({ flow: '-37.5' });
  });

  it('marks a close older than five business days stale and keeps valuing on it', () => {
    const points = byDate(valueDailyReference(input({ to: '2024-01-15' })));
    // ABC's only close is 3 January: 10 January is 5 business days on, 11 January 6.
    expect(points['2024-01-10']!.stale).toEqual([]);
    expect(points['2024-01-11']!.stale).toEqual(['ABC']);
    // The others closed last on Friday 5 January: still fresh the next Friday, stale on Monday.
    expect(points['2024-01-12']!.stale).toEqual(['ABC']);
    expect(points['2024-01-15']!.value).toBe('10039.78');
    expect(points['2024-01-15']!.stale).toEqual(['AAPL', 'ABC', 'VOD.L']);
  });

  it('a holding in a currency with no rate at all is the missing-rate error', () => {
    const error = engineErrorOf(() =>
      valueDailyReference(input({ fx: [], accountCurrency: null, transactions: transactions.slice(3, 4) })),
    );
    expect(error.key).toBe('errors.missing_fx_rate');
  });
});
