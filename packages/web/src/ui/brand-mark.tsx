import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

import { BRAND_LOGOS } from '../brand-assets/brand-logos';
import { useBrand } from '../lib/brand-context';

interface BrandMarkProps {
  name: string;
  /** A logo image; without one, the brand's emblem, or else the name's initial, stands in. */
  logoUrl?: string | null;
  logoAlt?: string;
  /** Draw the monogram in the page's text colour (for use on a coloured background). */
  inverse?: boolean;
}

export function BrandMark({ name, logoUrl, logoAlt = '', inverse = false }: BrandMarkProps) {
  const theme = useTheme();
  const Emblem = BRAND_LOGOS[useBrand().id];
  if (logoUrl) return <Box component="img" src={logoUrl} alt={logoAlt} sx={{ height: 36, maxWidth: 150 }} />;
  if (Emblem) {
    const { main, contrastText } = theme.palette.primary;
    // Decorative: the name is written next to it wherever it appears.
    return (
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <Emblem
          size={36}
          background={inverse ? contrastText : main}
          foreground={inverse ? main : contrastText}
        />
      </Box>
    );
  }
  return (
    <Box
      aria-hidden
      sx={{
        width: 36,
        height: 36,
        flexShrink: 0,
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        bgcolor: inverse ? 'primary.contrastText' : 'primary.main',
        color: inverse ? 'primary.main' : 'primary.contrastText',
      }}
    >
      {name.slice(0, 1).toUpperCase()}
    </Box>
  );
}
