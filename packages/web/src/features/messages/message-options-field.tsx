import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';

import type { ComposeExtras } from './compose-body';

type Options = Pick<ComposeExtras, 'email' | 'sms' | 'attachMessage'>;

interface MessageOptionsFieldProps {
  value: Options;
  onChange: (patch: Partial<Options>) => void;
  /** Staff writing to accounts or groups may file the message in their library. */
  canAttach: boolean;
}

/**
 * §3 Message.notification and attach_message: how the recipients are told besides in-app (e-mail,
 * text message) and, for staff writing to accounts or groups, filing the message in their library.
 */
export function MessageOptionsField({ value, onChange, canAttach }: MessageOptionsFieldProps) {
  const { t } = useTranslation();
  const box = (key: keyof Options, label: string) => (
    <FormControlLabel
      control={
        <Checkbox checked={value[key]} onChange={(event) => onChange({ [key]: event.target.checked })} />
      }
      label={label}
    />
  );
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('messageCentre.notifyBy')}</FormLabel>
      <FormGroup row>
        {box('email', t('messageCentre.notifyEmail'))}
        {box('sms', t('messageCentre.notifySms'))}
      </FormGroup>
      {canAttach && <FormGroup>{box('attachMessage', t('messageCentre.attachMessage'))}</FormGroup>}
    </FormControl>
  );
}
