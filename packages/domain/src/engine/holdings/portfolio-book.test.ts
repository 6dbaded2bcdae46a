import { describe, expect, it } from 'vitest';
import { FxBook } from '../valuation/market';
import { cashOfTrades, portfolioBook, tracksCash } from './portfolio-book';
import type { EngineTransaction } from './types';

const fx = new FxBook([
  { date: '2024-01-01', from: 'GBP', to: 'USD', rate: '1.25' },
  { date: '2024-02-01', from: 'GBP', to: 'USD', rate: '1.28' },
]);
const buy: EngineTransaction = {
  date: '2024-01-10',
  type: 'Purchase',
  symbol: 'A',
  amount: '10',
  value: '1000',
  currency: 'GBP',
  fee: '5',
};
const dollarDividend: EngineTransaction = {
  date: '2024-02-05',
  type: 'Dividend',
  symbol: 'B',
  amount: '12.80',
  currency: 'USD',
};

describe('the portfolio cash rule', () => {
  it('tracks cash once a contribution or withdrawal is booked', () => {
    expect(tracksCash([buy, dollarDividend])).toBe(false);
    expect(tracksCash([buy, { ...dollarDividend, type: 'Withdrawal' }])).toBe(true);
  });

  it('holds cash in the base currency, converted on its date, and takes trades from it when tracked', () => {
    const book = portfolioBook('GBP', true, fx);
    book.holdCash('GBP', '2000');
    book.apply(buy);
    book.apply(dollarDividend);
    // 2000 − 1000 − 5 + 12.80 / 1.28
    expect(book.cashIn('GBP')).toBe('1005');
    expect(book.snapshot().cash).toEqual({ GBP: '1005' });
  });

  it('leaves trades out of the cash when untracked', () => {
    const book = portfolioBook('GBP', false, fx);
    book.apply(buy);
    book.apply(dollarDividend);
    expect(book.cashIn('GBP')).toBe('10');
  });

  it("gives the cash earlier trades take once tracking starts, a sale's proceeds less its fee added", () => {
    const sale = { ...buy, date: '2024-02-02', type: 'Sale', amount: '4', value: '500', fee: '2' };
    expect(cashOfTrades([buy, sale, dollarDividend], 'GBP', fx)).toBe('-507');
  });
});
