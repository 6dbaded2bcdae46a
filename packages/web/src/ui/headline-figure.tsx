import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { FigureInfo, type FigureMethod } from './figure-info';

/** A headline figure: its label, value and, optionally, how it was computed. */
export function HeadlineFigure({
  label,
  value,
  method,
  hint,
}: {
  label: string;
  value: ReactNode;
  method?: FigureMethod;
  hint?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0, flex: '1 1 180px' }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="body2" component="h2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        {method && <FigureInfo method={method} label={label} />}
      </Box>
      <Typography
        component="p"
        sx={{
          fontSize: '1.5rem',
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="p">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** A row of headline figures that wraps on narrow screens. */
export function HeadlineRow({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box component="section" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
      {children}
    </Box>
  );
}
