import { ACCOUNTS_LIMIT, ADVISORS_LIMIT, SINGLE_PORTAL_LIMIT } from '../constants';
import type { BrandLimits, SignInOptions } from './types';

/** §9 limits for the multi-tenant brands: 100 accounts, 50 advisors, any number of portals. */
export const DEFAULT_LIMITS: BrandLimits = {
  accounts: ACCOUNTS_LIMIT,
  advisors: ADVISORS_LIMIT,
  maxPortals: null,
};

/** §9 limits for the single-portal brands (partners, greek): one portal per company. */
export const SINGLE_PORTAL_LIMITS: BrandLimits = { ...DEFAULT_LIMITS, maxPortals: SINGLE_PORTAL_LIMIT };

/**
 * §2 Login dialog: email and password; Google, Microsoft and LinkedIn switched off; one-time PIN by
 * SMS and e-mail. National e-ID is the Icelandic brand's (its users sign in with rafræn skilríki).
 */
export const STANDARD_SIGN_IN: SignInOptions = {
  emailPassword: true,
  google: false,
  microsoft: false,
  linkedin: false,
  nationalEid: false,
  pinBySms: true,
  pinByEmail: true,
};
