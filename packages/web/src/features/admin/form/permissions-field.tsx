import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ACCESS_LEVELS, type FieldConfig } from '@portal/domain';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { FieldProps } from './field-props';
import { ReferenceField } from './reference-field';

/** The chooser of listed users or organisations for the 'users' and 'organisations' levels. */
const listField = (level: 'users' | 'organisations'): FieldConfig => ({
  name: 'ids',
  type: 'picker',
  label: `admin.access.${level}`,
  collection: level,
  multiple: true,
});

/** permissions: §2 access-level chooser (public, hidden, authenticated, users (list), organisations (list)). */
export function PermissionsField({ name, label, readOnly }: FieldProps) {
  const { control } = useFormContext();
  const { t } = useTranslation();
  const id = useId();
  const level = useWatch({ name: `${name}.level` }) as string | undefined;
  return (
    <Box>
      <Controller
        control={control}
        name={name}
        render={({ field: input }) => (
          <FormControl disabled={readOnly}>
            <FormLabel id={id}>{label}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={id}
              value={(input.value as { level?: string } | null)?.level ?? ''}
              onChange={(event) => {
                const next = event.target.value;
                const keepsIds = next === 'users' || next === 'organisations';
                input.onChange({ level: next, ...(keepsIds ? { ids: [] } : {}) });
              }}
            >
              {ACCESS_LEVELS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`admin.access.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {(level === 'users' || level === 'organisations') && (
        <ReferenceField
          key={level}
          field={listField(level)}
          name={`${name}.ids`}
          label={t(`admin.access.${level}`)}
          readOnly={readOnly}
        />
      )}
    </Box>
  );
}
