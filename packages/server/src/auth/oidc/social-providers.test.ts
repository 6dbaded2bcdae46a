import { getBrand } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { socialProvidersFrom, withSocialSignIn } from './social-providers';

const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

describe('Google and Microsoft sign-in settings (§2: off unless configured)', () => {
  it('is off with nothing set, and the brand shows no button', () => {
    expect(socialProvidersFrom({})).toEqual({});
    const brand = withSocialSignIn(getBrand('asset-manager'), {});
    expect(brand.signIn).toMatchObject({ google: false, microsoft: false, emailPassword: true });
  });

  it("uses Google's issuer and the Microsoft tenant's own issuer", () => {
    const config = socialProvidersFrom({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      MICROSOFT_CLIENT_ID: 'm',
      MICROSOFT_CLIENT_SECRET: 'ms',
      MICROSOFT_TENANT: TENANT.toUpperCase(),
    });
    expect(config).toMatchObject({
      google: { issuer: 'https://accounts.google.com', verifiedEmailClaims: ['email_verified'] },
      microsoft: {
        issuer: `https://login.microsoftonline.com/${TENANT}/v2.0`,
        verifiedEmailClaims: ['email_verified', 'xms_edov'],
      },
    });
    const brand = withSocialSignIn(getBrand('greek'), config as Exclude<typeof config, string>);
    expect(brand.signIn).toMatchObject({ google: true, microsoft: true, linkedin: false });
  });

  it('refuses half a configuration and a tenant without a single issuer', () => {
    expect(socialProvidersFrom({ GOOGLE_CLIENT_ID: 'g' })).toMatch(/GOOGLE_CLIENT_SECRET/);
    const microsoft = { MICROSOFT_CLIENT_ID: 'm', MICROSOFT_CLIENT_SECRET: 'ms' };
    expect(socialProvidersFrom(microsoft)).toMatch(/MICROSOFT_TENANT/);
    for (const tenant of ['common', 'organizations', 'consumers', 'contoso.onmicrosoft.com'])
      expect(socialProvidersFrom({ ...microsoft, MICROSOFT_TENANT: tenant })).toMatch(
        /directory \(tenant\) ID/,
      );
  });
});
