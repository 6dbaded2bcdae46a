/** CSV export of holdings, transactions and performance (see build.ts for the format rules). */
export * from './build';
export * from './headers';
export * from './rows';
