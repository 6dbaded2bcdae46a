import { useEffect } from 'react';

/** `?print` switches to the print style: a `print` class on <body> (§2). */
export function usePrintClass(print: boolean): void {
  useEffect(() => {
    document.body.classList.toggle('print', print);
  }, [print]);
}
