/** A band of the screen, top to bottom, in CSS pixels from the viewport's top. */
export interface Band {
  top: number;
  bottom: number;
}

export type SnackbarEdge = 'top' | 'bottom';

interface PlacementInput {
  /** Height of the visible viewport (the phone's keyboard taken off). */
  viewportHeight: number;
  snackbarHeight: number;
  /** Gap between the snackbar and the screen's bottom edge (above the bottom navigation). */
  bottomOffset: number;
  /** Gap between the snackbar and the screen's top edge (below the top bar). */
  topOffset: number;
  /** What the snackbar must not cover: the field being typed into. */
  avoid: readonly Band[];
}

/** Where a snackbar at `edge` sits. */
export function snackbarBand(edge: SnackbarEdge, input: Omit<PlacementInput, 'avoid'>): Band {
  return edge === 'bottom'
    ? {
        top: input.viewportHeight - input.bottomOffset - input.snackbarHeight,
        bottom: input.viewportHeight - input.bottomOffset,
      }
    : { top: input.topOffset, bottom: input.topOffset + input.snackbarHeight };
}

const overlaps = (a: Band, b: Band) => a.top < b.bottom && b.top < a.bottom;

/**
 * The bottom edge, unless the snackbar there would cover a field being typed into (on a phone the
 * keyboard lifts the search field to just above it, where a bottom snackbar sits); then the top
 * edge. Dialogs do not need this: they make room for the snackbar (snackbar-view).
 */
export function chooseSnackbarEdge(input: PlacementInput): SnackbarEdge {
  const clear = (edge: SnackbarEdge) =>
    !input.avoid.some((band) => overlaps(band, snackbarBand(edge, input)));
  if (clear('bottom')) return 'bottom';
  return clear('top') ? 'top' : 'bottom';
}
