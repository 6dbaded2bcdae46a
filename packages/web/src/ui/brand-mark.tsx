import Box from '@mui/material/Box';

interface BrandMarkProps {
  name: string;
  /** A logo image; without one, the name's initial on the primary colour stands in. */
  logoUrl?: string | null;
  logoAlt?: string;
  /** Draw the monogram in the page's text colour (for use on a coloured background). */
  inverse?: boolean;
}

export function BrandMark({ name, logoUrl, logoAlt = '', inverse = false }: BrandMarkProps) {
  if (logoUrl) return <Box component="img" src={logoUrl} alt={logoAlt} sx={{ height: 36, maxWidth: 150 }} />;
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
