import { describe, expect, it } from 'vitest';
import { simulatedReturns } from '../engine/returns/simulated';
import { assetClassReturns, modelWeights, simulateModel, simulatorClassOf } from './model-simulation';

describe('simulator asset classes', () => {
  it('lets property funds and commodities stand for alternatives, cash for other, and leaves crypto out', () => {
    expect(simulatorClassOf({ assetClass: 'Equity', sector: 'Technology' })).toBe('Equities');
    expect(simulatorClassOf({ assetClass: 'Fixed income', sector: 'Fixed Interest' })).toBe('Fixed Interest');
    expect(simulatorClassOf({ assetClass: 'Other', sector: 'Property' })).toBe('Alternatives');
    expect(simulatorClassOf({ assetClass: 'Other', sector: 'Commodities' })).toBe('Alternatives');
    expect(simulatorClassOf({ assetClass: 'Cash', sector: 'Cash' })).toBe('Other');
    expect(simulatorClassOf({ assetClass: 'Crypto', sector: 'Currency' })).toBeNull();
  });

  it('averages the returns of a class per date, equally weighted', () => {
    const series = assetClassReturns(
      [
        { symbol: 'A', assetClass: 'Equity', sector: null },
        { symbol: 'B', assetClass: 'Equity', sector: null },
        { symbol: 'C', assetClass: 'Fixed income', sector: null },
      ],
      {
        A: [
          { date: '2024-02-01', return: 0.1 },
          { date: '2024-03-01', return: 0.02 },
        ],
        B: [{ date: '2024-02-01', return: -0.04 }],
        C: [{ date: '2024-02-01', return: 0.01 }],
      },
    );
    expect(series.Equities).toEqual([
      { date: '2024-02-01', return: expect.closeTo(0.03, 12) },
      { date: '2024-03-01', return: 0.02 },
    ]);
    expect(series['Fixed Interest']).toEqual([{ date: '2024-02-01', return: 0.01 }]);
    expect(series.Alternatives).toBeUndefined();
  });

  it('reads model data as chart groups, adding repeats and dropping empty weights', () => {
    expect(
      modelWeights([
        { name: 'Equity', value: '30' },
        { name: 'Equities', value: '10' },
        { name: 'Fixed Interest', value: '60' },
        { name: 'Alternatives', value: '0' },
        { name: 'Other', value: 'x' },
      ]),
    ).toEqual([
      { symbol: 'Equities', weight: 40 },
      { symbol: 'Fixed Interest', weight: 60 },
    ]);
  });
});

describe('simulateModel', () => {
  const classes = {
    Equities: [
      { date: '2024-02-01', return: 0.05 },
      { date: '2024-03-01', return: -0.02 },
    ],
    'Fixed Interest': [
      { date: '2024-02-01', return: 0.01 },
      { date: '2024-03-01', return: 0.005 },
    ],
  };
  const data = [
    { name: 'Equities', value: '60' },
    { name: 'Fixed Interest', value: '40' },
  ];

  it("is the engine's simulatedReturns with a base point a month before the first return", () => {
    const direct = simulatedReturns(
      [
        { symbol: 'Equities', weight: 60 },
        { symbol: 'Fixed Interest', weight: 40 },
      ],
      classes,
    );
    const sim = simulateModel(data, classes);
    expect(sim.cumulative).toEqual(direct.cumulative);
    expect(sim.from).toBe('2024-01-01');
    expect(sim.points.map((p) => p.value)).toEqual([0, ...direct.points.map((p) => p.cumulative)]);
    expect(sim.points[1]!.value).toBeCloseTo(0.034, 12);
    const inception = sim.periods.find((p) => p.period === 'inception');
    expect(inception?.portfolio.value).toBeCloseTo(direct.cumulative.value!, 12);
  });

  it('measures the benchmark from its level at the base date', () => {
    const sim = simulateModel(data, classes, [
      { date: '2023-12-29', value: 100 },
      { date: '2024-02-01', value: 102 },
      { date: '2024-03-01', value: 101 },
    ]);
    expect(sim.points.map((p) => p.benchmark)).toEqual([
      0,
      expect.closeTo(0.02, 12),
      expect.closeTo(0.01, 12),
    ]);
  });

  it('cannot simulate a class without returns or a model without weights', () => {
    expect(simulateModel([{ name: 'Alternatives', value: '100' }], classes).cumulative).toEqual({
      value: null,
      reason: 'missing_data',
    });
    expect(simulateModel([], classes).cumulative).toEqual({ value: null, reason: 'zero_base' });
  });
});
