import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MfaChannel } from '@portal/domain';

import { useLanguage } from '../../i18n/use-language';
import { SESSION_QUERY_KEY, type Session } from '../../lib/session';
import { LanguageSelector } from '../../ui/language-selector';
import { notify } from '../../ui/notify';
import { useDocumentTitle } from '../../ui/use-document-title';
import type { AuthResult } from './auth-api';
import { AuthForm } from './auth-form';
import type { AuthFormValues, InvitationContext } from './auth-form-values';
import type { AuthMode } from './auth-mode';
import type { AuthNotice } from './auth-notice';

const CheckEmailPanel = lazy(() => import('./check-email-panel'));
const MfaStep = lazy(() => import('./mfa/mfa-step'));

interface LoginDialogProps {
  initialMode: AuthMode;
  /** Shown above the form when the dialog opens (e.g. 'You have been logged out…'). */
  initialNotice?: AuthNotice | null;
  /** On the login pages the branded page behind stays visible (a light backdrop). */
  lightBackdrop?: boolean;
  /** Where a successful sign-in goes; the page the dialog was opened on by default. */
  onSignedIn: () => void;
  /** A client's invitation: signup takes the invited address and accepts the invitation. */
  invitation?: InvitationContext;
  /** Opens at the PIN step (a Google or Microsoft sign-in whose second factor is due). */
  initialMfaChannels?: MfaChannel[];
}

/** §2 Login dialog: login, signup and reset modes, switchable back and forth. */
export function LoginDialog({
  initialMode,
  initialNotice,
  lightBackdrop,
  onSignedIn,
  invitation,
  initialMfaChannels,
}: LoginDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { language, languages, setLanguage } = useLanguage();
  const titleId = useId();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<AuthNotice | null>(initialNotice ?? null);
  // After a sign-up that needs email verification: the address the link went to.
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  // After a right password when a second factor is due: the ways to prove it.
  const [mfaChannels, setMfaChannels] = useState<MfaChannel[] | null>(initialMfaChannels ?? null);
  const titleKey = mfaChannels ? 'mfa' : checkEmail ? 'auth.checkEmail' : `auth.${mode}`;
  useDocumentTitle(t(`${titleKey}.title`));
  // The form comes one render after the dialog's frame: a dialog's portal draws its contents in the
  // commit that mounts it, all in one task; in a deferred render React can pause, so the first view's
  // main thread is blocked in shorter pieces (decision 130).
  const formShown = useDeferredValue(true, false);

  const switchMode = (next: AuthMode, currentEmail: string) => {
    setEmail(currentEmail);
    setNotice(null);
    setCheckEmail(null);
    setMode(next);
  };

  const handleSuccess = async (done: AuthMode, result: AuthResult, values: AuthFormValues) => {
    if (done === 'reset') {
      setNotice({ text: t('messages.success.reset_sent'), severity: 'success' });
      setMode('login');
      return;
    }
    if (done === 'login' && result?.mfaRequired) {
      setMfaChannels(result.channels ?? []);
      return;
    }
    if (result?.user) queryClient.setQueryData(SESSION_QUERY_KEY, result);
    else await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    if (done === 'login') {
      notify(t('messages.success.welcome_back'));
      onSignedIn();
    } else if (result?.user) {
      navigate('/profile/me');
    } else {
      setEmail(values.email);
      setCheckEmail(values.email);
    }
  };

  const handleSecondFactor = (session: Session) => {
    queryClient.setQueryData(SESSION_QUERY_KEY, session);
    notify(t('messages.success.welcome_back'));
    onSignedIn();
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
          {t(`${titleKey}.title`)}
        </DialogTitle>
        <Box sx={{ pt: 2, flexShrink: 0 }}>
          <LanguageSelector languages={languages} value={language} onChange={setLanguage} />
        </Box>
      </Box>
      {mfaChannels ? (
        <Suspense fallback={null}>
          <MfaStep channels={mfaChannels} onSignedIn={handleSecondFactor} />
        </Suspense>
      ) : checkEmail ? (
        <Suspense fallback={null}>
          <CheckEmailPanel email={checkEmail} onBack={() => switchMode('login', checkEmail)} />
        </Suspense>
      ) : (
        formShown && (
          <>
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
              {...(mode === 'signup' && invitation ? { invitation } : {})}
            />
          </>
        )
      )}
    </Dialog>
  );
}
