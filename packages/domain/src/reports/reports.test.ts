import { describe, expect, it } from 'vitest';
import { generatePdfQuerySchema } from './report-request';
import { reportPeriod } from './report-period';
import { reportSummary } from './report-summary';

describe('reportPeriod', () => {
  const today = '2026-11-26';
  it('runs an account report from 1 January to today by default', () => {
    expect(reportPeriod({ pdfType: 'account' }, today)).toEqual({ from: '2026-01-01', to: today });
  });
  it('bounds a quarterly report to the last quarter ended on or before its end', () => {
    expect(reportPeriod({ pdfType: 'quarterly' }, today)).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(reportPeriod({ pdfType: 'quarterly', toDateString: '2026-03-31' }, today)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(reportPeriod({ pdfType: 'quarterly', toDateString: '2026-02-10' }, today)).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
  });
  it('refuses a reversed or future range with the §5 range message', () => {
    const error = { error: 'validation.date_range_invalid' };
    expect(reportPeriod({ pdfType: 'account', toDateString: '2026-12-01' }, today)).toEqual(error);
    expect(
      reportPeriod({ pdfType: 'account', fromDateString: '2026-05-01', toDateString: '2026-04-01' }, today),
    ).toEqual(error);
  });
});

describe('generatePdfQuerySchema', () => {
  it('reads the §7 parameters, booleans as words', () => {
    const q = generatePdfQuerySchema.parse({ token: 't', pdfType: 'quarterly', renderConsolidated: 'false' });
    expect(q).toMatchObject({ token: 't', pdfType: 'quarterly', renderConsolidated: false });
  });
  it('refuses a reversed range with the range message', () => {
    const r = generatePdfQuerySchema.safeParse({
      token: 't',
      fromDateString: '2026-02-01',
      toDateString: '2026-01-01',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('validation.date_range_invalid');
  });
});

describe('reportSummary', () => {
  it('adds drivers exactly and derives the opening value', () => {
    const d = (change: string, netFlows: string) => ({
      change,
      netFlows,
      income: '1.10',
      fees: '-0.20',
      currency: '0',
      market: '0',
    });
    const s = reportSummary([
      { closing: '1000.10', drivers: d('100.05', '50') },
      { closing: '200.20', drivers: d('-0.15', '0') },
    ]);
    expect(s).toEqual({
      opening: '1100.4',
      closing: '1200.3',
      netFlows: '50',
      income: '2.2',
      fees: '-0.4',
      change: '99.9',
      gain: '49.9',
    });
  });
});
