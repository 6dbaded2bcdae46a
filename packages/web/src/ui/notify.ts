import { useSyncExternalStore } from 'react';

/** A snackbar message (§8): shown for 5 seconds, 1 second when discrete, error-coloured on failure. */
export interface Notification {
  id: number;
  text: string;
  severity: 'success' | 'error' | 'info' | 'warning';
  discrete?: boolean;
}

let current: Notification | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: Notification | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a snackbar (replacing the one on screen); it outlives navigation. */
export function notify(text: string, severity: Notification['severity'] = 'success', discrete = false): void {
  emit({ id: nextId++, text, severity, discrete });
}

export function dismissNotification(id: number): void {
  if (current?.id === id) emit(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotification(): Notification | null {
  return useSyncExternalStore(subscribe, () => current);
}
