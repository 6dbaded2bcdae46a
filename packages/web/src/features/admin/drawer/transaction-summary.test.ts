import { describe, expect, it } from 'vitest';

import { transactionFigures } from './transaction-summary';

describe('transactionFigures', () => {
  it('multiplies price by amount exactly', () => {
    // 0.1 × 3 is 0.30000000000000004 in floating point.
    expect(transactionFigures({ price: '0.1', amount: '3' }).total).toBe('0.30');
    expect(transactionFigures({ price: '123.4567', amount: '1000' }).total).toBe('123456.70');
    expect(
      transactionFigures({
        holding: 'VWRL',
        price: '101.25',
        amount: '40',
        purchaseDate: '2025-03-04T00:00:00Z',
      }),
    ).toEqual({ holding: 'VWRL', price: '101.25', total: '4050.00', purchaseDate: '2025-03-04' });
  });

  it('leaves the total blank until both are numbers', () => {
    expect(transactionFigures({ price: 'abc', amount: '3' }).total).toBe('');
    expect(transactionFigures({ price: '2', amount: null }).total).toBe('');
  });
});
