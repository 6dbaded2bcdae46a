import { describe, expect, it } from 'vitest';
import { holdingFeedSchema } from './feeds';

const line = {
  id: null,
  symbol: 'RWSC',
  name: 'Rowan Smaller Cos',
  units: '10',
  cost: '1500',
  currency: 'USD',
  assetClass: 'Equity',
  sector: null,
  region: null,
  type: 'Fund',
  isin: null,
  sedol: null,
  price: '165',
  priceDate: '2025-01-02',
  purchaseDate: '2024-01-02',
  purchaseValue: '1500',
  annualGrowth: null,
  pricePoints: null,
};

describe('holding feeds: the cost in the base currency is optional', () => {
  it('a source without costBase (static files, another Data API) still validates', () => {
    expect(holdingFeedSchema.parse(line).costBase).toBeUndefined();
  });

  it('a source with it passes it on, null when unknown; a malformed one is refused', () => {
    expect(holdingFeedSchema.parse({ ...line, costBase: '1200.5' }).costBase).toBe('1200.5');
    expect(holdingFeedSchema.parse({ ...line, costBase: null }).costBase).toBeNull();
    expect(holdingFeedSchema.safeParse({ ...line, costBase: '1,200' }).success).toBe(false);
  });
});
