import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../lib/api-client';
import { notify } from '../../ui/notify';
import { usePreview, type PreviewState } from '../../lib/preview-state';
import { usePreviewSwitch } from './use-preview';

// Fixed colours, not the theme's: the banner must stand out the same way in every theme, light or
// dark (near-black on amber: contrast about 12:1, well past WCAG AAA).
const BANNER_BG = '#ffd54f';
const BANNER_FG = '#1a1a1a';

/**
 * The banner of a client preview, on top of every signed-in screen while it lasts: who is being
 * viewed, that nothing can be changed, and the way back. A landmark (region) so screen-reader users
 * find it, its text a status so it is announced when the preview opens.
 */
export function PreviewBanner() {
  const preview = usePreview();
  const last = useRef<PreviewState | null>(null);
  const { end } = usePreviewSwitch();
  const { t } = useTranslation();

  // The server ended it (30 minutes, or the account was taken away): drop the client's answers and
  // go back, as ending it by hand would.
  useEffect(() => {
    const previous = last.current;
    if (preview) last.current = preview;
    else if (preview === null && previous) {
      last.current = null;
      notify(t('preview.ended'), 'info');
      void end(previous).catch(() => undefined);
    }
  }, [preview, end, t]);

  if (!preview) return null;
  const endByHand = () => {
    // Ended on purpose: the effect above must not take it for the server ending it.
    last.current = null;
    return end(preview);
  };
  return <Banner preview={preview} onEnd={endByHand} />;
}

function Banner({ preview, onEnd }: { preview: PreviewState; onEnd: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function finish() {
    setBusy(true);
    try {
      await onEnd();
    } catch (error) {
      notify(refusalText(error, t('messages.errors.technical')), 'error');
      setBusy(false);
    }
  }
  return (
    <Box
      component="section"
      aria-label={t('preview.bannerLabel')}
      data-testid="preview-banner"
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mx: { xs: -2, sm: -3, lg: -4 },
        px: { xs: 2, sm: 3, lg: 4 },
        py: 1,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        bgcolor: BANNER_BG,
        color: BANNER_FG,
        borderBottom: `2px solid ${BANNER_FG}`,
        '@media print': { display: 'none' },
      }}
    >
      <VisibilityIcon aria-hidden sx={{ color: BANNER_FG }} />
      <Typography role="status" sx={{ flex: 1, minWidth: 200, fontWeight: 600, color: BANNER_FG }}>
        {t('preview.banner', { client: preview.clientName })}
      </Typography>
      <Button
        variant="contained"
        size="small"
        disabled={busy}
        onClick={() => void finish()}
        sx={{
          bgcolor: BANNER_FG,
          color: '#ffffff',
          '&:hover': { bgcolor: '#000000' },
          '&.Mui-disabled': { bgcolor: '#4d4d4d', color: '#ffffff' },
        }}
      >
        {busy ? t('preview.ending') : t('preview.endPreview')}
      </Button>
    </Box>
  );
}
