import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** §2/§9 drawer: on the right on wide screens, at the bottom below 960 px. */
export function SideDrawer({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const bottom = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const titleId = useId();
  return (
    <Drawer
      anchor={bottom ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      // Above the app's top bar, which sits over the navigation drawer's layer.
      sx={{ zIndex: theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: bottom
            ? { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 }
            : { width: { md: 520, lg: 600 }, maxWidth: '100vw' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('app.close')}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: 2, overflowY: 'auto' }}>{children}</Box>
    </Drawer>
  );
}
