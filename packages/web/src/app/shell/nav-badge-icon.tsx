import Badge from '@mui/material/Badge';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** A navigation icon with its count (unread messages), labelled for screen readers and tests. */
export function NavBadgeIcon({ count, children }: { count: number | undefined; children: ReactElement }) {
  const { t } = useTranslation();
  if (!count) return children;
  return (
    <Badge
      badgeContent={count}
      max={99}
      color="error"
      slotProps={{ badge: { 'aria-label': t('messageCentre.unreadCount', { count }) } as never }}
    >
      {children}
    </Badge>
  );
}
