import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { MfaChannel, PinChannel } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Session } from '../../../lib/session';
import { CodeForm } from './code-form';
import { verifyTotp } from './mfa-api';
import { PinPanel } from './pin-panel';

interface MfaStepProps {
  channels: MfaChannel[];
  onSignedIn: (session: Session) => void;
}

/**
 * The second sign-in step (§4): the authenticator app when enrolled, else (or on request) a PIN by
 * e-mail or SMS. Lazy-loaded: most visitors of /login never need it.
 */
export default function MfaStep({ channels, onSignedIn }: MfaStepProps) {
  const { t } = useTranslation();
  const pinChannels = channels.filter((c): c is PinChannel => c !== 'totp');
  const [useApp, setUseApp] = useState(channels.includes('totp'));
  const other =
    channels.includes('totp') && pinChannels.length > 0 ? (
      <Button color="inherit" onClick={() => setUseApp(!useApp)}>
        {t('mfa.useOther')}
      </Button>
    ) : null;
  return (
    <DialogContent sx={{ pt: 1 }}>
      {useApp ? (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('mfa.totpIntro')}
          </Typography>
          <CodeForm
            label={t('mfa.code')}
            digitsOnly={false}
            submit={verifyTotp}
            onSignedIn={onSignedIn}
            extra={other}
          />
        </>
      ) : (
        <>
          <PinPanel channels={pinChannels} onSignedIn={onSignedIn} />
          {other}
        </>
      )}
    </DialogContent>
  );
}
