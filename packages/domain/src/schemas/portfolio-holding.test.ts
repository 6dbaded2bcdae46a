import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { holdingSchema } from './holding';
import { modelPortfolioSchema } from './model-portfolio';
import { portfolioSchema } from './portfolio';
import { riskProfileSchema } from './risk-profile';

const issues = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('portfolioSchema (§5)', () => {
  it('requires a name', () => {
    expect(issues(portfolioSchema, {})).toEqual(['name: validation.name_required']);
  });

  it('risk level and ESG rating are sliders 1-10', () => {
    expect(issues(portfolioSchema, { name: 'P', riskLevel: 0, esgRating: 11 })).toEqual([
      'riskLevel: validation.min_value',
      'esgRating: validation.max_value',
    ]);
    expect(issues(portfolioSchema, { name: 'P', riskLevel: 2.5 })).toEqual(['riskLevel: validation.number']);
    expect(issues(portfolioSchema, { name: 'P', riskLevel: 1, esgRating: 10 })).toEqual([]);
  });

  it("stores the forms' 'Accummulation' as 'Accumulation'", () => {
    expect(portfolioSchema.parse({ name: 'P', objective: 'Accummulation' }).objective).toBe('Accumulation');
    expect(issues(portfolioSchema, { name: 'P', region: 'Mars', currency: 'JPY' })).toEqual([
      'region: validation.required_field',
      'currency: validation.required_field',
    ]);
  });
});

describe('holdingSchema (§5)', () => {
  const holding = { name: 'Vanguard FTSE', symbol: 'VWRL', parentId: 'pf1', units: '12.5' };

  it('name, symbol, portfolio and units are required', () => {
    expect(issues(holdingSchema, {})).toEqual([
      'name: validation.name_required',
      'symbol: validation.symbol_required',
      'parentId: validation.required_field',
      'units: validation.required_field',
    ]);
    expect(issues(holdingSchema, holding)).toEqual([]);
  });

  it('units and amounts are decimal strings, empty optional amounts become null', () => {
    expect(issues(holdingSchema, { ...holding, units: 12.5 })).toEqual(['units: validation.number']);
    expect(issues(holdingSchema, { ...holding, units: '-1' })).toEqual(['units: validation.number']);
    expect(holdingSchema.parse({ ...holding, value: '', purchaseValue: '100.10' })).toMatchObject({
      value: null,
      purchaseValue: '100.10',
    });
    expect(issues(holdingSchema, { ...holding, value: '1,000' })).toEqual(['value: validation.number']);
  });

  it('dates must be valid calendar dates', () => {
    expect(issues(holdingSchema, { ...holding, date: '2024-02-30' })).toEqual([
      'date: validation.date_invalid',
    ]);
    expect(holdingSchema.parse({ ...holding, date: '' }).date).toBeNull();
  });
});

describe('risk profiles and model portfolios (§5)', () => {
  it('risk profile name, returns and factsheet url are required', () => {
    expect(issues(riskProfileSchema, {})).toEqual([
      'name: validation.name_required',
      'returns: validation.required_field',
      'factsheetUrl: validation.required_field',
    ]);
    expect(issues(riskProfileSchema, { name: 'Balanced', returns: '5.5', factsheetUrl: '/f.pdf' })).toEqual(
      [],
    );
  });

  it('model portfolio name, profile, min, max, avg and rebalance are required', () => {
    expect(issues(modelPortfolioSchema, {})).toEqual([
      'name: validation.name_required',
      'profile: validation.required_field',
      'min: validation.required_field',
      'max: validation.required_field',
      'avg: validation.required_field',
      'rebalance: validation.required_field',
    ]);
    const model = { name: 'M', profile: 'Balanced', min: '35', max: '65', avg: '50', rebalance: 'Quarterly' };
    expect(issues(modelPortfolioSchema, { ...model, data: [{ name: 'Equities', value: '50' }] })).toEqual([]);
  });
});
