import Typography from '@mui/material/Typography';

import { useDocumentTitle } from './use-document-title';

/** The screen's heading (the page's only h1), which also becomes the document title. */
export function ScreenTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
      {title}
    </Typography>
  );
}
