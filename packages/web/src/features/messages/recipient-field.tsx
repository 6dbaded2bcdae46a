import type { Recipient } from '@portal/domain';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SearchPicker, type PickerOption } from '../../ui/search-picker';
import { recipientsQuery } from './messages-api';
import { recipientOptions, toRecipient } from './recipient-options';

interface RecipientFieldProps {
  portalId: string;
  staff: boolean;
  value: Recipient[];
  onChange: (value: Recipient[]) => void;
  error?: string | undefined;
}

/**
 * §2: a client writes to their advisors, the one advisor fixed (shown, not picked); professionals
 * pick accounts or groups, searched on the server.
 */
export function RecipientField({ portalId, staff, value, onChange, error }: RecipientFieldProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // The chosen options, kept here: a later search no longer lists them.
  const [picked, setPicked] = useState<PickerOption[]>([]);
  const recipients = useQuery(recipientsQuery(portalId, staff ? search : ''));
  const options = recipientOptions(recipients.data, t);
  const fixed = recipients.data?.fixed ? recipients.data.advisors[0] : undefined;
  useEffect(() => {
    if (fixed && value.length === 0) onChange([{ kind: 'user', id: fixed.id }]);
  }, [fixed, value.length, onChange]);

  if (recipients.isPending) {
    return <TextField key="loading" label={t('messageCentre.recipient')} disabled fullWidth />;
  }
  if (fixed) {
    return (
      <TextField
        key="fixed"
        label={t('messageCentre.recipient')}
        value={fixed.name}
        slotProps={{ input: { readOnly: true } }}
        fullWidth
      />
    );
  }
  return (
    <SearchPicker
      label={t('messageCentre.recipient')}
      options={options}
      multiple
      value={picked}
      onChange={(chosen) => {
        setPicked(chosen);
        onChange(chosen.flatMap((option) => toRecipient(option.key) ?? []));
      }}
      onSearch={staff ? setSearch : undefined}
      loading={recipients.isFetching}
      required
      error={!!error}
      helperText={error}
      noOptionsText={t('messageCentre.noRecipients')}
    />
  );
}
