import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Move up, move down and delete for a step, fieldset or field. Delete takes two clicks (§2): the
 * first turns the button into 'Confirm delete', which goes back after a few seconds untouched.
 */
export function ItemControls({
  name,
  first,
  last,
  onMove,
  onDelete,
}: {
  /** What the buttons act on, for their accessible names ('Field 2: Full name'). */
  name: string;
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => setConfirming(false), 5000);
    return () => clearTimeout(timer);
  }, [confirming]);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
      <Tooltip title={t('formsDesigner.moveUp')}>
        <span>
          <IconButton
            size="small"
            disabled={first}
            onClick={() => onMove(-1)}
            aria-label={t('formsDesigner.moveUpNamed', { name })}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('formsDesigner.moveDown')}>
        <span>
          <IconButton
            size="small"
            disabled={last}
            onClick={() => onMove(1)}
            aria-label={t('formsDesigner.moveDownNamed', { name })}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {confirming ? (
        <Button
          size="small"
          color="error"
          variant="contained"
          onClick={onDelete}
          aria-label={t('formsDesigner.confirmDeleteNamed', { name })}
          autoFocus
        >
          {t('formsDesigner.confirmDelete')}
        </Button>
      ) : (
        <Tooltip title={t('formsDesigner.delete')}>
          <IconButton
            size="small"
            onClick={() => setConfirming(true)}
            aria-label={t('formsDesigner.deleteNamed', { name })}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
