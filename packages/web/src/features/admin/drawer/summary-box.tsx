import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A step's summary in the drawer form (§2 security and transaction steps): a titled group of
 * label and value pairs as a description list. `wrapAnywhere` breaks long values (free text)
 * instead of letting them widen the drawer.
 */
export function SummaryBox({
  title,
  rows,
  wrapAnywhere = false,
}: {
  title: string;
  rows: readonly (readonly [label: string, value: string])[];
  wrapAnywhere?: boolean;
}) {
  return (
    <Box sx={{ p: 1.5, mb: 2, bgcolor: 'action.hover', borderRadius: 1 }} aria-label={title} role="group">
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={wrapAnywhere ? { m: 0, overflowWrap: 'anywhere' } : { m: 0 }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
