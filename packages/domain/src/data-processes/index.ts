/** Data processes (§3): what a step's data is, how it maps onto our fields, and what an import would change. */
export * from './parse-source';
export * from './plan';
export * from './targets';
export * from './validate-rows';
