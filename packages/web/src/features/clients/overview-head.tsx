import ForumOutlined from '@mui/icons-material/ForumOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { HeadlineFigure, HeadlineRow } from '../../ui/headline-figure';
import { ScreenTitle } from '../../ui/screen-title';

interface OverviewHeadProps {
  title: string;
  /** Staff see their clients, a client his accounts (the count's label). */
  staff: boolean;
  /** The headline figures, or null while they load ('…'). */
  figures: { value: ReactNode; count: ReactNode; gains: ReactNode } | null;
  /** The message centre, when the brand has one. */
  messages: string | null;
}

/**
 * The clients overview's first view: title, headline figures and the invitation to write to the
 * team. Prerendered by the build (figures loading) as the page's first paint (decision 116), so it
 * takes nothing but its props.
 */
export function OverviewHead({ title, staff, figures, messages }: OverviewHeadProps) {
  const { t } = useTranslation();
  return (
    <>
      <ScreenTitle title={title} />
      <HeadlineRow label={t('dashboard.headline')}>
        <HeadlineFigure
          label={t('dashboard.totalAssets')}
          method="totalAssets"
          value={figures?.value ?? '…'}
        />
        <HeadlineFigure
          label={t(staff ? 'dashboard.myClients' : 'dashboard.myAccounts')}
          value={figures?.count ?? '…'}
        />
        {/* Σ value − value / (1 + since inception) over the accounts listed (server totals). */}
        <HeadlineFigure method="gains" label={t('dashboard.gains')} value={figures?.gains ?? '…'} />
      </HeadlineRow>

      {messages && (
        <Paper
          variant="outlined"
          sx={{ p: 2, mb: 3, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Box sx={{ flex: '1 1 240px' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('dashboard.contactTeam')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.contactTeamText')}
            </Typography>
          </Box>
          <Button variant="contained" startIcon={<EmailOutlined />} component={RouterLink} to={messages}>
            {t('dashboard.contactTeamAction')}
          </Button>
          <Button variant="outlined" startIcon={<ForumOutlined />} component={RouterLink} to={messages}>
            {t('dashboard.messageCentre')}
          </Button>
        </Paper>
      )}
    </>
  );
}
