import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReportView } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../ui/format';

/**
 * The portal's market commentary for the report's quarter (Commentary collection). Its body is
 * rich text the server sanitised when it read it (report-data.ts); the section is left out when the
 * portal wrote none.
 */
export function ReportCommentarySection({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  const note = report.commentary;
  if (!note) return null;
  return (
    <Box className="report-commentary">
      <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
        {note.name}
      </Typography>
      {note.reportDate && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('report.commentary.asOf', { date: formatDate(note.reportDate) })}
        </Typography>
      )}
      {note.body && <Box sx={{ '& p': { mt: 0, mb: 1 } }} dangerouslySetInnerHTML={{ __html: note.body }} />}
    </Box>
  );
}
