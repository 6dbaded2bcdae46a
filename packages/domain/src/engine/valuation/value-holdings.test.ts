import { describe, expect, it } from 'vitest';
import { EngineError } from '../core/errors';
import { engineErrorOf } from '../test-support';
import { holdingReturn } from './holding-return';
import { FxBook, PriceBook } from './market';
import { propertyValue } from './property';
import { valueHoldings } from './value-holdings';

const prices = new PriceBook([
  { symbol: 'VOD.L', date: '2024-01-31', price: '72.5', currency: 'GBX' },
  { symbol: 'VOD.L', date: '2024-02-29', price: '70', currency: 'GBX' },
  { symbol: 'RWSC', date: '2024-01-31', price: '130', currency: 'USD' },
  { symbol: 'RHC.DE', date: '2024-01-31', price: '50', currency: 'EUR' },
]);
const fx = new FxBook([
  { date: '2024-01-01', from: 'GBP', to: 'USD', rate: '1.25' },
  { date: '2024-01-01', from: 'GBP', to: 'EUR', rate: '1.15' },
]);
const context = { prices, fx, date: '2024-02-15', baseCurrency: 'GBP' };

describe('valueHoldings: prices, FX and pence', () => {
  it('values each line at its latest price on or before the date, pence ÷ 100, FX to base', () => {
    const valuation = valueHoldings(
      [
        { symbol: 'VOD.L', units: '1000', cost: '700', currency: 'GBX' },
        { symbol: 'RWSC', units: '10', cost: '1000', currency: 'USD' },
        { symbol: 'CASH.GBP', units: '250.5', cost: '250.5', currency: 'GBP' },
      ],
      context,
    );
    const [vod, rwsc, cash] = valuation.holdings;
    expect(vod).toMatchObject({
      price: '72.5',
      priceDate: '2024-01-31',
      value: '725.00',
      valueBase: '725.00',
    });
    expect(vod!.return.value).toBeCloseTo(25 / 700, 12);
    // 1300 USD at 1 GBP = 1.25 USD (the inverse of the stored pair).
    expect(rwsc).toMatchObject({ value: '1300.00', valueBase: '1040.00' });
    expect(cash).toMatchObject({ price: '1', valueBase: '250.50' });
    expect(valuation.total).toBe('2015.50');
  });

  it('converts through a common currency (EUR → USD via GBP)', () => {
    expect(fx.rateOn('EUR', 'USD', '2024-02-01')!.toFixed(6)).toBe('1.086957');
  });

  it('missing prices and rates are refused with the symbol or pair and the date', () => {
    const late = { ...context, date: '2024-01-15' };
    expect(() => valueHoldings([{ symbol: 'VOD.L', units: '1', currency: 'GBX' }], late)).toThrow(
      EngineError,
    );
    const error = engineErrorOf(() =>
      valueHoldings([{ symbol: 'RWSC', units: '1', currency: 'USD' }], { ...context, baseCurrency: 'ISK' }),
    );
    expect(error.key).toBe('errors.missing_fx_rate');
    expect(error.params).toEqual({ from: 'USD', to: 'ISK', date: '2024-02-15' });
  });
});

describe('property holdings (units 1, annual_growth, pricePoints)', () => {
  const property = {
    symbol: 'PROP-1',
    units: '1',
    currency: 'GBP',
    assetClass: 'Property',
    cost: '100000',
    annualGrowth: '5',
    purchaseDate: '2020-01-01',
    purchaseValue: '100000',
  };

  it('grows the purchase value by the annual rate for whole months (29 months: 1.05^(29/12))', () => {
    expect(propertyValue(property, '2022-01-01')!.value.toFixed(2)).toBe('110250.00');
    expect(propertyValue(property, '2022-06-30')!.value.toFixed(2)).toBe('112514.24');
    expect(propertyValue(property, '2019-12-31')).toBeUndefined();
  });

  it('prefers the latest price point on or before the date', () => {
    const withPoints = { ...property, pricePoints: [{ date: '2021-01-01', value: '120000' }] };
    const valued = valueHoldings([withPoints], { ...context, date: '2021-06-01' }).holdings[0]!;
    expect(valued).toMatchObject({ price: null, priceDate: '2021-01-01', valueBase: '120000.00' });
    expect(valued.return).toEqual({ value: 0.2 });
  });
});

describe('holdingReturn (spec §9: (value − cost) / cost)', () => {
  it('is a fraction, or null with a reason', () => {
    expect(holdingReturn('1100', '1000')).toEqual({ value: 0.1 });
    expect(holdingReturn('1100', '0')).toEqual({ value: null, reason: 'zero_base' });
    expect(holdingReturn('1100', null)).toEqual({ value: null, reason: 'missing_data' });
  });
});
