import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useLanguage } from '../../i18n/use-language';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { LanguageSelector } from '../../ui/language-selector';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AuthForm } from './auth-form';
import type { AuthMode } from './auth-mode';

interface LoginDialogProps {
  initialMode: AuthMode;
  /** On the login pages the branded page behind stays visible (a light backdrop). */
  lightBackdrop?: boolean;
  /** Where a successful sign-in goes; the page the dialog was opened on by default. */
  onSignedIn: () => void;
}

/** §2 Login dialog: login, signup and reset modes, switchable back and forth. */
export function LoginDialog({ initialMode, lightBackdrop, onSignedIn }: LoginDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { language, languages, setLanguage } = useLanguage();
  const titleId = useId();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(t(`auth.${mode}.title`));

  const switchMode = (next: AuthMode, currentEmail: string) => {
    setEmail(currentEmail);
    setNotice(null);
    setMode(next);
  };

  const handleSuccess = async (done: AuthMode) => {
    if (done === 'reset') {
      setNotice(t('messages.success.reset_sent'));
      setMode('login');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    if (done === 'signup') navigate('/profile/me');
    else onSignedIn();
  };

  return (
    <Dialog
      open
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={lightBackdrop ? { backdrop: { sx: { backgroundColor: 'rgba(0, 0, 0, 0.2)' } } } : undefined}
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown') navigate('/');
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', pr: 2 }}>
        <DialogTitle id={titleId} component="h1" variant="h2" sx={{ flex: '1 1 auto', minWidth: 0 }}>
          {t(`auth.${mode}.title`)}
        </DialogTitle>
        <Box sx={{ pt: 2, flexShrink: 0 }}>
          <LanguageSelector languages={languages} value={language} onChange={setLanguage} />
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1 }}>
        {t(`auth.${mode}.intro`)}
      </Typography>
      <AuthForm
        key={mode}
        mode={mode}
        defaultEmail={email}
        notice={notice}
        onModeChange={switchMode}
        onSuccess={handleSuccess}
        onCancel={() => navigate('/')}
      />
    </Dialog>
  );
}
