import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { refreshPortal } from './portal-settings-api';

describe('refreshPortal', () => {
  it("marks the saved portal's readers stale, its menu included, and no other portal's", async () => {
    const client = new QueryClient();
    const keys = [
      ['portals', 'p1'],
      ['portals', 'p1', 'settings'],
      ['portals', 'p1', 'navigation'],
      ['portals', 'p2', 'navigation'],
    ];
    for (const key of keys) client.setQueryData(key, {});
    await refreshPortal(client, 'p1');
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, false]);
  });
});
