import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';

import { useBrand } from './brand-context';
import type { PortfolioKey } from './portfolio-api';
import { readPortfolioTarget, resolvePortfolioTarget } from './portfolio-target';

/**
 * The portfolio a route names (its `:portfolio` or partners' `{contact}-{portfolio}`, with `?account=`),
 * resolved to the API's account and portfolio; `data` null when none is in the viewer's reach.
 */
export function useResolvedPortfolio() {
  const brand = useBrand();
  const params = useParams();
  const [search] = useSearchParams();
  const portal = params.portal ?? '';
  const target = readPortfolioTarget(brand, params, search);
  const query = useQuery({
    queryKey: ['portals', portal, 'portfolio-target', target],
    queryFn: () => (target ? resolvePortfolioTarget(portal, target) : null),
    staleTime: 5 * 60_000,
  });
  const key: PortfolioKey | null = query.data
    ? { portalId: portal, accountId: query.data.accountId, portfolioId: query.data.portfolioId }
    : null;
  const portfolio = query.data?.portfolios.find((p) => p.id === query.data?.portfolioId) ?? null;
  return { query, key, portfolio, portal };
}
