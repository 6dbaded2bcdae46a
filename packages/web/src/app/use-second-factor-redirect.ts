import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { onApiSignal } from '../lib/api-signals';
import { notify } from '../ui/notify';

/**
 * A portal that requires an authenticator app answers 403 'second_factor_required' to a user who
 * has none: send them to their profile, where the app is set up, and say why.
 */
export function useSecondFactorRedirect(): void {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(
    () =>
      onApiSignal('second_factor_required', () => {
        notify(t('messages.errors.second_factor_required'), 'warning');
        void navigate('/profile/me?setup=totp');
      }),
    [navigate, t],
  );
}
