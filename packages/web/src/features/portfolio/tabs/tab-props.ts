import type { PortfolioKey } from '../../../lib/portfolio-api';
import type { PortfolioView } from '../../../lib/portfolio-types';
import type { OpenDrawer } from '../drawer-state';

/** What every tab of the portfolio screen gets. */
export interface TabProps {
  portfolioKey: PortfolioKey;
  portfolio: PortfolioView;
  /** The account's portfolios (accounts and consolidated tabs). */
  siblings: PortfolioView[];
  onOpen: (drawer: Exclude<OpenDrawer, null>) => void;
}
