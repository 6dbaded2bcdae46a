import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { PICKER_DEBOUNCE_MS } from '@portal/domain';
import { useEffect, useState, type ReactNode } from 'react';

import { useDebouncedValue } from './use-debounced-value';

/** One choice of a picker: a stable key, the text shown, and the heading it is listed under. */
export interface PickerOption {
  key: string;
  label: string;
  group: string;
}

interface SearchPickerProps<Multiple extends boolean> {
  label: string;
  options: PickerOption[];
  multiple: Multiple;
  value: Multiple extends true ? PickerOption[] : PickerOption | null;
  onChange: (value: Multiple extends true ? PickerOption[] : PickerOption | null) => void;
  /** Called with the typed text once typing pauses (the server searches). */
  onSearch?: (text: string) => void;
  loading?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  noOptionsText: string;
  id?: string;
}

/** A picker over options the server finds by name, grouped under headings (accounts, groups). */
export function SearchPicker<Multiple extends boolean>(props: SearchPickerProps<Multiple>) {
  const { label, options, multiple, value, onChange, onSearch, loading, error, helperText } = props;
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, PICKER_DEBOUNCE_MS);
  useEffect(() => onSearch?.(search), [search, onSearch]);
  return (
    <Autocomplete<PickerOption, Multiple>
      id={props.id}
      multiple={multiple}
      options={options}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.key === chosen.key}
      value={value as never}
      onChange={(_event, next) => onChange(next as never)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      loading={loading}
      disabled={props.disabled}
      noOptionsText={props.noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={props.required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}

/** Named records as picker options keyed `{kind}:{id}`, under one heading, labelled by `label`. */
export function pickerOptions(
  kind: string,
  items: readonly { id: string; name: string }[],
  group: string,
  label: (name: string) => string = (name) => name,
): PickerOption[] {
  return items.map((item) => ({ key: `${kind}:${item.id}`, label: label(item.name), group }));
}
