import { useEffect } from 'react';

import { changeLanguage } from '../i18n/i18n';
import { readStoredLanguage } from '../i18n/language-preference';
import { useSession } from '../lib/session';

/**
 * Once the session is known, show the user's profile language (userLanguage) unless an explicit
 * choice was made on this device or the URL (`?lng=` is stored as a choice at start-up).
 */
export function useProfileLanguage(): void {
  const { data: session } = useSession();
  const userLanguage = session?.user.userLanguage;
  useEffect(() => {
    if (!userLanguage) return;
    if (!readStoredLanguage()) void changeLanguage(userLanguage);
  }, [userLanguage]);
}
