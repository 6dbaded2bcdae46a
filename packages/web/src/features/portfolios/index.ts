// The portfolios feature's public entry: the dashboard home shows its screen.
export { default as PortfoliosScreen } from './portfolios-screen';
