import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Delete in two steps (§4): the first click asks 'Are you sure? This cannot be undone.', the second deletes. */
export function DeleteButton({ busy, onDelete }: { busy: boolean; onDelete: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button color="error" disabled={busy} onClick={() => setAsking(true)}>
        {t('admin.form.delete')}
      </Button>
    );
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button color="error" variant="contained" disabled={busy} onClick={onDelete}>
        {t('admin.form.confirmDelete')}
      </Button>
      <Button onClick={() => setAsking(false)}>{t('admin.form.cancel')}</Button>
    </Stack>
  );
}
