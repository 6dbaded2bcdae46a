import { useLayoutEffect } from 'react';

/**
 * The element the server puts before `#root` on a signed-in page it could draw before any script:
 * the signed-in frame with the screen's title, prerendered by the build (vite/prerender-signed-in.tsx),
 * laid over the page (decision 116). The app draws its own frame beneath it, at the same size and
 * place, and takes it away once the screen is drawn, so nothing jumps or flashes.
 */
export const FIRST_FRAME_ID = 'first-frame';
/** Longest the first frame stays when nothing takes it away (a redirect, a screen without a title). */
const FIRST_FRAME_MAX_MS = 8000;

export function removeFirstFrame(): void {
  document.getElementById(FIRST_FRAME_ID)?.remove();
}

/** On start-up: the frame goes after FIRST_FRAME_MAX_MS whatever the app draws. */
export function limitFirstFrame(): void {
  if (document.getElementById(FIRST_FRAME_ID)) setTimeout(removeFirstFrame, FIRST_FRAME_MAX_MS);
}

/**
 * Takes the first frame away in the commit that draws what replaces it (a layout effect: before
 * the browser paints), once `drawn`.
 */
export function useReplaceFirstFrame(drawn = true): void {
  useLayoutEffect(() => {
    if (drawn) removeFirstFrame();
  }, [drawn]);
}
