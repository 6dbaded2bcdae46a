import { useCallback, useEffect, useState } from 'react';

import { chooseSnackbarEdge, type Band, type SnackbarEdge } from './snackbar-placement';

/** The field the user is typing into (a search field, a text box), or null. */
function typingField(): Element | null {
  const active = document.activeElement;
  if (!active) return null;
  if (active instanceof HTMLTextAreaElement) return active;
  if (!(active instanceof HTMLInputElement)) return null;
  return ['search', 'text', 'email', 'tel', 'number', 'password', 'url'].includes(active.type)
    ? active
    : null;
}

/**
 * Keeps the snackbar off the field being typed into: measures the snackbar and the focused field
 * whenever focus moves or the visible viewport changes (the phone's keyboard opening shrinks it).
 */
export function useSnackbarEdge({ bottomOffset, topOffset }: { bottomOffset: number; topOffset: number }) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [edge, setEdge] = useState<SnackbarEdge>('bottom');
  const [height, setHeight] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => setNode(element), []);

  useEffect(() => {
    if (!node) return;
    const viewport = window.visualViewport;
    const update = () => {
      const snackbarHeight = node.getBoundingClientRect().height;
      const field = typingField();
      const avoid: Band[] = [];
      if (field) {
        const rect = field.getBoundingClientRect();
        // Measured against the visible viewport: its offset is what the keyboard scrolled away.
        const shift = viewport?.offsetTop ?? 0;
        avoid.push({ top: rect.top - shift, bottom: rect.bottom - shift });
      }
      setHeight(snackbarHeight);
      setEdge(
        chooseSnackbarEdge({
          viewportHeight: viewport?.height ?? window.innerHeight,
          snackbarHeight,
          bottomOffset,
          topOffset,
          avoid,
        }),
      );
    };
    update();
    // Its height changes with the text's wrapping (absent in jsdom, where nothing has a size).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(node);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    viewport?.addEventListener('resize', update);
    viewport?.addEventListener('scroll', update);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
      viewport?.removeEventListener('resize', update);
      viewport?.removeEventListener('scroll', update);
    };
  }, [node, bottomOffset, topOffset]);

  return { ref, edge, height };
}
