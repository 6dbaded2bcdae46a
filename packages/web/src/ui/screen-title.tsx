import Typography from '@mui/material/Typography';

import { useReplaceFirstFrame } from '../lib/first-frame';
import { useDocumentTitle } from './use-document-title';

/**
 * The screen's heading (the page's only h1), which also becomes the document title. Drawn, it
 * replaces the server's first paint of the title (lib/first-frame.ts).
 */
export function ScreenTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  useReplaceFirstFrame();
  return (
    <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
      {title}
    </Typography>
  );
}
