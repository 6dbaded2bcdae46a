import { use } from 'react';
import { useTranslation } from 'react-i18next';

import { featureStringsReady, loadFeatureStrings } from './i18n';

/**
 * Signed-in screens wait (Suspense) until their texts are loaded: the sign-in page never downloads
 * them, and nobody sees a bare key.
 */
export function useFeatureStrings(): void {
  // Re-renders on a language change, which may need another language's texts.
  useTranslation();
  if (!featureStringsReady()) use(loadFeatureStrings());
}
