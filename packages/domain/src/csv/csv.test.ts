import { describe, expect, it } from 'vitest';
import { readCumulativeSeries } from '../engine/performance/series';
import { performancePeriods } from '../engine/performance/periods';
import type { ValuedHolding } from '../engine/valuation/types';
import { CSV_BOM, buildCsv, csvCell, renderCsv } from './build';
import { CSV_HEADERS, csvHeader } from './headers';
import { holdingsCsvTable, performanceCsvTable, transactionsCsvTable } from './rows';

describe('csvCell (RFC 4180, formula injection)', () => {
  it('quotes commas, quotes and line breaks; names keep their commas', () => {
    expect(csvCell('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvCell('The "Best" Fund')).toBe('"The ""Best"" Fund"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises text starting with = + - @ tab or CR', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('amounts are plain numbers: negatives stay numbers, thousands separators go', () => {
    expect(csvCell('-1234.56', 'amount')).toBe('-1234.56');
    expect(csvCell('1,234,567.5', 'amount')).toBe('1234567.5');
    expect(csvCell('0', 'amount')).toBe('0');
    // Not a number in an amount column: text, so neutralised.
    expect(csvCell('=1+1', 'amount')).toBe("'=1+1");
    expect(csvCell('-1e5', 'amount')).toBe("'-1e5");
  });
});

describe('buildCsv', () => {
  it('UTF-8 BOM, the headers as given, CRLF after every line', () => {
    const csv = buildCsv(
      ['Όνομα', 'Αξία'],
      ['text', 'amount'],
      [
        ['Fund, Acc', '-12.5'],
        ['Þór', null],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe('\uFEFFΌνομα,Αξία\r\n"Fund, Acc",-12.5\r\nÞór,\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});

describe('exports from engine outputs', () => {
  const holding: ValuedHolding = {
    symbol: 'VOD.L',
    name: 'Vodafone, plc',
    units: '1000',
    cost: '700',
    currency: 'GBX',
    assetClass: 'Equity',
    price: '72.5',
    priceDate: '2024-01-31',
    value: '725.00',
    valueBase: '725.00',
    return: { value: 25 / 700 },
    costBase: '700',
    gainBase: { total: '25.00', market: '25.00', currency: '0.00' },
  };

  it('holdings in the caller’s language', () => {
    const csv = renderCsv(
      holdingsCsvTable([
        holding,
        { ...holding, symbol: '=CMD', return: { value: null, reason: 'zero_base' } },
      ]),
      (key) => csvHeader(key, 'is'),
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Heiti,Auðkenni,Eignaflokkur,Gjaldmiðill,Einingar,Verð,Kostnaður,Virði,Virði (grunnmynt),Kostnaður (grunnmynt),Ávöxtun (%)',
    );
    expect(lines[1]).toBe('"Vodafone, plc",VOD.L,Equity,GBX,1000,72.5,700,725.00,725.00,700,3.57');
    expect(lines[2]).toBe('"Vodafone, plc",\'=CMD,Equity,GBX,1000,72.5,700,725.00,725.00,700,');
  });

  it('transactions with their category; performance with empty cells for cannot-compute', () => {
    const tx = renderCsv(
      transactionsCsvTable([
        { date: '2024-02-01', type: 'Withdrawal', symbol: 'CASH.GBP', amount: '-250', currency: 'GBP' },
      ]),
      (key) => csvHeader(key),
    );
    expect(tx.split('\r\n')[1]).toBe('2024-02-01,Withdrawal,Payments out,,CASH.GBP,-250,,,,GBP,');
    const series = readCumulativeSeries([
      { date: '2024-05-02', portfolio: 0, benchmark: 0 },
      { date: '2024-05-15', portfolio: 3, benchmark: -1 },
    ]);
    const perf = renderCsv(performanceCsvTable(performancePeriods(series)), (key) => csvHeader(key, 'el'));
    expect(perf.split('\r\n')[2]).toBe('1M,,2024-05-15,,,');
    expect(perf.split('\r\n')[5]).toBe('inception,2024-05-02,2024-05-15,3.00,-1.00,4.00');
  });

  it('every header exists in en, el and is', () => {
    for (const texts of Object.values(CSV_HEADERS)) {
      expect(Object.keys(texts).sort()).toEqual(['el', 'en', 'is']);
    }
  });
});
