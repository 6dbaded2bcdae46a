import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useBrand } from '../lib/brand-context';

/** Sets the translated document title, "<title> | <brand>". */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const brand = useBrand();
  const full = t('app.documentTitle', { title, brand: brand.displayName });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
