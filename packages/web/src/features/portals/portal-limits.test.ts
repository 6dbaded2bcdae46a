import { brands } from '@portal/domain';
import { describe, expect, it } from 'vitest';

import { canCreatePortal } from './portal-limits';

describe('create portal (§2, §9)', () => {
  it('is hidden once the brand maximum is reached', () => {
    expect(canCreatePortal(1, brands.partners.limits.maxPortals)).toBe(false);
    expect(canCreatePortal(0, brands.greek.limits.maxPortals)).toBe(true);
    expect(canCreatePortal(40, brands['asset-manager'].limits.maxPortals)).toBe(true);
  });
});
