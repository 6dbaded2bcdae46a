export { STAFF_TITLES } from './staff';
export { GROUP_TEXTS } from './groups';
export { PORTFOLIO_NAMES, riskProfileText } from './portfolios';
export { THREADS, GROUP_MESSAGE, type ThreadTemplate } from './messages';
export { COMMENTARY_TEXTS } from './commentary';
