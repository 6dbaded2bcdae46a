const SHARED_KEY = 'portal.lastActivity';

/**
 * The last user activity across this browser's tabs: activity in one tab keeps the others signed
 * in, since they share one server session.
 */
export function readLastActivity(): number {
  try {
    return Number(localStorage.getItem(SHARED_KEY)) || 0;
  } catch {
    return 0;
  }
}

export function writeLastActivity(at: number): void {
  try {
    localStorage.setItem(SHARED_KEY, String(at));
  } catch {
    // storage blocked: this tab keeps its own clock
  }
}
