import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { ReportPart, ReportView } from '@portal/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { ReportCommentarySection } from './report-commentary-section';
import { ReportCostsSection } from './report-costs-section';
import { earliestRecalculating, RecalculatingNotice } from '../../ui/recalculating-notice';
import { ReportBack, ReportCover, ReportMarginTemplates } from './report-covers';
import { ReportPerformanceSection } from './report-performance-section';
import {
  ReportAllocationSection,
  ReportChargesSection,
  ReportHoldingsSection,
  ReportTransactionsSection,
} from './report-positions-sections';
import { reportPrintStyles } from './report-print-css';
import { ReportSummarySection } from './report-summary-section';

const SECTIONS: Record<ReportPart, ComponentType<{ report: ReportView }>> = {
  summary: ReportSummarySection,
  performance: ReportPerformanceSection,
  allocation: ReportAllocationSection,
  holdings: ReportHoldingsSection,
  transactions: ReportTransactionsSection,
  charges: ReportChargesSection,
  costs: ReportCostsSection,
  commentary: ReportCommentarySection,
};

/** A part with nothing to show is left out, title and all (a quarter without commentary). */
const shown = (report: ReportView) => (part: ReportPart) =>
  part !== 'commentary' || report.commentary !== null;

/** The account report: cover, the chosen sections (each from a new page), back page, and the margins' templates. */
export function ReportDocument({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  const whole = report.parts.length > 1;
  return (
    <Box
      className="report-root"
      component="main"
      sx={{
        bgcolor: '#fff',
        color: '#000',
        maxWidth: '210mm',
        mx: 'auto',
        '& td, & th': { color: '#000', borderColor: '#ccc', px: 1 },
      }}
    >
      <GlobalStyles styles={reportPrintStyles} />
      {whole && <ReportCover report={report} />}
      <Box className="report-body" sx={{ px: { xs: 2, sm: 0 } }}>
        {/* Figures the clock has not brought up to the report's last day say so, as on the screens. */}
        <Box sx={{ mt: 2 }}>
          <RecalculatingNotice
            recalculating={earliestRecalculating(
              report.page.portfolios.map((p) => p.performance.recalculating),
            )}
            valuedThrough={report.page.valuedThrough}
          />
        </Box>
        {report.parts.filter(shown(report)).map((part) => {
          const Section = SECTIONS[part];
          return (
            <Box key={part} component="section" className="report-section" sx={{ mt: 3 }}>
              <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5, fontWeight: 600 }}>
                {t(`report.sections.${part}`)}
              </Typography>
              <Section report={report} />
            </Box>
          );
        })}
      </Box>
      {whole && <ReportBack report={report} />}
      <ReportMarginTemplates report={report} />
    </Box>
  );
}
