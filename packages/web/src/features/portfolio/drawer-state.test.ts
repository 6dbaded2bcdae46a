import { describe, expect, it } from 'vitest';

import { drawerReducer, EMPTY_LISTS, INITIAL_DRAWER_STATE } from './drawer-state';

const lists = (symbol: string) => ({
  ...EMPTY_LISTS,
  symbol,
  transactions: [{ id: 1 }],
  breakdowns: [['Sector', 'UK']],
});

describe('portfolio drawers (§2)', () => {
  it('opening any drawer clears the holding drawer’s lists', () => {
    let state = drawerReducer(INITIAL_DRAWER_STATE, {
      type: 'open',
      drawer: { kind: 'holding', symbol: 'VOD.L' },
    });
    state = drawerReducer(state, { type: 'lists', lists: lists('VOD.L') });
    expect(state.lists.transactions).toHaveLength(1);
    const next = drawerReducer(state, {
      type: 'open',
      drawer: { kind: 'breakdown', dimension: 'sector', slice: 'UK' },
    });
    expect(next.lists).toEqual(EMPTY_LISTS);
    const again = drawerReducer(state, { type: 'open', drawer: { kind: 'holding', symbol: 'BP.L' } });
    expect(again.lists).toEqual(EMPTY_LISTS);
  });

  it('drops lists that arrive for a holding no longer open', () => {
    const state = drawerReducer(INITIAL_DRAWER_STATE, {
      type: 'open',
      drawer: { kind: 'holding', symbol: 'BP.L' },
    });
    expect(drawerReducer(state, { type: 'lists', lists: lists('VOD.L') })).toBe(state);
    expect(drawerReducer(state, { type: 'close' })).toEqual(INITIAL_DRAWER_STATE);
  });
});
