import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { ReturnValue } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { formatReturn } from './format';

/**
 * A return as §9 shows it ('+5.23%', '-1.50%'), coloured by sign; a return the engine cannot compute
 * is '—' with the reason on hover and focus (never 0 %).
 */
export function ReturnText({
  value,
  colour = true,
}: {
  value: ReturnValue | number | null | undefined;
  colour?: boolean;
}) {
  const { t } = useTranslation();
  const fraction =
    value === null || value === undefined ? null : typeof value === 'number' ? value : value.value;
  if (fraction === null || !Number.isFinite(fraction)) {
    const reason = value && typeof value === 'object' && value.reason ? value.reason : 'no_data';
    const text = t(`figures.reasons.${reason}`);
    return (
      <Tooltip title={text}>
        <Box
          component="span"
          tabIndex={0}
          aria-label={t('figures.notAvailable', { reason: text })}
          sx={{ cursor: 'help', color: 'text.secondary', textDecoration: 'underline dotted' }}
        >
          —
        </Box>
      </Tooltip>
    );
  }
  return (
    <Box
      component="span"
      sx={{
        fontVariantNumeric: 'tabular-nums',
        color: colour
          ? fraction > 0
            ? 'success.main'
            : fraction < 0
              ? 'error.main'
              : 'text.primary'
          : 'inherit',
      }}
    >
      {formatReturn(fraction)}
    </Box>
  );
}
