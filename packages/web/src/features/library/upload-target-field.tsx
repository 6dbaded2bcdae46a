import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SearchPicker } from '../../ui/search-picker';
import { targetsQuery } from './library-api';
import { targetOptions } from './library-targets';

interface TargetFieldProps {
  portalId: string;
  label: string;
  /** `account:{id}` / `group:{id}`, or '' for none. */
  value: string;
  onChange: (target: string) => void;
  /** Show a single choice as fixed text instead of a picker (an investor's one account). */
  fixedWhenSingle?: boolean;
  required?: boolean;
  error?: string | undefined;
}

/** The account or group picker (§6: staff any in scope, groups with a prefix; investors their own). */
export function TargetField({
  portalId,
  label,
  value,
  onChange,
  fixedWhenSingle,
  required,
  error,
}: TargetFieldProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const targets = useQuery(targetsQuery(portalId, search));
  const options = targetOptions(targets.data, t);
  const chosen = options.find((option) => option.key === value) ?? null;
  if (fixedWhenSingle && !search && options.length === 1 && chosen) {
    return (
      <TextField label={label} value={chosen.label} slotProps={{ input: { readOnly: true } }} fullWidth />
    );
  }
  return (
    <SearchPicker
      label={label}
      options={options}
      multiple={false}
      value={chosen}
      onChange={(option) => onChange(option?.key ?? '')}
      onSearch={setSearch}
      loading={targets.isFetching}
      required={required}
      error={!!error}
      helperText={error}
      noOptionsText={t('library.noTargets')}
    />
  );
}
