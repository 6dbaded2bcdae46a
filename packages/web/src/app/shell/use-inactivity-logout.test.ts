import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { markNetworkActivity } from '../../lib/network-activity';
import { useInactivityLogout } from './use-inactivity-logout';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

function track(timeoutMs = 30 * MINUTE) {
  const onExpire = vi.fn();
  const onKeepAlive = vi.fn();
  const view = renderHook(() => useInactivityLogout({ timeoutMs, onExpire, onKeepAlive }));
  return { onExpire, onKeepAlive, ...view };
}

describe('useInactivityLogout (§4 inactivity timer)', () => {
  it('signs out after the timeout without activity', () => {
    const { onExpire } = track();
    vi.advanceTimersByTime(30 * MINUTE - 1000);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('restarts the timer on pointer and key activity', () => {
    const { onExpire } = track();
    vi.advanceTimersByTime(20 * MINUTE);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('pings the server when active but quiet on the network for half the timeout', () => {
    markNetworkActivity(Date.now());
    const { onKeepAlive } = track();
    vi.advanceTimersByTime(10 * MINUTE);
    window.dispatchEvent(new Event('pointerdown'));
    expect(onKeepAlive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(6 * MINUTE);
    window.dispatchEvent(new Event('pointerdown'));
    expect(onKeepAlive).toHaveBeenCalledTimes(1);
  });
});
