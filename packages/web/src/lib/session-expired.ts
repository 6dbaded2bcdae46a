type Listener = () => void;
let listener: Listener | null = null;

/** Registers what happens when the server says the session expired (one listener: the app's). */
export function onSessionExpired(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

/** Called by the API client on any 401 with code 'session_expired'. */
export function notifySessionExpired(): void {
  listener?.();
}
