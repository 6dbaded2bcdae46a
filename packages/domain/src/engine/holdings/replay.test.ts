import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../core/errors';
import { engineErrorOf as refusal } from '../test-support';
import { HoldingsBook } from './book';
import { replayTransactions, withCashHoldings } from './replay';
import type { EngineTransaction } from './types';

const buy = (symbol: string, units: string, value: string, date = '2024-01-02'): EngineTransaction => ({
  date,
  type: 'Purchase',
  symbol,
  amount: units,
  value,
  currency: 'GBP',
});
const sell = (symbol: string, units: string, value: string, date = '2024-02-01'): EngineTransaction => ({
  ...buy(symbol, units, value, date),
  type: 'Sale',
});

describe('replayTransactions: buy and sell partially (spec §4, pooled cost)', () => {
  it('a purchase creates the holding, another adds to it, a sale takes the sold share of the cost', () => {
    const replay = replayTransactions([
      buy('ABC', '100', '1000.00'),
      buy('ABC', '50', '650.00', '2024-01-10'),
      sell('ABC', '30', '420.00'),
    ]);
    // Pool: 150 units for 1650.00; 30 sold → cost 1650 × 120/150 = 1320.00.
    expect(replay.holdings).toEqual([
      {
        symbol: 'ABC',
        units: '120',
        cost: '1320',
        costBase: '1320',
        currency: 'GBP',
        openedOn: '2024-01-02',
      },
    ]);
    expect(replay.cash).toEqual({ GBP: '-1230' });
  });

  it('rounds the remaining pooled cost to the penny, half up, like the seed', () => {
    const replay = replayTransactions([buy('X', '3', '10.00'), sell('X', '1', '4.00')]);
    expect(replay.holdings[0]!.cost).toBe('6.67');
  });

  it('removes a holding at 0 units and opens a new one afterwards', () => {
    const replay = replayTransactions([
      buy('ABC', '10', '100'),
      sell('ABC', '10', '120'),
      buy('ABC', '5', '60', '2024-03-01'),
    ]);
    expect(replay.holdings).toEqual([
      { symbol: 'ABC', units: '5', cost: '60', costBase: '60', currency: 'GBP', openedOn: '2024-03-01' },
    ]);
  });
});

describe('replayTransactions: refusals name the row', () => {
  it("a sale above the held units: 'You only have that many units' with the held number", () => {
    const error = refusal(() => replayTransactions([buy('ABC', '10.5', '100'), sell('ABC', '11', '110')]));
    expect(error.key).toBe('errors.sale_above_units');
    expect(error.params).toEqual({ held: '10.5' });
    expect(error.row).toBe(1);
  });

  it('a sale of a symbol never bought holds 0', () => {
    expect(refusal(() => replayTransactions([sell('NONE', '1', '1')])).params).toEqual({ held: '0' });
  });

  it('unknown types, bad numbers and trades without price or value', () => {
    expect(refusal(() => replayTransactions([{ ...buy('A', '1', '1'), type: 'Gift' }])).key).toBe(
      'errors.unknown_transaction_type',
    );
    expect(refusal(() => replayTransactions([buy('A', '1,000', '1')])).key).toBe('validation.number');
    expect(refusal(() => replayTransactions([buy('A', '0', '1')])).key).toBe('validation.min_value');
    const noPrice = { date: '2024-01-01', type: 'Purchase', symbol: 'A', amount: '1' };
    expect(refusal(() => replayTransactions([noPrice])).key).toBe('errors.missing_trade_value');
  });
});

describe('replayTransactions: pence, cash and fees', () => {
  it('GBX trades cost units × price / 100 in pounds', () => {
    const replay = replayTransactions([
      {
        date: '2024-01-02',
        type: 'Purchase',
        symbol: 'VOD.L',
        amount: '1000',
        price: '72.35',
        currency: 'GBX',
      },
    ]);
    expect(replay.holdings[0]).toMatchObject({ units: '1000', cost: '723.5', currency: 'GBX' });
    expect(replay.cash).toEqual({ GBP: '-723.5' });
  });

  it('contributions, withdrawals, dividends ("Divident" too) and interest move cash; fees are totalled', () => {
    const replay = replayTransactions(
      [
        { date: '2024-01-01', type: 'Contribution', symbol: 'CASH.GBP', amount: '1000' },
        { ...buy('ABC', '10', '500'), fee: '5' },
        { date: '2024-02-01', type: 'Divident', symbol: 'ABC', amount: '12.5' },
        { date: '2024-03-01', type: 'Interest', symbol: 'CASH.GBP', amount: '1.25' },
        { date: '2024-04-01', type: 'Withdrawal', symbol: 'CASH.GBP', amount: '100' },
      ],
      { baseCurrency: 'GBP' },
    );
    expect(replay.cash).toEqual({ GBP: '408.75' });
    expect(replay.fees).toEqual({ GBP: '5' });
    expect(withCashHoldings(replay, '2024-04-01', 'GBP')).toEqual([
      { symbol: 'ABC', units: '10', cost: '500', costBase: '500', currency: 'GBP', openedOn: '2024-01-02' },
      {
        symbol: 'CASH.GBP',
        units: '408.75',
        cost: '408.75',
        costBase: '408.75',
        currency: 'GBP',
        openedOn: '2024-04-01',
      },
    ]);
  });

  it('a trade with localCcyAmount moves cash in the base currency and costs that much in it', () => {
    const replay = replayTransactions(
      [
        {
          date: '2024-01-02',
          type: 'Purchase',
          symbol: 'RWSC',
          amount: '10',
          value: '1300',
          currency: 'USD',
          localCcyAmount: '1025.40',
        },
      ],
      { baseCurrency: 'GBP' },
    );
    expect(replay.cash).toEqual({ GBP: '-1025.4' });
    expect(replay.holdings[0]).toMatchObject({ cost: '1300', costBase: '1025.4' });
  });

  it('trades leave cash alone when paid from outside', () => {
    expect(replayTransactions([buy('A', '1', '10')], { tradesMoveCash: false }).cash).toEqual({});
  });
});

describe('replayTransactions properties', () => {
  const trades = fc.array(
    fc.record({
      symbol: fc.constantFrom('A', 'B', 'C'),
      sale: fc.boolean(),
      units: fc.integer({ min: 1, max: 1_000_000 }).map((n) => (n / 1000).toFixed(3)),
    }),
    { maxLength: 60 },
  );

  it('units are conserved: held = bought − sold, and a sale never leaves negative units', () => {
    fc.assert(
      fc.property(trades, (steps) => {
        const expected = new Map<string, number>();
        const applied: EngineTransaction[] = [];
        for (const step of steps) {
          const held = expected.get(step.symbol) ?? 0;
          const milli = Math.round(Number(step.units) * 1000);
          const tx = step.sale ? sell(step.symbol, step.units, '1') : buy(step.symbol, step.units, '1');
          if (step.sale && milli > held) {
            // Refused, and the books stay as they were.
            expect(() => replayTransactions([...applied, tx])).toThrow(EngineError);
            continue;
          }
          applied.push(tx);
          expected.set(step.symbol, held + (step.sale ? -milli : milli));
        }
        const replay = replayTransactions(applied);
        for (const position of replay.holdings) {
          expect(Number(position.units)).toBeGreaterThan(0);
          expect(Math.round(Number(position.units) * 1000)).toBe(expected.get(position.symbol));
        }
        for (const [symbol, milli] of expected) {
          if (milli === 0) expect(replay.holdings.find((p) => p.symbol === symbol)).toBeUndefined();
        }
      }),
    );
  });
});

describe('HoldingsBook.hold: a stored holding put on the books before a trade', () => {
  const stored = { symbol: 'RWSC', units: '100', cost: '15000', currency: 'USD', openedOn: '2024-01-02' };

  it('a sale takes the sold share of the stored cost and cost base', () => {
    const book = new HoldingsBook({ baseCurrency: 'GBP', tradesMoveCash: false });
    book.hold({ ...stored, costBase: '12000' });
    book.apply({ ...sell('RWSC', '40', '6800'), currency: 'USD' });
    expect(book.snapshot().holdings[0]).toMatchObject({ units: '60', cost: '9000', costBase: '7200' });
  });

  it('a foreign line stored without a cost base keeps it unknown; a sterling one costs its cost', () => {
    const book = new HoldingsBook({ baseCurrency: 'GBP', tradesMoveCash: false, costRate: () => '0.8' });
    book.hold(stored);
    book.hold({ ...stored, symbol: 'VOD.L', currency: 'GBX', cost: '723.5' });
    book.apply({ ...buy('RWSC', '10', '1500', '2024-06-03'), currency: 'USD' });
    expect(book.snapshot().holdings.map((h) => h.costBase)).toEqual([null, '723.5']);
  });
});

describe('HoldingsBook cost rates', () => {
  it('a rate of more than 8 decimals (an inverse) converts to the penny; a non-number leaves it unknown', () => {
    const purchase = { ...buy('RWSC', '10', '1000'), currency: 'USD' };
    const inverse = replayTransactions([purchase], {
      tradesMoveCash: false,
      costRate: () => '0.787401574803',
    });
    expect(inverse.holdings[0]!.costBase).toBe('787.4');
    const nonsense = replayTransactions([purchase], { tradesMoveCash: false, costRate: () => 'n/a' });
    expect(nonsense.holdings[0]!.costBase).toBeNull();
  });
});
