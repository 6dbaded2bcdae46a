import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  formatDateTimeIn,
  formatLocale,
  type AnalyticsEvent,
  type AnalyticsItem,
  type AnalyticsRow,
  type AnalyticsTab,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { analyticsTabQuery, type AnalyticsFilter } from './analytics-api';
import { DataTable, type Column } from '../../ui/data-table';
import { PageLoader } from '../../ui/page-loader';

const PAGE_SIZE = 10;

/** §2 tabs: user/group (a switch inside), content, documents, events. */
const SCREEN_TABS = ['people', 'content', 'documents', 'events'] as const;
type ScreenTab = (typeof SCREEN_TABS)[number];

export function AnalyticsTabs({ portalId, filter }: { portalId: string; filter: AnalyticsFilter }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ScreenTab>('people');
  const [people, setPeople] = useState<'users' | 'groups'>('users');
  const apiTab: AnalyticsTab = tab === 'people' ? people : tab;
  return (
    <Box component="section" aria-labelledby="analytics-tabs-title" sx={{ mt: 3 }}>
      <Tabs
        value={tab}
        onChange={(_event, value: ScreenTab) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('analytics.tabs.label')}
        id="analytics-tabs-title"
      >
        {SCREEN_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`analytics.tabs.${name}`)}
            id={`analytics-tab-${name}`}
            aria-controls="analytics-tab-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="analytics-tab-panel" aria-labelledby={`analytics-tab-${tab}`} sx={{ pt: 2 }}>
        {tab === 'people' && (
          <Box sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
            {(['users', 'groups'] as const).map((kind) => (
              <Button
                key={kind}
                size="small"
                variant={people === kind ? 'contained' : 'outlined'}
                aria-pressed={people === kind}
                onClick={() => setPeople(kind)}
              >
                {t(`analytics.tabs.${kind}`)}
              </Button>
            ))}
          </Box>
        )}
        {apiTab === 'events' ? (
          <EventsTable key={JSON.stringify(filter)} portalId={portalId} filter={filter} />
        ) : (
          <PagedTab
            key={`${apiTab}-${JSON.stringify(filter)}`}
            portalId={portalId}
            filter={filter}
            tab={apiTab}
          />
        )}
      </Box>
    </Box>
  );
}

function PagedTab({
  portalId,
  filter,
  tab,
}: {
  portalId: string;
  filter: AnalyticsFilter;
  tab: Exclude<AnalyticsTab, 'events'>;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(analyticsTabQuery(portalId, filter, tab, { page, pageSize: PAGE_SIZE }));
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{t('analytics.loadFailed')}</Alert>;
  const data = query.data;
  if (data.tab === 'events') return null;
  const paging = { page: data.page, pageSize: data.pageSize, total: data.total, onPage: setPage };
  const label = t(`analytics.tabs.${tab}`);
  if (data.tab === 'users' || data.tab === 'groups') {
    const columns: Column<AnalyticsRow>[] = [
      { key: 'name', label: t('analytics.columns.name'), render: (row) => row.name },
      ...(['total', 'logins', 'views', 'downloads', 'messages', 'other'] as const).map((field) => ({
        key: field,
        label: t(`analytics.counters.${field}`),
        numeric: true,
        wide: field !== 'total' && field !== 'views',
        render: (row: AnalyticsRow) => row.counters[field],
      })),
    ];
    return (
      <DataTable
        label={label}
        columns={columns}
        rows={data.items}
        rowKey={(row) => row.id}
        paging={paging}
        empty={t('analytics.empty')}
      />
    );
  }
  const columns: Column<AnalyticsItem>[] =
    data.tab === 'content'
      ? [
          {
            key: 'label',
            label: t('analytics.columns.section'),
            render: (row) => t(`analytics.sections.${row.label}`, { defaultValue: row.label }),
          },
          { key: 'views', label: t('analytics.counters.views'), numeric: true, render: (row) => row.views },
          { key: 'users', label: t('analytics.columns.users'), numeric: true, render: (row) => row.users },
        ]
      : [
          { key: 'label', label: t('analytics.columns.document'), render: (row) => row.label },
          {
            key: 'downloads',
            label: t('analytics.counters.downloads'),
            numeric: true,
            render: (row) => row.downloads,
          },
          {
            key: 'uploads',
            label: t('analytics.columns.uploads'),
            numeric: true,
            render: (row) => row.uploads,
          },
          {
            key: 'users',
            label: t('analytics.columns.users'),
            numeric: true,
            wide: true,
            render: (row) => row.users,
          },
        ];
  return (
    <DataTable
      label={label}
      columns={columns}
      // The users/groups shapes returned above; what is left is content or documents.
      rows={data.items as AnalyticsItem[]}
      rowKey={(row) => row.key}
      paging={paging}
      empty={t('analytics.empty')}
    />
  );
}

/** Recent events, 10 a page; the cursors of the pages seen are kept so "Newer" goes back. */
function EventsTable({ portalId, filter }: { portalId: string; filter: AnalyticsFilter }) {
  const { t, i18n } = useTranslation();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const query = useQuery(analyticsTabQuery(portalId, filter, 'events', { cursor }));
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{t('analytics.loadFailed')}</Alert>;
  const data = query.data;
  if (data.tab !== 'events') return null;
  const when = (at: string) =>
    // Events are counted by UTC day (decision 36), so their times are written in UTC.
    formatDateTimeIn(at, formatLocale(i18n.language), { timeZone: 'UTC' });
  const columns: Column<AnalyticsEvent>[] = [
    { key: 'at', label: t('analytics.columns.when'), render: (row) => when(row.at) },
    { key: 'user', label: t('analytics.columns.user'), render: (row) => row.user.name },
    {
      key: 'type',
      label: t('analytics.columns.event'),
      render: (row) => t(`analytics.eventTypes.${row.type}`, { defaultValue: row.type }),
    },
    {
      key: 'collection',
      label: t('analytics.columns.section'),
      wide: true,
      render: (row) =>
        row.collection ? t(`analytics.sections.${row.collection}`, { defaultValue: row.collection }) : '—',
    },
  ];
  return (
    <>
      <DataTable
        label={t('analytics.tabs.events')}
        columns={columns}
        rows={data.items}
        rowKey={(row) => row.id}
        empty={t('analytics.empty')}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
        <Button size="small" disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          {t('analytics.newer')}
        </Button>
        <Button
          size="small"
          disabled={!data.nextCursor}
          onClick={() => data.nextCursor && setCursors([...cursors, data.nextCursor])}
        >
          {t('analytics.older')}
        </Button>
      </Box>
    </>
  );
}
