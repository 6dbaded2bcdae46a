import type { DemoSignIn } from '../seed/index';

export interface BannerInfo {
  url: string;
  brand: string;
  database: string;
  /** Where portfolio data comes from, e.g. "database" or "api (DATA_API_URL is not set …)". */
  data?: string;
  signIns: DemoSignIn[];
  /** WEB_CONCURRENCY, when more than one server process shares the port. */
  processes?: number;
}

/** The block printed once the server listens: where it is, what it runs on, how to sign in. */
export function formatBanner(info: BannerInfo): string {
  const lines = [
    '',
    `  Wealth portal is running at ${info.url}`,
    `  Brand:    ${info.brand}`,
    `  Database: ${info.database}`,
    ...(info.data ? [`  Data:     ${info.data}`] : []),
    ...(info.processes && info.processes > 1 ? [`  Servers:  ${info.processes} processes`] : []),
    `  API docs: ${info.url.replace(/\/$/, '')}/api/docs`,
  ];
  if (info.signIns.length > 0) {
    lines.push('', '  Demo sign-ins:', ...table(info.signIns));
  }
  lines.push('');
  return `${lines.join('\n')}\n`;
}

/** The data line: the provider mode, and the fix when an `api` brand has no Data API to read. */
export function describeDataSource(
  mode: 'database' | 'static' | 'api',
  dataApiUrl: string | undefined,
): string {
  if (mode !== 'api') return mode;
  return dataApiUrl
    ? `api (${dataApiUrl})`
    : 'api, but DATA_API_URL is not set: accounts load with an error flag. Set DATA_API_URL, or DATA_PROVIDER=database to use the demo data';
}

function table(signIns: DemoSignIn[]): string[] {
  const header = ['Portal', 'Role', 'Email', 'Password'];
  const rows = signIns.map((s) => [s.portal, s.role, s.email, s.password]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const format = (cells: string[]) =>
    `    ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`.trimEnd();
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...rows.map(format)];
}
