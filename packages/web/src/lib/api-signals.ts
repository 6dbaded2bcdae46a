/**
 * What an API answer can tell the whole app, whichever screen made the call: the session ran out,
 * or a portal requires a second factor the user has not set up. One listener per signal (the app's).
 */
export type ApiSignal = 'session_expired' | 'second_factor_required';

type Listener = () => void;
const listeners = new Map<ApiSignal, Listener>();

/** Registers what happens on `signal`; returns the unregistration. */
export function onApiSignal(signal: ApiSignal, next: Listener): () => void {
  listeners.set(signal, next);
  return () => {
    if (listeners.get(signal) === next) listeners.delete(signal);
  };
}

/** Called by the API client when an answer carries one of the signals' error codes. */
export function notifyApiSignal(signal: ApiSignal): void {
  listeners.get(signal)?.();
}

/** Any error code that is also a signal. */
export function isApiSignal(code: string | null | undefined): code is ApiSignal {
  return code === 'session_expired' || code === 'second_factor_required';
}
