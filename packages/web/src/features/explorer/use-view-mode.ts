import { useCallback, useState } from 'react';

export type ViewMode = 'list' | 'grid';
const KEY = 'portal.explorer.view';

function read(): ViewMode {
  try {
    return localStorage.getItem(KEY) === 'grid' ? 'grid' : 'list';
  } catch {
    return 'list';
  }
}

/** List or grid, remembered in this browser (a private window or a full storage only forgets it). */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(read);
  const choose = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Storage refused: the choice holds for this visit.
    }
  }, []);
  return [mode, choose];
}
