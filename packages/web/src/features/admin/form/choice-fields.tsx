import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';

function useOptions(props: FieldProps) {
  const { t } = useTranslation();
  const options = props.field.options ?? [];
  const labelOf = (value: string) => {
    const option = options.find((o) => o.value === value);
    return option ? t(option.label) : value;
  };
  return { options, labelOf, t };
}

/** select and dropdown (one or, with `multiple`, several of the declared options). */
export function SelectField(props: FieldProps) {
  const { field, name, label, readOnly } = props;
  const { control } = useFormContext();
  const { options, labelOf, t } = useOptions(props);
  const message = useFieldMessage();
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <FormControl fullWidth error={!!fieldState.error} required={field.required}>
          <InputLabel id={id}>{label}</InputLabel>
          <Select
            labelId={id}
            label={field.required ? `${label} *` : label}
            multiple={field.multiple}
            value={input.value ?? (field.multiple ? [] : '')}
            onChange={(event) => input.onChange(event.target.value)}
            onBlur={input.onBlur}
            name={input.name}
            inputRef={input.ref}
            readOnly={readOnly}
            renderValue={(selected: unknown) =>
              Array.isArray(selected)
                ? selected.map(String).map(labelOf).join(', ')
                : selected
                  ? labelOf(String(selected))
                  : ''
            }
          >
            {!field.required && !field.multiple && (
              <MenuItem value="">
                <em>{t('admin.form.none')}</em>
              </MenuItem>
            )}
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {t(option.label)}
              </MenuItem>
            ))}
          </Select>
          <FormHelperText>
            {message(field, fieldState.error?.message) ?? (field.help ? t(field.help) : '')}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}

/** radio: one of the declared options, all in view. */
export function RadioField(props: FieldProps) {
  const { field, name, label, readOnly } = props;
  const { control } = useFormContext();
  const { options, t } = useOptions(props);
  const message = useFieldMessage();
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <FormControl error={!!fieldState.error} required={field.required} disabled={readOnly}>
          <FormLabel id={id}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={id}
            name={input.name}
            value={input.value ?? ''}
            onChange={(event) => input.onChange(event.target.value)}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                label={t(option.label)}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{message(field, fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** combobox: one of the options or free text. */
export function ComboboxField(props: FieldProps) {
  const { field, name, label, readOnly } = props;
  const { control } = useFormContext();
  const { options, labelOf } = useOptions(props);
  const message = useFieldMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <Autocomplete
          freeSolo
          readOnly={readOnly}
          options={options.map((o) => o.value)}
          getOptionLabel={(value) => labelOf(value)}
          value={(input.value as string) || null}
          inputValue={(input.value as string) ?? ''}
          onInputChange={(_event, value) => input.onChange(value)}
          onChange={(_event, value) => input.onChange(value ?? '')}
          renderInput={(params) => (
            <TextField
              {...params}
              name={input.name}
              onBlur={input.onBlur}
              label={label}
              required={field.required}
              error={!!fieldState.error}
              helperText={message(field, fieldState.error?.message)}
            />
          )}
        />
      )}
    />
  );
}
