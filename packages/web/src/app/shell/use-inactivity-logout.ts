import { useEffect, useRef } from 'react';

import { lastNetworkActivity, markNetworkActivity } from '../../lib/network-activity';
import { readLastActivity, writeLastActivity } from './activity-clock';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** Activity is recorded at most this often. */
const THROTTLE_MS = 1000;

interface InactivityOptions {
  /** The brand's inactivity timeout (from the session). */
  timeoutMs: number;
  /** Called once the user has been idle for timeoutMs. */
  onExpire: () => void;
  /** Called when the user is active but the server has not seen a request for half the timeout. */
  onKeepAlive: () => void;
}

/**
 * §4 'activity resets an inactivity timer; on expiry the user is signed out'. Pointer, keys and the
 * tab becoming visible count as activity; the server slides its own expiry on every request, so an
 * active user who makes no requests pings it (GET /api/auth/session) after half the timeout.
 */
export function useInactivityLogout({ timeoutMs, onExpire, onKeepAlive }: InactivityOptions): void {
  const callbacks = useRef({ onExpire, onKeepAlive });
  useEffect(() => {
    callbacks.current = { onExpire, onKeepAlive };
  });

  useEffect(() => {
    if (!(timeoutMs > 0)) return;
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let expired = false;
    writeLastActivity(last);

    const idleFor = () => Date.now() - Math.max(last, readLastActivity());
    const check = () => {
      clearTimeout(timer);
      const idle = idleFor();
      if (idle >= timeoutMs) {
        expired = true;
        callbacks.current.onExpire();
        return;
      }
      timer = setTimeout(check, timeoutMs - idle);
    };
    const onActivity = () => {
      const now = Date.now();
      if (expired || now - last < THROTTLE_MS) return;
      last = now;
      writeLastActivity(now);
      if (now - lastNetworkActivity() > timeoutMs / 2) {
        markNetworkActivity(now);
        callbacks.current.onKeepAlive();
      }
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      // Timers sleep in background tabs: check first, then count the return as activity.
      check();
      onActivity();
    };

    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    check();
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [timeoutMs]);
}
