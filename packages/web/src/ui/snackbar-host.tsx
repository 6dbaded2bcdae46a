import { lazy, Suspense } from 'react';

import { useNotification } from './notify';

// Snackbar and Alert load with the first message, not with the page.
const SnackbarView = lazy(() => import('./snackbar-view'));

/** Renders the current notification, if any. */
export function SnackbarHost() {
  const notification = useNotification();
  if (!notification) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarView key={notification.id} notification={notification} />
    </Suspense>
  );
}
