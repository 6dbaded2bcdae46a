import { describe, expect, it } from 'vitest';
import { meetsPortalSignInRule } from './second-factor';
import type { Viewer } from './viewer';

const viewer: Viewer = {
  userId: 'u1',
  email: 'u1@example.com',
  role: 'investor',
  organisationId: null,
  locale: 'en',
  sessionId: 's1',
  mfaValidated: true,
};

describe('meetsPortalSignInRule', () => {
  it('lets anyone into a portal without the rule', () => {
    expect(meetsPortalSignInRule(viewer, { requireSecondFactor: false })).toBe(true);
  });

  it('admits only a strong second factor where the portal requires one', () => {
    expect(meetsPortalSignInRule(viewer, { requireSecondFactor: true })).toBe(false);
    expect(
      meetsPortalSignInRule({ ...viewer, strongSecondFactor: false }, { requireSecondFactor: true }),
    ).toBe(false);
    expect(
      meetsPortalSignInRule({ ...viewer, strongSecondFactor: true }, { requireSecondFactor: true }),
    ).toBe(true);
  });
});
