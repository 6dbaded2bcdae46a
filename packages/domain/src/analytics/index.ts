export * from './periods';
export * from './kpis';
