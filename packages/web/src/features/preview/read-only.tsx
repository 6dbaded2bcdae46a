import Tooltip from '@mui/material/Tooltip';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useReadOnly } from '../../lib/preview-state';

/*
 * During 'view as client' the server refuses every change (403 preview_read_only), so the screens
 * must not offer one. Two shapes, one rule:
 * - `WhenWritable` leaves out whole forms and actions that make no sense to look at (upload, compose,
 *   invite, edit links, password and authenticator forms);
 * - `WritableAction` keeps a button that also shows state (a favourite star, a menu) but disables it,
 *   with a tooltip saying why.
 */

/** Its children, except in a client preview. */
export function WhenWritable({ children }: { children: ReactNode }) {
  return useReadOnly() ? null : <>{children}</>;
}

/**
 * One button, with its usual tooltip (`title`, optional); in a client preview it is disabled and the
 * tooltip says the preview is read-only. A span carries the tooltip, as a disabled button fires no
 * pointer events.
 */
export function WritableAction({
  title,
  children,
}: {
  title?: string;
  children: ReactElement<{ disabled?: boolean }>;
}) {
  const readOnly = useReadOnly();
  const { t } = useTranslation();
  if (readOnly)
    return (
      <Tooltip title={t('preview.readOnly')}>
        <span style={{ display: 'inline-flex' }}>{cloneElement(children, { disabled: true })}</span>
      </Tooltip>
    );
  return title ? <Tooltip title={title}>{children}</Tooltip> : children;
}
