import type { HoldingView } from '@portal/domain';

/**
 * A dollar line of a sterling portfolio as the API answers it (tests only): $15,000 bought at 1.25
 * (£12,000), worth $16,500 at 1.10 (£15,000): a £3,000 gain, £1,363.64 market, £1,636.36 currency.
 */
export const holding = (figures: Partial<HoldingView> = {}): HoldingView => ({
  id: 'h1',
  isin: null,
  symbol: 'RWSC',
  name: 'Rowan Smaller Cos',
  units: '100',
  currency: 'USD',
  type: 'Stock',
  assetClass: 'Equity',
  price: '165',
  priceDate: '2025-01-02',
  cost: '15000',
  value: '16500.00',
  valueBase: '15000.00',
  return: { value: 0.1 },
  costBase: '12000.00',
  gainBase: { total: '3000.00', market: '1363.64', currency: '1636.36' },
  ...figures,
});
