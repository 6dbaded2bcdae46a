// The simulator's public entry: investment advice embeds it.
export { StrategySimulator } from './strategy-simulator';
