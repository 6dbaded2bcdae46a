import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its table is wider than the screen (phones). It can take the
 * keyboard focus and is a named region, so keyboard users can scroll it too (WCAG 2.1.1, axe's
 * scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  children,
  sx,
}: {
  /** What the region holds, e.g. the table's own label. */
  label: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={[
        {
          overflowX: 'auto',
          maxWidth: '100%',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
