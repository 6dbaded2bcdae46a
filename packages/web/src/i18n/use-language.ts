import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useBrand } from '../lib/brand-context';
import { changeLanguage } from './i18n';
import { storeLanguage } from './language-preference';

/** The language shown, the brand's languages, and a setter that remembers the choice. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const brand = useBrand();
  // One function for the component's life, so a memoised top bar keeps its props (decision 137).
  const setLanguage = useCallback(async (lng: string) => {
    storeLanguage(lng);
    await changeLanguage(lng);
  }, []);
  return { language: i18n.resolvedLanguage ?? i18n.language, languages: brand.locales, setLanguage };
}
