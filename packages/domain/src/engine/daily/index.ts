export * from './types';
export { STALE_BUSINESS_DAYS } from './plan';
export * from './reference';
export * from './performance';
export * from './fast';
export * from './portfolio-days';
export * from './period-columns';
