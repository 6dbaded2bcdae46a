import type { BreakdownDimension } from '@portal/domain';

/** Which drawer of the portfolio screen is open (§2: account, portfolio, holding, breakdown). */
export type OpenDrawer =
  | { kind: 'holding'; symbol: string }
  | { kind: 'breakdown'; dimension: BreakdownDimension | 'group'; slice: string }
  | null;

/** The holding drawer's lists (§2): documents, transactions, holdings and breakdowns. */
export interface HoldingLists<T = unknown> {
  symbol: string | null;
  documents: T[];
  transactions: T[];
  holdings: T[];
  breakdowns: T[];
}

export interface DrawerState {
  open: OpenDrawer;
  lists: HoldingLists;
}

export const EMPTY_LISTS: HoldingLists = {
  symbol: null,
  documents: [],
  transactions: [],
  holdings: [],
  breakdowns: [],
};

export const INITIAL_DRAWER_STATE: DrawerState = { open: null, lists: EMPTY_LISTS };

export type DrawerAction =
  | { type: 'open'; drawer: Exclude<OpenDrawer, null> }
  | { type: 'close' }
  | { type: 'lists'; lists: HoldingLists };

/**
 * §2 "Opening a drawer clears the holding drawer's documents, transactions, holdings and breakdowns":
 * every open starts from empty lists, so a drawer never shows another holding's rows while its own
 * load; lists that arrive for a holding no longer open are dropped.
 */
export function drawerReducer(state: DrawerState, action: DrawerAction): DrawerState {
  switch (action.type) {
    case 'open':
      return { open: action.drawer, lists: EMPTY_LISTS };
    case 'close':
      return { open: null, lists: EMPTY_LISTS };
    case 'lists':
      return state.open?.kind === 'holding' && state.open.symbol === action.lists.symbol
        ? { ...state, lists: action.lists }
        : state;
  }
}
