import { describe, expect, it } from 'vitest';

import { BOOT_ANSWERS_TTL_MS, bootEntryPath, setBootAnswers, takeBootAnswer } from './boot-answers';

describe('the page’s first answers', () => {
  it('stand in for the first request of each path only', () => {
    setBootAnswers({ '/portals/p1': { name: 'Harbour' } }, 1_000);
    expect(takeBootAnswer('/portals/p2', 1_100)).toBeUndefined();
    expect(takeBootAnswer('/portals/p1', 1_100)).toEqual({ name: 'Harbour' });
    // A refetch asks the server.
    expect(takeBootAnswer('/portals/p1', 1_200)).toBeUndefined();
  });

  it('are not used once the page has been open a while', () => {
    setBootAnswers({ '/me/preview': { preview: null } }, 1_000);
    expect(takeBootAnswer('/me/preview', 1_001 + BOOT_ANSWERS_TTL_MS)).toBeUndefined();
  });

  it('name the landing path only when it is one of this site', () => {
    expect(bootEntryPath({ '/me/entry': { path: '/dashboard/p1' } })).toBe('/dashboard/p1');
    expect(bootEntryPath({ '/me/entry': { path: '//evil.example' } })).toBeUndefined();
    expect(bootEntryPath({ '/me/entry': {} })).toBeUndefined();
    expect(bootEntryPath(undefined)).toBeUndefined();
  });
});
