import type { ReportView } from '@portal/domain';

// Apart from report-api.ts: every page asks isServerPrint() (the portal's theme), and report-api.ts
// brings the domain's report code and decimal.js with it.

/** The page the server's Chromium is printing gives the report itself (server reports/print-report.ts). */
type PrintBinding = () => Promise<ReportView | null>;

export function printBinding(): PrintBinding | null {
  const binding = (window as { __portalReport?: PrintBinding }).__portalReport;
  return typeof binding === 'function' ? binding : null;
}

/** True on a page the server is printing: no session, the report comes from the printer. */
export function isServerPrint(): boolean {
  return printBinding() !== null;
}
