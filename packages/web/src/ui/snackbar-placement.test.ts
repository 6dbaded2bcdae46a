import { describe, expect, it } from 'vitest';

import { chooseSnackbarEdge, snackbarBand } from './snackbar-placement';

// A 390 × 844 phone: bottom navigation 72 px + 8, the top bar 64 + 8, a 48 px snackbar.
const phone = { viewportHeight: 844, snackbarHeight: 48, bottomOffset: 80, topOffset: 72 };

describe('snackbar placement', () => {
  it('sits at the bottom, above the bottom navigation, when nothing is being typed', () => {
    expect(chooseSnackbarEdge({ ...phone, avoid: [] })).toBe('bottom');
    expect(snackbarBand('bottom', phone)).toEqual({ top: 716, bottom: 764 });
  });

  it('moves to the top when the keyboard lifted the search field to where it would sit', () => {
    // Keyboard open: 400 px visible, the focused search field scrolled to just above it.
    const typing = { ...phone, viewportHeight: 400 };
    expect(chooseSnackbarEdge({ ...typing, avoid: [{ top: 300, bottom: 356 }] })).toBe('top');
    // A field at the top of the screen keeps it at the bottom.
    expect(chooseSnackbarEdge({ ...typing, avoid: [{ top: 80, bottom: 136 }] })).toBe('bottom');
  });

  it('stays at the bottom when no edge is free (it cannot do better than its usual place)', () => {
    expect(chooseSnackbarEdge({ ...phone, avoid: [{ top: 0, bottom: 844 }] })).toBe('bottom');
  });
});
