import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubmissionStep } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../lib/api-client';
import { moveSubmission, processesKey, submissionsQuery, type SubmissionSummary } from '../../lib/forms-api';
import { notify } from '../../ui/notify';
import { formatDate } from '../../ui/format';
import { STEP_COLOURS, STEP_KEYS } from './step-label';

/**
 * Submissions the viewer reviews (§4 workflow): admins see the portal's, advisors those they own.
 * Each shows its step and the moves the server allows this viewer (one step forward; an admin
 * also one back).
 */
export function ReviewList({ portalId }: { portalId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const query = useQuery(submissionsQuery(portalId, page));
  const move = useMutation({
    mutationFn: ({ item, step }: { item: SubmissionSummary; step: SubmissionStep }) =>
      moveSubmission(portalId, item.id, step),
    onSuccess: async (_saved, { step }) => {
      setError(null);
      notify(t('formsDesigner.workflow.moved', { step: t(STEP_KEYS[step]) }));
      await client.invalidateQueries({ queryKey: processesKey(portalId) });
    },
    onError: (cause) => setError(refusalText(cause, t('formsDesigner.wizard.failed'))),
  });
  const items = query.data?.items.filter((item) => item.moves.length > 0 || item.step === 'Released') ?? [];
  const pages = query.data ? Math.ceil(query.data.total / query.data.pageSize) : 0;
  return (
    <section aria-labelledby="review-heading">
      <Typography id="review-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
        {t('formsDesigner.workflow.title')}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {query.isError && <Alert severity="error">{t('messages.errors.technical')}</Alert>}
      {query.data && items.length === 0 && (
        <Typography color="text.secondary">{t('formsDesigner.workflow.none')}</Typography>
      )}
      <List aria-label={t('formsDesigner.workflow.title')}>
        {items.map((item) => (
          <ListItem key={item.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={item.formName}
              secondary={t('formsDesigner.workflow.by', {
                name: item.createdName ?? '—',
                date: formatDate(item.createdAt),
              })}
            />
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" label={t(STEP_KEYS[item.step])} color={STEP_COLOURS[item.step]} />
              {item.moves.map((step, i) => (
                <Button
                  key={step}
                  size="small"
                  variant={i === 0 ? 'contained' : 'text'}
                  disabled={move.isPending}
                  onClick={() => move.mutate({ item, step })}
                >
                  {t('formsDesigner.workflow.moveTo', { step: t(STEP_KEYS[step]) })}
                </Button>
              ))}
            </Stack>
          </ListItem>
        ))}
      </List>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_e, value: number) => setPage(value)} />}
    </section>
  );
}
