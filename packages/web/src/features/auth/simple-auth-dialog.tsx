import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

import { useDocumentTitle } from '../../ui/use-document-title';

/** A dialog over the public backdrop with a heading (verify-email and new-password pages). */
export function SimpleAuthDialog({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  useDocumentTitle(title);
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ backdrop: { sx: { backgroundColor: 'rgba(0, 0, 0, 0.2)' } } }}
    >
      <DialogTitle id={titleId} component="h1" variant="h2">
        {title}
      </DialogTitle>
      {children}
    </Dialog>
  );
}
