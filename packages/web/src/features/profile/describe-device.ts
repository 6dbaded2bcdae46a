const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const find = (ua: string, list: [RegExp, string][]) => list.find(([re]) => re.test(ua))?.[1];

/** A short description such as "Firefox on Linux"; null when the user agent says nothing useful. */
export function describeDevice(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = find(userAgent, BROWSERS);
  const system = find(userAgent, SYSTEMS);
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? null;
}
