export * from './brands/types';
export * from './i18n/messages';
