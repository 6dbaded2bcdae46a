import {
  buildPath,
  CONTACT_PORTFOLIO_PARAM,
  parseContactPortfolio,
  routePath,
  type BrandConfig,
} from '@portal/domain';

import { apiFetch } from './api-client';
import { accountPath, queryString } from './portfolio-api';
import type { AccountListItem, Paged, PortfoliosPage, PortfolioView } from './portfolio-types';

/**
 * What a portfolio address names. The routes of §2 carry no account (`/portfolio/{portfolio}`), the
 * API needs one: links inside the app add `?account=`; the partners route names the contact (the
 * account's external id) in `{contact}-{portfolio}`; an entry link of a single-portal brand names the
 * account's external id in place of a portfolio (§2 entry rules).
 */
export interface PortfolioTarget {
  portfolio: string;
  account: string | null;
  contact: string | null;
}

/** Reads the portfolio route's params and query into a target; null when the segment is malformed. */
export function readPortfolioTarget(
  brand: BrandConfig,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
): PortfolioTarget | null {
  const account = search.get('account') || null;
  const pattern = routePath(brand, 'dashboard-portal-portfolio') ?? '';
  if (pattern.includes(`:${CONTACT_PORTFOLIO_PARAM}`)) {
    const parsed = parseContactPortfolio(params[CONTACT_PORTFOLIO_PARAM] ?? '');
    return parsed ? { portfolio: parsed.portfolio, account, contact: parsed.contact } : null;
  }
  const portfolio = params.portfolio;
  return portfolio ? { portfolio, account, contact: null } : null;
}

export interface ResolvedPortfolio {
  accountId: string;
  portfolioId: string;
  portfolios: PortfolioView[];
}

/** How many of the viewer's accounts are searched for a portfolio given without its account. */
export const ACCOUNT_SEARCH_LIMIT = 20;

async function portfoliosOf(portalId: string, accountId: string): Promise<PortfolioView[]> {
  return (await apiFetch<PortfoliosPage>(`${accountPath(portalId, accountId)}/portfolios?pageSize=100`))
    .items;
}

async function accountByExternalId(portalId: string, externalId: string): Promise<string | null> {
  const list = await apiFetch<Paged<AccountListItem>>(
    `/portals/${encodeURIComponent(portalId)}/accounts${queryString({ search: externalId, pageSize: 100 })}`,
  );
  return list.items.find((item) => item.externalId === externalId)?.id ?? null;
}

/** The account and portfolio a target names, or null (the screen sends the user to /dashboard/404). */
export async function resolvePortfolioTarget(
  portalId: string,
  target: PortfolioTarget,
): Promise<ResolvedPortfolio | null> {
  const pick = (accountId: string, portfolios: PortfolioView[], fallbackToFirst: boolean) => {
    const found =
      portfolios.find((p) => p.id === target.portfolio) ?? (fallbackToFirst ? portfolios[0] : undefined);
    return found ? { accountId, portfolioId: found.id, portfolios } : null;
  };
  if (target.account) return pick(target.account, await portfoliosOf(portalId, target.account), false);
  if (target.contact) {
    const accountId = await accountByExternalId(portalId, target.contact);
    return accountId ? pick(accountId, await portfoliosOf(portalId, accountId), false) : null;
  }
  // §2: a single-portal brand sends an investor to /portfolio/{the account's external id}.
  const byExternal = await accountByExternalId(portalId, target.portfolio);
  if (byExternal) return pick(byExternal, await portfoliosOf(portalId, byExternal), true);
  const accounts = await apiFetch<Paged<AccountListItem>>(
    `/portals/${encodeURIComponent(portalId)}/accounts?pageSize=${ACCOUNT_SEARCH_LIMIT}`,
  );
  for (const account of accounts.items.filter((a) => a.portfolioCount > 0)) {
    const found = pick(account.id, await portfoliosOf(portalId, account.id), false);
    if (found) return found;
  }
  return null;
}

/**
 * The address of a portfolio screen from inside the app (§2 per brand, through the domain's route
 * map): partners name `{contact}-{portfolio}`; every brand also carries `?account=` so the screen
 * needs no search. `extra` adds query values (a tab).
 */
export function portfolioLink(
  brand: BrandConfig,
  portalId: string,
  account: { id: string; externalId?: string | null },
  portfolioId: string,
  extra: Record<string, string> = {},
): string {
  const contactRoute = (routePath(brand, 'dashboard-portal-portfolio') ?? '').includes(
    `:${CONTACT_PORTFOLIO_PARAM}`,
  );
  const query = { account: account.id, ...extra };
  if (contactRoute && account.externalId) {
    return buildPath(
      brand,
      'dashboard-portal-portfolio',
      { portal: portalId, contact: account.externalId, portfolio: portfolioId },
      query,
    );
  }
  if (contactRoute) {
    return buildPath(
      brand,
      'dashboard-portal-portfolio',
      { portal: portalId, contact: account.id, portfolio: portfolioId },
      query,
    );
  }
  return buildPath(brand, 'dashboard-portal-portfolio', { portal: portalId, portfolio: portfolioId }, query);
}
