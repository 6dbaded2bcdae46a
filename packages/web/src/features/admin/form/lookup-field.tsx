import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PICKER_DEBOUNCE_MS, type LookupAnswer, type LookupEntry } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { apiFetch } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';

/** Entries one search asks for. */
const LOOKUP_OPTIONS = 20;

/** GET /api/lookups/{list}?q=&limit=: the entries of a lookup list matching what was typed. */
export const lookupQuery = (list: string, q: string) =>
  queryOptions({
    queryKey: ['lookups', list, q] as const,
    queryFn: () =>
      apiFetch<LookupAnswer>(
        `/lookups/${encodeURIComponent(list)}?${new URLSearchParams({ q, limit: String(LOOKUP_OPTIONS) }).toString()}`,
      ),
    // Lists are slow-moving: an answer is reused for the session's hour.
    staleTime: 3_600_000,
    placeholderData: keepPreviousData,
  });

/**
 * lookup: a text chosen from a named list (§7 lookup lists, e.g. countries), searched on the server
 * as the user types (after the §9 picker debounce, 500 ms); each option shows its value and its
 * description. The field stores the entry's value, or its description when it says so; a text the
 * list does not hold (an older address's country) is kept and shown as it is.
 */
export function LookupField({ field, name, label, readOnly }: FieldProps) {
  const { control } = useFormContext();
  const { t } = useTranslation();
  const message = useFieldMessage();
  const list = field.lookup ?? 'countries';
  const storedOf = (entry: LookupEntry) =>
    field.lookupStores === 'description' ? entry.description : entry.value;
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(typed, PICKER_DEBOUNCE_MS);
  const { data, isFetching, isError } = useQuery({ ...lookupQuery(list, search), enabled: open });
  const options = data?.entries ?? [];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <Autocomplete<LookupEntry | string, false, false, true>
          freeSolo
          autoSelect={false}
          readOnly={readOnly}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          loading={isFetching}
          options={options}
          filterOptions={(all) => all}
          getOptionLabel={(option) => (typeof option === 'string' ? option : storedOf(option))}
          isOptionEqualToValue={(option, value) =>
            (typeof option === 'string' ? option : storedOf(option)) ===
            (typeof value === 'string' ? value : storedOf(value))
          }
          value={typeof input.value === 'string' && input.value ? input.value : null}
          onChange={(_event, value) => {
            setTyped('');
            input.onChange(value === null ? '' : typeof value === 'string' ? value : storedOf(value));
          }}
          onInputChange={(_event, value, reason) => reason === 'input' && setTyped(value)}
          renderOption={({ key, ...props }, option) => (
            <Box component="li" key={key} {...props}>
              {typeof option === 'string' ? (
                option
              ) : (
                <>
                  <Typography component="span" sx={{ fontWeight: 600, minWidth: '3.5em' }}>
                    {option.value}
                  </Typography>
                  <Typography component="span">{option.description}</Typography>
                </>
              )}
            </Box>
          )}
          noOptionsText={isError ? t('admin.form.lookupFailed') : t('admin.form.noOptions')}
          loadingText={t('app.loading')}
          renderInput={(params) => (
            <TextField
              {...params}
              name={input.name}
              inputRef={input.ref}
              onBlur={() => {
                // A typed text not chosen from the list is kept as typed (free text stays text).
                if (typed && typed !== input.value) input.onChange(typed);
                input.onBlur();
              }}
              label={label}
              required={field.required}
              error={!!fieldState.error}
              helperText={
                message(field, fieldState.error?.message) ??
                (field.help ? t(field.help) : t('admin.form.lookupHelp'))
              }
            />
          )}
        />
      )}
    />
  );
}
