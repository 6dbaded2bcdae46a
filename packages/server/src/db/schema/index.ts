// Drizzle tables, one file per capability; re-exported here so `db.query.<table>` knows them all.
export * from './identity';
export * from './tenancy';
export * from './accounts';
export * from './market-data';
export * from './portfolios';
export * from './documents';
export * from './forms';
export * from './messages';
export * from './data-processes';
export * from './advice';
export * from './content';
export * from './media';
export * from './navigation';
export * from './analytics';
export * from './system';
export * from './auth-tokens';
export * from './relations';
