import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { ScreenTitle } from '../../ui/screen-title';
import { DocumentList } from './document-list';
import { LibraryToolbar } from './library-toolbar';
import { UploadPanel } from './upload-panel';
import { useLibraryFilters, useLibraryViewer, useRefreshLibrary } from './use-library';
import { WhenWritable } from '../preview';

/**
 * Route `dashboard-portal-library` (§2 Library): sections, tags, account / type / date filters, a
 * server-paged list with each document's actions, and the upload panel.
 */
export default function LibraryScreen() {
  const { t } = useTranslation();
  const { portalId, staff } = useLibraryViewer();
  const { filters, setFilters } = useLibraryFilters();
  const refresh = useRefreshLibrary(portalId);
  return (
    <>
      <ScreenTitle title={t('screens.dashboard-portal-library')} />
      <Stack spacing={3}>
        <WhenWritable>
          <UploadPanel portalId={portalId} defaultTarget={filters.target} onUploaded={refresh} />
        </WhenWritable>
        <LibraryToolbar portalId={portalId} filters={filters} onChange={setFilters} />
        <DocumentList
          portalId={portalId}
          staff={staff}
          filters={filters}
          onPage={(page) => setFilters({ page })}
        />
      </Stack>
    </>
  );
}
