import { describe, expect, it } from 'vitest';
import { consolidatedCosts, costsStatement, costsStatementYear, valueDays } from './costs-statement';
import { commentaryQuarter } from './report-period';

// Hand-computed figures: every expected number below is worked out in the comment beside it.
describe('costsStatement', () => {
  const january = { from: '2024-01-01', to: '2024-01-10' };
  // 1000 held 1–5 January (the point of 1 December still holds), 1200 held 6–10 January:
  // value-days 1000×5 + 1200×5 = 11000 over 10 days, average 1100.
  const points = [
    { date: '2023-12-01', value: '1000' },
    { date: '2024-01-06', value: '1200' },
  ];

  it('splits costs into product, service and transaction costs, in money and as a share of the average value', () => {
    const s = costsStatement({
      period: january,
      points,
      annual: { ongoingCharges: '0.73', platformFee: '0.365', adviceFee: '0.5', total: '1.595' },
      charged: { 'Advice fee': '-2.00' },
      transactionCosts: '9.95',
      gain: '50',
    });
    expect(s.valuedDays).toBe(10);
    expect(s.averageValue).toBe('1100');
    expect(s.lines).toEqual([
      // 0.73 % × 11000 / 365 = 0.22 (accrued: fund charges are taken inside the price)
      { key: 'ongoingCharges', group: 'product', basis: 'accrued', amount: '0.22', share: '0.0002' },
      // 0.365 % × 11000 / 365 = 0.11; 0.11 / 1100 = 0.0001
      { key: 'platformFee', group: 'service', basis: 'accrued', amount: '0.11', share: '0.0001' },
      // charged in the period: the 2.00 taken wins over the 0.5 % rate; 2 / 1100 = 0.001818…
      { key: 'adviceFee', group: 'service', basis: 'charged', amount: '2', share: '0.001818' },
      // 9.95 / 1100 = 0.0090454…
      { key: 'transactionCosts', group: 'transaction', basis: 'charged', amount: '9.95', share: '0.009045' },
    ]);
    expect(s.product).toEqual({ amount: '0.22', share: '0.0002' });
    expect(s.service).toEqual({ amount: '2.11', share: '0.001918' }); // 2.11 / 1100 = 0.0019181…
    expect(s.transaction).toEqual({ amount: '9.95', share: '0.009045' });
    expect(s.total).toEqual({ amount: '12.28', share: '0.011164' }); // 12.28 / 1100 = 0.0111636…
    // The gain after costs 50 (4.5454… %); before costs 50 + 12.28 = 62.28 (5.6618… %).
    expect(s.effect).toEqual({
      before: { amount: '62.28', share: '0.056618' },
      after: { amount: '50', share: '0.045455' },
    });
  });

  it('counts only valued days, and files an unknown charge type as another service fee', () => {
    // One point on 22 January: 3650 × 10 days (22–31), average 3650; 1 % × 36500 / 365 = 1.00.
    const s = costsStatement({
      period: { from: '2024-01-01', to: '2024-01-31' },
      points: [
        { date: '2024-01-22', value: '3650' },
        { date: '2024-02-01', value: '9999' },
      ],
      annual: { ongoingCharges: '1' },
      charged: { 'Exit charge': '7.30' },
      transactionCosts: '0',
      gain: null,
    });
    expect(s.valuedDays).toBe(10);
    expect(s.averageValue).toBe('3650');
    expect(s.lines.map((l) => [l.key, l.amount, l.share])).toEqual([
      ['ongoingCharges', '1', '0.000274'], // 1 / 3650 = 0.00027397…
      ['otherServiceFees', '7.3', '0.002'], // 7.30 / 3650 = 0.002
      ['transactionCosts', '0', '0'],
    ]);
    expect(s.total.amount).toBe('8.3');
    expect(s.effect).toBeNull();
  });

  it('has no shares without a valued day', () => {
    const s = costsStatement({
      period: january,
      points: [],
      annual: { ongoingCharges: '0.5' },
      charged: {},
      transactionCosts: '4.50',
      gain: '0',
    });
    expect(s.averageValue).toBeNull();
    expect(s.total).toEqual({ amount: '4.5', share: null });
  });
});

describe('valueDays', () => {
  it('weights each value by the days it held, inside the period', () => {
    const { sum, days } = valueDays(
      [
        { date: '2024-02-28', value: '10' },
        { date: '2024-03-01', value: '20' },
      ],
      { from: '2024-02-01', to: '2024-03-02' },
    );
    // 28 and 29 February (leap year) at 10, 1 and 2 March at 20: 20 + 40 = 60 over 4 days.
    expect([sum.toFixed(), days]).toEqual(['60', 4]);
  });
});

describe('consolidatedCosts', () => {
  it('adds the portfolios line by line, shares of the summed average', () => {
    const base = { period: january(), annual: {}, transactionCosts: '0' };
    const a = costsStatement({
      ...base,
      points: [{ date: '2024-01-01', value: '1000' }],
      charged: { 'Platform fee': '3' },
      gain: '20',
    });
    const b = costsStatement({
      ...base,
      points: [{ date: '2024-01-01', value: '3000' }],
      charged: { 'Platform fee': '5' },
      gain: '-10',
    });
    const c = consolidatedCosts([a, b])!;
    expect(c.averageValue).toBe('4000');
    expect(c.lines[0]).toEqual({
      key: 'platformFee',
      group: 'service',
      basis: 'charged',
      amount: '8',
      share: '0.002',
    });
    expect(c.total).toEqual({ amount: '8', share: '0.002' });
    // After: 20 − 10 = 10 (0.25 %); before 18 (0.45 %).
    expect(c.effect).toEqual({
      before: { amount: '18', share: '0.0045' },
      after: { amount: '10', share: '0.0025' },
    });
    expect(consolidatedCosts([])).toBeNull();
  });
  function january() {
    return { from: '2024-01-01', to: '2024-01-31' };
  }
});

describe('periods of the statement and the commentary', () => {
  it('the annual statement covers the last calendar year', () => {
    expect(costsStatementYear('2026-11-26')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });
  it("the commentary is the last quarter ended on or before the report's end", () => {
    expect(commentaryQuarter('2026-11-26')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(commentaryQuarter('2026-09-30')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
  });
});
