import { getBrand } from '../brands/index';
import type { BrandConfig, BrandId, Role } from '../brands/types';
import { CONTACT_PORTFOLIO_PARAM } from '../brands/contact-portfolio';
import { buildPath, hasRoute, routePath } from '../routes';

/** A portfolio as the entry rule needs it. */
export interface EntryPortfolio {
  id: string;
  externalId: string | null;
}

/** An account the user may read, with (up to two of) its portfolios. */
export interface EntryAccount {
  id: string;
  externalId: string | null;
  portfolios: readonly EntryPortfolio[];
}

/** A portal the user may open, with (up to two of) the accounts they may read in it. */
export interface EntryPortal {
  id: string;
  accounts: readonly EntryAccount[];
}

/**
 * What root routing knows about the signed-in user. Only "none, one or more" matters at each level,
 * so callers may pass at most two portals, two accounts and two portfolios.
 */
export interface EntryInput {
  brand: BrandConfig | BrandId;
  role: Role;
  portals: readonly EntryPortal[];
}

/**
 * Where a signed-in user lands (§2 Entry rules), built with the brand's own route set:
 * 1. not exactly one portal: `/portals` (portal selection);
 * 2. staff, or an investor without exactly one account there: `/dashboard/{portal}`;
 * 3. an account with a single portfolio: `/dashboard/{portal}/portfolio/{portfolio}`;
 * 4. on a brand whose maximum is one portal, an account with an external id:
 *    `/dashboard/{portal}/portfolio/{externalId}` (the account's consolidated portfolio view);
 * 5. a brand with an account screen: `/dashboard/{portal}/account/{account}`;
 * 6. otherwise (the Icelandic brand has no account screen): `/dashboard/{portal}`.
 * On single-portal brands the portfolio data lives at the custodian, so portfolio segments use
 * external ids where there are some. The partners brand's `{contact}-{portfolio}` segment takes the
 * account's external id as the contact, and names one portfolio, so rule 4 does not apply there.
 */
export function entryRoute(input: EntryInput): string {
  const brand = typeof input.brand === 'string' ? getBrand(input.brand) : input.brand;
  const [portal, ...otherPortals] = input.portals;
  if (!portal || otherPortals.length > 0) return buildPath(brand, 'portals', {});
  const home = buildPath(brand, 'dashboard-portal', { portal: portal.id });
  const [account, ...otherAccounts] = portal.accounts;
  if (input.role !== 'investor' || !account || otherAccounts.length > 0) return home;

  const singlePortal = brand.limits.maxPortals === 1;
  const contact = account.externalId ?? account.id;
  const portfolioPath = (portfolio: string) =>
    buildPath(brand, 'dashboard-portal-portfolio', { portal: portal.id, portfolio, contact });

  const [portfolio, ...otherPortfolios] = account.portfolios;
  if (portfolio && otherPortfolios.length === 0 && hasRoute(brand, 'dashboard-portal-portfolio')) {
    return portfolioPath(singlePortal ? (portfolio.externalId ?? portfolio.id) : portfolio.id);
  }
  // A `{contact}-{portfolio}` segment names one portfolio of a contact: no consolidated view there.
  const consolidated = !routePath(brand, 'dashboard-portal-portfolio')?.includes(
    `:${CONTACT_PORTFOLIO_PARAM}`,
  );
  if (singlePortal && account.externalId && consolidated && hasRoute(brand, 'dashboard-portal-portfolio')) {
    return portfolioPath(account.externalId);
  }
  if (hasRoute(brand, 'dashboard-portal-account')) {
    return buildPath(brand, 'dashboard-portal-account', { portal: portal.id, account: account.id });
  }
  return home;
}
