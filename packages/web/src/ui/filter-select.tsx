import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FilterChoice {
  value: string;
  label: string;
}

/**
 * One filter of a list's filter bar (clients, explorer): a small select whose first choice, '',
 * is 'all'. `showAll` keeps the label above the field and shows that choice while nothing is
 * chosen; without it the empty field shows only its label.
 */
export function FilterSelect({
  label,
  allLabel,
  choices,
  value,
  onChange,
  showAll = false,
  sx,
}: {
  label: string;
  allLabel: string;
  choices: readonly FilterChoice[];
  value: string;
  onChange: (value: string) => void;
  showAll?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={showAll ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
      sx={sx}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Choices that show their own value (regions, currencies, portfolio types). */
export const asChoices = (values: readonly string[]): FilterChoice[] =>
  values.map((value) => ({ value, label: value }));
