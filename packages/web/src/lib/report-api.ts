import { costsStatementYear, type ReportPart, type ReportType, type ReportView } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from './api-client';
import { downloadFile } from './download-file';
import { accountPath, queryString } from './portfolio-api';
import { printBinding } from './server-print';

export interface ReportRequest {
  pdfType?: ReportType;
  fromDateString?: string | undefined;
  toDateString?: string | undefined;
  renderConsolidated?: boolean;
  singlePortfolio?: string | undefined;
  componentToRender?: ReportPart | undefined;
}

/**
 * The annual costs and charges statement: the costs part of the account report over the last
 * calendar year (§7's pdfType is account or quarterly, so the statement is a part, not a type).
 */
export function costsStatementRequest(today: string = new Date().toISOString().slice(0, 10)): ReportRequest {
  const year = costsStatementYear(today);
  return { pdfType: 'account', fromDateString: year.from, toDateString: year.to, componentToRender: 'costs' };
}

const query = (request: ReportRequest) =>
  queryString({
    pdfType: request.pdfType,
    fromDateString: request.fromDateString,
    toDateString: request.toDateString,
    renderConsolidated:
      request.renderConsolidated === undefined ? undefined : String(request.renderConsolidated),
    singlePortfolio: request.singlePortfolio,
    componentToRender: request.componentToRender,
  });

/** The account report's figures: from the printer when printing, else the API (signed in). */
export const reportQuery = (portalId: string, accountId: string, request: ReportRequest) =>
  queryOptions({
    queryKey: ['portals', portalId, 'accounts', accountId, 'report', request],
    queryFn: async () => {
      const binding = printBinding();
      const printed = binding ? await binding() : null;
      return printed ?? apiFetch<ReportView>(`${accountPath(portalId, accountId)}/report${query(request)}`);
    },
    staleTime: Infinity,
    retry: false,
  });

/**
 * §7 generatePdf: asks for a render token bound to this viewer and account, then downloads the PDF
 * the server prints (the token, not the session cookie, names what may be printed).
 */
export async function downloadReport(
  portalId: string,
  accountId: string,
  request: ReportRequest,
  fileName: string,
): Promise<void> {
  const { token } = await apiFetch<{ token: string }>(`${accountPath(portalId, accountId)}/report-token`);
  const url = `/api/generatePdf${queryString({ token })}${query(request).replace(/^\?/, '&')}`;
  await downloadFile(url, fileName);
}
