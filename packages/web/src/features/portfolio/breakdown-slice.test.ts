import { describe, expect, it } from 'vitest';

import type { HoldingView } from '../../lib/portfolio-types';
import { inSlice, sliceTotal } from './breakdown-slice';

const holding = (fields: Partial<HoldingView>) =>
  ({ symbol: 'X', currency: 'GBP', ...fields }) as HoldingView;

describe('breakdown slices', () => {
  it('puts a holding in its settlement currency, its named slice, or Other when the field is blank', () => {
    expect(inSlice(holding({ currency: 'GBX' }), 'currency', 'GBP', [])).toBe(true);
    expect(inSlice(holding({ sector: 'Energy' } as Partial<HoldingView>), 'sector', 'Energy', [])).toBe(true);
    expect(inSlice(holding({ sector: '  ' } as Partial<HoldingView>), 'sector', 'Other', [])).toBe(true);
    expect(inSlice(holding({ symbol: 'SVI.L' }), 'group', 'Equities', ['SVI.L'])).toBe(true);
    expect(inSlice(holding({ symbol: 'KSDC' }), 'group', 'Equities', ['SVI.L'])).toBe(false);
  });

  it("adds the slice's values to the penny and weighs them against the portfolio", () => {
    // 0.1 + 0.2 in binary floating point is 0.30000000000000004; decimals add exactly.
    expect(sliceTotal([{ valueBase: '0.10' }, { valueBase: '0.20' }], '1.20')).toEqual({
      value: '0.30',
      weight: '0.250000',
    });
    expect(sliceTotal([{ valueBase: '29950.62' }, { valueBase: '21424.00' }], '193296.02')).toEqual({
      value: '51374.62',
      weight: '0.265782',
    });
    expect(sliceTotal([], '0')).toEqual({ value: '0.00', weight: null });
  });
});
