export { i18n, setupI18n, changeLanguage, loadFeatureStrings } from './i18n';
export { useFeatureStrings } from './use-feature-strings';
export { AVAILABLE_LOCALES, isAvailableLocale } from './locale-loader';
export { useLanguage } from './use-language';
export { pickLanguage, languageFromUrl, storeLanguage, LANGUAGE_STORAGE_KEY } from './language-preference';
