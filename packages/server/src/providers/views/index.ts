/**
 * Feeds → views: the only place where provider data meets the finance engine. Every provider mode
 * goes through these functions, so the same data gives the same view whatever its source.
 */
export * from './account-views';
export * from './holdings-views';
export * from './transaction-views';
export * from './performance-views';
export * from './charges-view';
