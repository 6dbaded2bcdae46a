import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { SLIDER_MAX, SLIDER_MIN } from '@portal/domain';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';

/**
 * The bounds of a slider (§9): 1 to 10, or with options a select slider from 0 to the number of
 * options − 1 (the value is the option's index); range uses the declared min and max.
 */
export function sliderBounds(field: FieldProps['field']): { min: number; max: number } {
  if (field.options?.length) return { min: 0, max: field.options.length - 1 };
  return { min: field.min ?? SLIDER_MIN, max: field.max ?? SLIDER_MAX };
}

/** slider and range. */
export function SliderField({ field, name, label, readOnly }: FieldProps) {
  const { control } = useFormContext();
  const { t } = useTranslation();
  const message = useFieldMessage();
  const labelId = useId();
  const { min, max } = sliderBounds(field);
  const optionLabel = (value: number) => {
    const option = field.options?.[value];
    return option ? t(option.label) : String(value);
  };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => {
        const numeric = Number(input.value);
        const value = Number.isFinite(numeric) && input.value !== '' && input.value !== null ? numeric : min;
        return (
          <Box>
            <Typography id={labelId} variant="body2" color="text.secondary">
              {label}: <strong>{optionLabel(value)}</strong>
            </Typography>
            <Box sx={{ px: 1 }}>
              <Slider
                aria-labelledby={labelId}
                name={input.name}
                value={value}
                min={min}
                max={max}
                step={field.integer === false ? 0.1 : 1}
                marks
                disabled={readOnly}
                valueLabelDisplay="auto"
                valueLabelFormat={optionLabel}
                onChange={(_event, next) => input.onChange(field.type === 'range' ? String(next) : next)}
                onBlur={input.onBlur}
              />
            </Box>
            {fieldState.error && (
              <FormHelperText error>{message(field, fieldState.error.message)}</FormHelperText>
            )}
          </Box>
        );
      }}
    />
  );
}
