import { lazy } from 'react';

/**
 * The grid (and with it the drawer and every field renderer) as its own chunk, so the admin frame
 * and the screen's title show while it loads.
 */
export const LazyCollectionGrid = lazy(() =>
  import('./grid/collection-grid').then((module) => ({ default: module.CollectionGrid })),
);
