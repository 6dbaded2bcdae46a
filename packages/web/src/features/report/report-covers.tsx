import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReportView } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { formatDate, useMoney } from '../../ui/format';

function Logo({ report, height }: { report: ReportView; height: number }) {
  return report.logo ? (
    <Box
      component="img"
      src={report.logo}
      alt={report.portal.name}
      sx={{ height, width: 'auto', maxWidth: 240 }}
    />
  ) : (
    <Typography sx={{ fontWeight: 700, fontSize: height / 2 }}>{report.portal.name}</Typography>
  );
}

/** The cover: the portal's logo in its theme, the report's title, the client and the period. */
export function ReportCover({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const money = useMoney();
  return (
    <Box
      className="report-cover"
      sx={{ display: 'flex', flexDirection: 'column', p: '24mm 20mm', bgcolor: '#fff' }}
    >
      <Logo report={report} height={56} />
      <Box sx={{ height: '6px', bgcolor: theme.palette.primary.main, my: 4, width: '40%' }} />
      <Typography
        variant="h1"
        sx={{ fontSize: '2.4rem', fontWeight: 700, color: theme.palette.primary.main }}
      >
        {report.type === 'quarterly' ? t('report.quarterlyTitle') : t('report.title')}
      </Typography>
      <Typography sx={{ fontSize: '1.3rem', mt: 2 }}>
        {t('report.preparedFor', { name: report.page.account.name })}
      </Typography>
      <Typography sx={{ fontSize: '1.1rem', mt: 1 }}>
        {t('report.period', { from: formatDate(report.period.from), to: formatDate(report.period.to) })}
      </Typography>
      <Typography sx={{ fontSize: '1.1rem', mt: 4 }}>
        {t('report.totalValue')}:{' '}
        <strong>{money(report.page.account.value, report.page.account.currency)}</strong>
      </Typography>
      <Box sx={{ flex: 1 }} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {report.portal.name} · {t('report.producedOn', { date: formatDate(report.generatedOn) })}
      </Typography>
    </Box>
  );
}

/** The back page: disclaimers and how to reach the portal. */
export function ReportBack({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Box
      className="report-back"
      sx={{ display: 'flex', flexDirection: 'column', p: '24mm 20mm', bgcolor: '#fff' }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2, color: theme.palette.primary.main }}>
        {t('report.sections.disclaimers')}
      </Typography>
      {(['value', 'past', 'figures', 'advice'] as const).map((key) => (
        <Typography key={key} sx={{ mb: 1.5 }}>
          {t(`report.disclaimers.${key}`)}
        </Typography>
      ))}
      <Box sx={{ flex: 1 }} />
      <Box sx={{ borderTop: `4px solid ${theme.palette.primary.main}`, pt: 2 }}>
        <Logo report={report} height={40} />
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{t('report.back.contact')}</Typography>
        <Typography>{t('report.back.contactText', { portal: report.portal.name })}</Typography>
        {report.portal.email && <Typography>{report.portal.email}</Typography>}
        {report.portal.phone && <Typography>{report.portal.phone}</Typography>}
      </Box>
    </Box>
  );
}

/**
 * Chromium's running header and footer (page.pdf headerTemplate/footerTemplate): drawn outside the
 * page, so only inline styles and data URLs work; the printer copies these elements' HTML.
 */
export function ReportMarginTemplates({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const colour = theme.palette.primary.main;
  // The numbers are Chromium's spans: split the sentence around two markers and put the spans between.
  const [before = '', rest = ''] = t('report.pageOf', { page: '[[page]]', pages: '[[pages]]' }).split(
    '[[page]]',
  );
  const [middle = '', after = ''] = rest.split('[[pages]]');
  const base = {
    fontFamily: 'DejaVu Sans, Noto Sans, sans-serif',
    fontSize: '8px',
    width: '100%',
    margin: '0 14mm',
  };
  return (
    <div hidden>
      <div id="report-header-template">
        <div
          style={{
            ...base,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: `1.5px solid ${colour}`,
            paddingBottom: '4px',
            color: '#333',
            WebkitPrintColorAdjust: 'exact',
          }}
        >
          <span style={{ display: 'flex', alignItems: 'center', gap: '6px' }}>
            {report.logo && <img src={report.logo} alt="" style={{ height: '16px' }} />}
            <b style={{ color: colour }}>{report.portal.name}</b>
          </span>
          <span>
            {report.page.account.name} · {formatDate(report.period.from)} – {formatDate(report.period.to)}
          </span>
        </div>
      </div>
      <div id="report-footer-template">
        <div style={{ ...base, textAlign: 'right', color: '#555' }}>
          {before}
          <span className="pageNumber" />
          {middle}
          <span className="totalPages" />
          {after}
        </div>
      </div>
    </div>
  );
}
