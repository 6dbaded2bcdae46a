import type { BrandConfig } from '@portal/domain';

/** The sign-in providers §2 defines besides e-mail and password: off unless configured. */
export const SOCIAL_PROVIDERS = ['google', 'microsoft'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface SocialProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** ID token or UserInfo claims any of which, when true, vouch for the address. */
  verifiedEmailClaims: string[];
}

export type SocialProvidersConfig = Partial<Record<SocialProvider, SocialProviderSettings>>;

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const MICROSOFT_AUTHORITY = 'https://login.microsoftonline.com';

/** A directory (tenant) ID: Microsoft's issuer names it, `{authority}/{tenant}/v2.0`. */
const TENANT_ID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const MULTI_TENANT = ['common', 'organizations', 'consumers'];

export interface SocialEnv {
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_CLIENT_SECRET?: string | undefined;
  GOOGLE_ISSUER?: string | undefined;
  MICROSOFT_CLIENT_ID?: string | undefined;
  MICROSOFT_CLIENT_SECRET?: string | undefined;
  MICROSOFT_TENANT?: string | undefined;
  MICROSOFT_AUTHORITY?: string | undefined;
}

/**
 * Google and Microsoft sign-in from the environment: each provider is on when all of its
 * variables are set, off when none is; some but not all is a start-up error (returned as text).
 *
 * Microsoft's issuer depends on the tenant: a single tenant's ID gives the one issuer its ID tokens
 * carry. The multi-tenant aliases (common, organizations, consumers) are refused: their discovery
 * document names a templated issuer ({tenantid}), so no ID token could be checked against it.
 * Microsoft sends no `email_verified`: an address counts as verified only with the optional claim
 * `xms_edov` (the domain owner verified it), which the app registration must add.
 */
export function socialProvidersFrom(e: SocialEnv): SocialProvidersConfig | string {
  const config: SocialProvidersConfig = {};
  const google = [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET];
  if (google.some(Boolean)) {
    if (!google.every(Boolean)) return 'Google sign-in needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET';
    config.google = {
      issuer: e.GOOGLE_ISSUER ?? GOOGLE_ISSUER,
      clientId: e.GOOGLE_CLIENT_ID!,
      clientSecret: e.GOOGLE_CLIENT_SECRET!,
      verifiedEmailClaims: ['email_verified'],
    };
  }
  const microsoft = [e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET, e.MICROSOFT_TENANT];
  if (microsoft.some(Boolean)) {
    if (!microsoft.every(Boolean))
      return 'Microsoft sign-in needs MICROSOFT_CLIENT_ID, MICROSOFT_CLIENT_SECRET and MICROSOFT_TENANT';
    const tenant = e.MICROSOFT_TENANT!.trim();
    if (MULTI_TENANT.includes(tenant.toLowerCase()) || !TENANT_ID.test(tenant))
      return 'MICROSOFT_TENANT must be the directory (tenant) ID, e.g. 72f988bf-86f1-41af-91ab-2d7cd011db47; common, organizations and consumers have no single issuer';
    const authority = (e.MICROSOFT_AUTHORITY ?? MICROSOFT_AUTHORITY).replace(/\/+$/, '');
    config.microsoft = {
      issuer: `${authority}/${tenant.toLowerCase()}/v2.0`,
      clientId: e.MICROSOFT_CLIENT_ID!,
      clientSecret: e.MICROSOFT_CLIENT_SECRET!,
      verifiedEmailClaims: ['email_verified', 'xms_edov'],
    };
  }
  return config;
}

/**
 * The brand as this deployment runs it: every brand has Google and Microsoft switched off (§2),
 * and the configuration switches a provider on by giving its settings, so the sign-in screen
 * shows exactly the buttons that work. The secrets stay here; the browser learns only the flags.
 */
export function withSocialSignIn(brand: BrandConfig, config: SocialProvidersConfig): BrandConfig {
  return {
    ...brand,
    signIn: { ...brand.signIn, google: !!config.google, microsoft: !!config.microsoft },
  };
}
