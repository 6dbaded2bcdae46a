import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { itemQuery, itemTitle, listQuery, type AdminItem } from '../admin-api';
import { useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';

/** §9: picker search waits 500 ms after the last key. */
export const PICKER_DEBOUNCE_MS = 500;

const asIds = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];

/** The items behind the chosen ids: from the options shown, else fetched one by one. */
function useChosen(collection: string, ids: string[], options: AdminItem[]): Map<string, AdminItem> {
  const missing = ids.filter((id) => !options.some((o) => o.id === id));
  const fetched = useQueries({
    queries: missing.map((id) => ({ ...itemQuery(collection, id), staleTime: 60_000 })),
  });
  return useMemo(() => {
    const known = new Map(options.map((o) => [o.id, o]));
    for (const result of fetched) if (result.data) known.set(result.data.id, result.data);
    return known;
  }, [options, fetched]);
}

/**
 * collectionSelect and picker: one item (or several, `multiple`) of another collection, searched on
 * the server (`/api/admin/{collection}?search=`) as the user types, after 500 ms.
 */
export function ReferenceField({ field, name, label, readOnly }: FieldProps) {
  const { control } = useFormContext();
  const { t, i18n } = useTranslation();
  const message = useFieldMessage();
  const collection = field.collection ?? 'portals';
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, PICKER_DEBOUNCE_MS);
  const [open, setOpen] = useState(false);
  // Its own subscription: the step's fields are not re-rendered with the whole form (drawer figure).
  const ids = asIds(useWatch({ control, name }));
  // The options are fetched when the list is opened (or searched), not when the drawer opens: a
  // single chosen item is named by its own request; several by the first page, as before.
  const { data, isFetching } = useQuery({
    ...listQuery(collection, { search, pageSize: 50, language: i18n.language }),
    staleTime: 30_000,
    enabled: open || search !== '' || ids.length > 1,
  });
  const options = useMemo(() => data?.items ?? [], [data]);
  const chosen = useChosen(collection, ids, options);
  const titleOf = (id: string) => (chosen.get(id) ? itemTitle(chosen.get(id)!) : t('app.loading'));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <Autocomplete<string, boolean>
          multiple={field.multiple}
          readOnly={readOnly}
          loading={isFetching}
          onOpen={() => setOpen(true)}
          options={options.map((o) => o.id)}
          filterOptions={(all) => all}
          getOptionLabel={titleOf}
          isOptionEqualToValue={(option, value) => option === value}
          value={field.multiple ? asIds(input.value) : (asIds(input.value)[0] ?? null)}
          onChange={(_event, value) => input.onChange(value ?? (field.multiple ? [] : ''))}
          onInputChange={(_event, value, reason) => reason === 'input' && setTyped(value)}
          noOptionsText={t('admin.form.noOptions')}
          loadingText={t('app.loading')}
          renderInput={(params) => (
            <TextField
              {...params}
              name={input.name}
              inputRef={input.ref}
              onBlur={input.onBlur}
              label={label}
              required={field.required}
              error={!!fieldState.error}
              helperText={
                message(field, fieldState.error?.message) ??
                (field.type === 'picker'
                  ? t('admin.form.pickerHelp')
                  : field.help
                    ? t(field.help)
                    : undefined)
              }
            />
          )}
        />
      )}
    />
  );
}
