import { describe, expect, it } from 'vitest';
import { isPrivateEquity } from './private-equity';

describe('isPrivateEquity', () => {
  it('is equity held neither as a listed share nor as a fund, or a line a source calls private equity', () => {
    expect(isPrivateEquity({ assetClass: 'Equity', type: 'Other' })).toBe(true);
    expect(isPrivateEquity({ assetClass: ' equity ', type: 'other' })).toBe(true);
    expect(isPrivateEquity({ assetClass: 'Private Equity', type: 'Fund' })).toBe(true);
    expect(isPrivateEquity({ assetClass: 'Equity', type: 'Stock' })).toBe(false);
    expect(isPrivateEquity({ assetClass: 'Equity', type: 'Fund' })).toBe(false);
    expect(isPrivateEquity({ assetClass: 'Equity', type: null })).toBe(false);
    expect(isPrivateEquity({ assetClass: 'Property', type: 'Other' })).toBe(false);
    expect(isPrivateEquity({ assetClass: null, type: 'Other' })).toBe(false);
  });
});
