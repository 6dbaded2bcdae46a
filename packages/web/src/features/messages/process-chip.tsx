import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Chip from '@mui/material/Chip';
import { buildPath, hasRoute } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useBrand } from '../../lib/brand-context';

/** §3 Message.process: the process a conversation is about, linking to it where the brand has the route. */
export function ProcessChip({
  portalId,
  process,
}: {
  portalId: string;
  process: { id: string; name: string };
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const label = t('messageCentre.aboutProcess', { name: process.name });
  if (!hasRoute(brand, 'dashboard-portal-processes-process'))
    return <Chip size="small" icon={<AssignmentOutlined />} label={label} />;
  return (
    <Chip
      size="small"
      icon={<AssignmentOutlined />}
      label={label}
      clickable
      component={RouterLink}
      to={buildPath(brand, 'dashboard-portal-processes-process', { portal: portalId, process: process.id })}
      sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
    />
  );
}
