import { describe, expect, it } from 'vitest';

import { holdingPositions } from './holding-positions';
import type { AccountPageView } from './portfolio-types';

const holding = (symbol: string, units: string, valueBase: string) => ({ symbol, units, valueBase });
const portfolio = (id: string, name: string, holdings: ReturnType<typeof holding>[]) => ({
  portfolio: { id, name },
  holdings: { baseCurrency: 'GBP', holdings },
});
const page = (...portfolios: ReturnType<typeof portfolio>[]) =>
  ({ portfolios }) as unknown as AccountPageView;

describe('holdingPositions', () => {
  it('lists the security in every portfolio, the open one first, then by value, with exact unit shares', () => {
    const rows = holdingPositions(
      page(
        portfolio('a', 'GIA', [holding('VWRL', '10', '1000.00'), holding('CASH.GBP', '5', '5.00')]),
        portfolio('b', 'ISA', [holding('VWRL', '20', '2000.00')]),
        portfolio('c', 'SIPP', [holding('VWRL', '0.1', '10.00')]),
        portfolio('d', 'Trust', [holding('AAPL', '3', '300.00')]),
      ),
      'VWRL',
      'c',
    );
    expect(rows.map((r) => r.portfolioName)).toEqual(['SIPP', 'ISA', 'GIA']);
    expect(rows.map((r) => r.shareOfUnits)).toEqual(['0.003322', '0.664452', '0.332226']);
    expect(rows[1]).toMatchObject({ units: '20', value: '2000.00', currency: 'GBP' });
  });

  it('gives nothing for a security the account does not hold, and no share when no units are held', () => {
    expect(holdingPositions(page(portfolio('a', 'GIA', [holding('X', '1', '1')])), 'Y', 'a')).toEqual([]);
    const zero = holdingPositions(page(portfolio('a', 'GIA', [holding('X', '0', '0')])), 'X', 'a');
    expect(zero[0]!.shareOfUnits).toBeNull();
  });
});
