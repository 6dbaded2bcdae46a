import Alert from '@mui/material/Alert';
import { REPORT_PARTS, REPORT_TYPES, type ReportPart, type ReportType, type ThemeId } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';

import { signInPath } from '../../app/sign-in-path';
import { useFeatureStrings } from '../../i18n';
import { changeLanguage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-context';
import { reportQuery, type ReportRequest } from '../../lib/report-api';
import { preloadCharts } from '../../ui/charts/chart';
import { PageLoader } from '../../ui/page-loader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useSetThemeChoice } from '../../themes/theme-choice-context';
import { ReportDocument } from './report-document';

preloadCharts();

/** Tells the printer the page is drawn: every chart has its SVG and the fonts are in. */
function useReadyFlag(ready: boolean, failed: boolean) {
  useEffect(() => {
    if (failed) {
      document.body.dataset.reportReady = 'error';
      return;
    }
    if (!ready) return;
    let frame = 0;
    const check = () => {
      const charts = Array.from(document.querySelectorAll('[data-report-chart]'));
      if (charts.every((c) => c.querySelector('[role="img"] svg'))) {
        void document.fonts.ready.then(() => {
          document.body.dataset.reportReady = 'true';
        });
        return;
      }
      frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => {
      cancelAnimationFrame(frame);
      delete document.body.dataset.reportReady;
    };
  }, [ready, failed]);
}

function requestOf(params: URLSearchParams): ReportRequest {
  const type = params.get('pdfType');
  const part = params.get('componentToRender');
  return {
    pdfType: REPORT_TYPES.includes(type as ReportType) ? (type as ReportType) : 'account',
    fromDateString: params.get('fromDateString') ?? undefined,
    toDateString: params.get('toDateString') ?? undefined,
    renderConsolidated: params.get('renderConsolidated') !== 'false',
    singlePortfolio: params.get('singlePortfolio') ?? undefined,
    componentToRender: REPORT_PARTS.includes(part as ReportPart) ? (part as ReportPart) : undefined,
  };
}

/**
 * Route `dashboard-portal-account-report` (issue 14): the account report, in the reader's language and
 * the portal's theme. The server's Chromium prints it (the report is handed to the page); opened in
 * a browser it reads the same report from the API and prints with the browser.
 */
export default function ReportScreen() {
  useFeatureStrings();
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const setTheme = useSetThemeChoice();
  const { portal = '', account = '' } = useParams();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const request = useMemo(() => requestOf(params), [params]);
  const query = useQuery(reportQuery(portal, account, request));
  const report = query.data;
  const language = report?.locale;
  const languageShown = !language || i18n.resolvedLanguage === language;
  useEffect(() => {
    if (language && !languageShown) void changeLanguage(language);
  }, [language, languageShown]);
  useLayoutEffect(() => {
    const theme = report?.portal.theme as ThemeId | undefined;
    if (theme && brand.themes.includes(theme)) setTheme(theme);
  }, [report, brand.themes, setTheme]);
  useDocumentTitle(report ? `${report.page.account.name} · ${t('report.title')}` : t('report.title'));
  useReadyFlag(Boolean(report) && languageShown, query.isError);

  if (query.error instanceof ApiError && query.error.status === 401)
    return <Navigate to={signInPath(search)} replace state={{ from: pathname }} />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return <Navigate to="/dashboard/404" replace />;
  if (query.error instanceof ApiError && query.error.status === 400)
    return <Alert severity="warning">{t('messages.validation.date_range_invalid')}</Alert>;
  if (query.isPending || !languageShown) return <PageLoader />;
  if (!report) return <Alert severity="error">{t('messages.errors.technical')}</Alert>;
  return <ReportDocument report={report} />;
}
