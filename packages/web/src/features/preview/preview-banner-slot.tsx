import { lazy, Suspense, useState } from 'react';

import { usePreview } from '../../lib/preview-state';

const PreviewBanner = lazy(() => import('./preview-banner').then((m) => ({ default: m.PreviewBanner })));

/**
 * Where the preview banner goes. Its code (and its MUI parts) loads only once the session turns out
 * to be a client preview, which few sessions are; from then on the banner stays mounted, so it sees
 * the server end the preview and takes the app back.
 */
export function PreviewBannerSlot() {
  const preview = usePreview();
  const [seen, setSeen] = useState(false);
  // Set during render (React's pattern for state derived from a change): no extra empty frame.
  if (preview && !seen) setSeen(true);
  if (!preview && !seen) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBanner />
    </Suspense>
  );
}
