import { describe, expect, it } from 'vitest';
import type { Viewer } from './viewer';
import { listedInSiteMap, publishedAccess } from './published-access';

const viewer: Viewer = {
  userId: 'u1',
  email: 'a@b.example',
  role: 'investor',
  organisationId: 'o1',
  locale: 'en',
  sessionId: 's1',
  mfaValidated: true,
};

describe('publishedAccess', () => {
  it('opens public content to everyone and hides the hidden level from everyone', () => {
    expect(publishedAccess({}, null)).toBe('open');
    expect(publishedAccess({ access: { level: 'public' } }, viewer)).toBe('open');
    expect(publishedAccess({ access: { level: 'hidden' } }, null)).toBe('none');
    expect(publishedAccess({ access: { level: 'hidden' } }, viewer)).toBe('none');
  });

  it('asks guests and half-signed-in viewers to sign in for protected and secure content', () => {
    expect(publishedAccess({ protected: true }, null)).toBe('sign-in');
    expect(publishedAccess({ access: { level: 'authenticated' } }, null)).toBe('sign-in');
    expect(publishedAccess({ protected: true }, { ...viewer, mfaValidated: false })).toBe('sign-in');
    expect(publishedAccess({ protected: true }, viewer)).toBe('open');
    expect(publishedAccess({ access: { level: 'authenticated' } }, viewer)).toBe('open');
  });

  it('opens a users or organisations list only to whom it names', () => {
    expect(publishedAccess({ access: { level: 'users', ids: ['u1'] } }, viewer)).toBe('open');
    expect(publishedAccess({ access: { level: 'users', ids: ['u2'] } }, viewer)).toBe('none');
    expect(publishedAccess({ access: { level: 'organisations', ids: ['o1'] } }, viewer)).toBe('open');
    expect(publishedAccess({ access: { level: 'organisations', ids: ['o2'] } }, viewer)).toBe('none');
    expect(
      publishedAccess(
        { access: { level: 'organisations', ids: ['o1'] } },
        { ...viewer, organisationId: null },
      ),
    ).toBe('none');
  });
});

describe('listedInSiteMap', () => {
  it('lists protected pages to guests but hides secure ones until signed in', () => {
    expect(listedInSiteMap({ protected: true }, null)).toBe(true);
    expect(listedInSiteMap({ access: { level: 'authenticated' } }, null)).toBe(false);
    expect(listedInSiteMap({ access: { level: 'authenticated' } }, viewer)).toBe(true);
    expect(listedInSiteMap({ access: { level: 'hidden' } }, viewer)).toBe(false);
  });
});
