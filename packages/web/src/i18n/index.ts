export { i18n, setupI18n, changeLanguage } from './i18n';
export { AVAILABLE_LOCALES, isAvailableLocale } from './locale-loader';
export { useLanguage } from './use-language';
export { pickLanguage, languageFromUrl, storeLanguage, LANGUAGE_STORAGE_KEY } from './language-preference';
