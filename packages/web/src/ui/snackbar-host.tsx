import Portal from '@mui/material/Portal';
import { lazy, Suspense } from 'react';

import { useNotification } from './notify';

// Snackbar and Alert load with the first message, not with the page.
const SnackbarView = lazy(() => import('./snackbar-view'));

/**
 * Renders the current notification, if any. It is portalled to the end of <body> when it appears:
 * an open dialog hides the app root from screen readers (aria-hidden), and a result shown over a
 * dialog (the thanks for accepting the terms, over the welcome) must still be announced.
 */
export function SnackbarHost() {
  const notification = useNotification();
  if (!notification) return null;
  return (
    <Portal>
      <Suspense fallback={null}>
        <SnackbarView key={notification.id} notification={notification} />
      </Suspense>
    </Portal>
  );
}
