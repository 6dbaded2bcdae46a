export * from './lookup';
export * from './local-lists';
