import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  ANALYTICS_LOOKBACK_DAYS,
  CALENDAR_PERIODS,
  DEFAULT_ANALYTICS_CUSTOM_RANGE,
  ROLLING_PERIODS,
  isCalendarPeriod,
  rangeLength,
  type AnalyticsPeriod,
} from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AnalyticsFilter } from './analytics-api';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a custom range cannot be used, as an i18n key; null when it can (§5 date filter). */
export function customRangeError(from: string, to: string): string | null {
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) return 'analytics.filter.rangeMissing';
  const length = rangeLength({ from, to });
  if (length === 0) return 'analytics.filter.rangeOrder';
  if (length > ANALYTICS_LOOKBACK_DAYS) return 'analytics.filter.rangeTooLong';
  return null;
}

interface PeriodFilterProps {
  filter: AnalyticsFilter;
  onChange: (filter: AnalyticsFilter) => void;
}

/**
 * §2 period filter (§9 ranges, default 'All'; a custom range opens on §9's default custom dates): rolling ranges as buttons, calendar months and tax
 * years in a select beside them; and the clients / investors switch.
 */
export function PeriodFilter({ filter, onChange }: PeriodFilterProps) {
  const { t } = useTranslation();
  // The applied custom range, else §9's default custom range.
  const [from, setFrom] = useState(filter.from ?? DEFAULT_ANALYTICS_CUSTOM_RANGE.from);
  const [to, setTo] = useState(filter.to ?? DEFAULT_ANALYTICS_CUSTOM_RANGE.to);
  const [custom, setCustom] = useState(filter.period === 'custom');
  const [tried, setTried] = useState(false);
  const error = customRangeError(from, to);

  const choosePeriod = (period: AnalyticsPeriod | null) => {
    if (!period) return;
    if (period === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    setTried(false);
    onChange({ period, view: filter.view });
  };
  const apply = () => {
    setTried(true);
    if (!error) onChange({ period: 'custom', view: filter.view, from, to });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={custom ? 'custom' : isCalendarPeriod(filter.period) ? null : filter.period}
          onChange={(_event, value: AnalyticsPeriod | null) => choosePeriod(value)}
          aria-label={t('analytics.filter.period')}
          sx={{ flexWrap: 'wrap' }}
        >
          {ROLLING_PERIODS.map((period) => (
            <ToggleButton key={period} value={period} sx={{ px: 1.25 }}>
              {t(`analytics.periods.${period}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('analytics.filter.calendar')}
          value={!custom && isCalendarPeriod(filter.period) ? filter.period : ''}
          onChange={(event) => choosePeriod(event.target.value as AnalyticsPeriod)}
          sx={{ minWidth: 250 }}
        >
          {CALENDAR_PERIODS.map((period) => (
            <MenuItem key={period} value={period}>
              {t(`analytics.periods.${period}`)}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter.view}
          onChange={(_event, view: AnalyticsFilter['view'] | null) => view && onChange({ ...filter, view })}
          aria-label={t('analytics.filter.view')}
        >
          <ToggleButton value="clients">{t('analytics.views.clients')}</ToggleButton>
          <ToggleButton value="investors">{t('analytics.views.investors')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {custom && (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            type="date"
            label={t('analytics.filter.from')}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={tried && error !== null}
          />
          <TextField
            size="small"
            type="date"
            label={t('analytics.filter.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={tried && error !== null}
            helperText={tried && error ? t(error) : ' '}
          />
          <Button type="submit" variant="contained" size="medium">
            {t('analytics.filter.apply')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
