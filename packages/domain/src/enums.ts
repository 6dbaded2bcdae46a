/** The enumerations of spec §3 and §9: one module per subject, re-exported here. */
export * from './enums/asset-class';
export * from './enums/benchmarks';
export * from './enums/content';
export * from './enums/documents';
export * from './enums/holding';
export * from './enums/portfolio';
export * from './enums/sectors';
export * from './enums/transaction';
export * from './enums/private-equity';
