import InfoOutlined from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The methods a figure can explain: each has `figures.methods.<name>.{method,formula}`. */
export type FigureMethod =
  | 'twr'
  | 'twrAnnualised'
  | 'xirr'
  | 'period'
  | 'discrete'
  | 'calendar'
  | 'rolling'
  | 'drivers'
  | 'holdingReturn'
  | 'consolidated'
  | 'weight'
  | 'simulated'
  | 'totalAssets'
  | 'gains'
  | 'charges';

/** A small info button whose popover says how a figure was computed: the method and its formula. */
export function FigureInfo({ method, label }: { method: FigureMethod; label: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('figures.howComputed', { name: label })}
        aria-describedby={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.25, ml: 0.25 }}
        data-print="hide"
      >
        <InfoOutlined sx={{ fontSize: 16 }} />
      </IconButton>
      <Popover
        id={id}
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, maxWidth: 340 } } }}
      >
        <Typography variant="subtitle2" component="p" gutterBottom>
          {label}
        </Typography>
        <Typography variant="body2" component="p" gutterBottom>
          {t(`figures.methods.${method}.method`)}
        </Typography>
        <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
          {t(`figures.methods.${method}.formula`)}
        </Typography>
      </Popover>
    </>
  );
}
