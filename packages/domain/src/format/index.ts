export * from './locale';
export * from './tables';
export * from './currency';
export * from './number';
export * from './date';
export * from './letters';
export * from './initials';
