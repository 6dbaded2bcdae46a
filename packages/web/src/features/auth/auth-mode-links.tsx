import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { AuthMode } from './auth-mode';

interface AuthModeLinksProps {
  mode: AuthMode;
  disabled: boolean;
  onSwitch: (mode: AuthMode) => void;
}

/** Buttons that switch the dialog between login, signup and reset. */
export function AuthModeLinks({ mode, disabled, onSwitch }: AuthModeLinksProps) {
  const { t } = useTranslation();
  const link = (target: AuthMode, label: string, inline = false) => (
    <Button
      variant="text"
      size="small"
      disabled={disabled}
      onClick={() => onSwitch(target)}
      sx={{ px: 0.5, mx: inline ? 0 : -0.5, minWidth: 0 }}
    >
      {label}
    </Button>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      {mode === 'login' && (
        <>
          {link('reset', t('auth.forgotPassword'))}
          <Typography variant="body2" color="text.secondary">
            {t('auth.noAccount')} {link('signup', t('auth.signup.switch'), true)}
          </Typography>
        </>
      )}
      {mode === 'signup' && (
        <Typography variant="body2" color="text.secondary">
          {t('auth.haveAccount')} {link('login', t('auth.login.switch'), true)}
        </Typography>
      )}
      {mode === 'reset' && link('login', t('auth.backToLogin'))}
    </Box>
  );
}
