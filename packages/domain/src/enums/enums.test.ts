import { describe, expect, it } from 'vitest';
import {
  CHART_ASSET_CLASSES,
  CHART_ASSET_CLASS_COLOURS,
  DOCUMENT_TYPE_RULES,
  DOCUMENT_TYPES,
  HOLDING_ASSET_CLASSES,
  HOLDING_GROUP_ORDER,
  PORTFOLIO_TYPE_STYLES,
  PORTFOLIO_TYPES,
  SECTORS,
  SUBMISSION_STEPS,
  TACTICAL_MODEL_BANDS,
  TRANSACTION_CATEGORIES,
  TRANSACTION_CATEGORY_OF,
  TRANSACTION_TYPES,
  chartAssetClassOf,
  normalizeHoldingRegion,
  normalizeObjective,
  normalizeTransactionType,
  sectorColour,
  uploadAllowed,
} from '../enums';

const HEX = /^#[0-9A-F]{6}$/i;

describe('portfolio enums (§3)', () => {
  it('every type has a colour and an icon; ExO is orange', () => {
    expect(PORTFOLIO_TYPES).toEqual(['GIA', 'ISA', 'SIPP', 'ExO', 'OPB', 'Trust', 'SSAS']);
    for (const type of PORTFOLIO_TYPES) {
      expect(PORTFOLIO_TYPE_STYLES[type].colour).toMatch(HEX);
      expect(PORTFOLIO_TYPE_STYLES[type].icon).toMatch(/^[A-Z]\w+$/);
    }
    const exo = PORTFOLIO_TYPE_STYLES.ExO.colour;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(exo.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(80);
    expect(b).toBeLessThan(60);
  });

  it("objectives accept the forms' spelling", () => {
    expect(normalizeObjective('Accummulation')).toBe('Accumulation');
    expect(normalizeObjective(' Income ')).toBe('Income');
    expect(normalizeObjective('Growth')).toBeNull();
  });

  it('tactical model bands (§9)', () => {
    expect(TACTICAL_MODEL_BANDS.map((b) => [b.min, b.max])).toEqual([
      [10, 30],
      [20, 40],
      [35, 65],
      [60, 100],
    ]);
  });
});

describe('holding and chart enums (§3, §9)', () => {
  it('asset classes include Crypto and map to chart groups', () => {
    expect(HOLDING_ASSET_CLASSES).toContain('Crypto');
    expect(HOLDING_ASSET_CLASSES.map(chartAssetClassOf)).toEqual([
      'Equities',
      'Fixed Interest',
      'Alternatives',
      'Cash',
      'Other',
      'Alternatives',
    ]);
    expect(chartAssetClassOf(undefined)).toBe('Other');
    expect(chartAssetClassOf('Funds')).toBe('Other');
    expect(HOLDING_GROUP_ORDER).toEqual(['Fixed Interest', 'Equities', 'Alternatives', 'Cash', 'Other']);
    for (const group of CHART_ASSET_CLASSES) expect(CHART_ASSET_CLASS_COLOURS[group]).toMatch(HEX);
  });

  it('legacy region names resolve', () => {
    expect(normalizeHoldingRegion('United States')).toBe('North America');
    expect(normalizeHoldingRegion('USA')).toBe('North America');
    expect(normalizeHoldingRegion('Frankfurt')).toBe('Europe');
    expect(normalizeHoldingRegion('Japan')).toBe('Japan');
    expect(normalizeHoldingRegion('Mars')).toBe('Other');
  });

  it('about 21 sectors with distinct colours', () => {
    expect(SECTORS).toHaveLength(21);
    expect(SECTORS).toEqual(
      expect.arrayContaining(['Currency', 'UK', 'US', 'Asia', 'Property', 'Commodities']),
    );
    expect(new Set(SECTORS.map(sectorColour)).size).toBe(21);
    expect(sectorColour('Unknown')).toBe(sectorColour('Other'));
  });
});

describe('transactions, documents, submissions', () => {
  it("types map to the grouped categories; 'Divident' is Dividend", () => {
    expect(TRANSACTION_TYPES).toEqual([
      'Purchase',
      'Sale',
      'Contribution',
      'Withdrawal',
      'Dividend',
      'Interest',
    ]);
    for (const type of TRANSACTION_TYPES)
      expect(TRANSACTION_CATEGORIES).toContain(TRANSACTION_CATEGORY_OF[type]);
    expect(normalizeTransactionType('Divident')).toBe('Dividend');
    expect(normalizeTransactionType('Gift')).toBeNull();
  });

  it('only Forms and Account documents allow upload', () => {
    expect(DOCUMENT_TYPES.filter(uploadAllowed)).toEqual(['Forms', 'Account documents']);
    expect(DOCUMENT_TYPE_RULES.KIID.uploadAllowed).toBe(false);
  });

  it('submission steps in order', () => {
    expect(SUBMISSION_STEPS).toEqual(['Under review', 'Approved', 'Verified', 'Released']);
  });
});
