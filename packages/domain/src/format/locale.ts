/** The locales the portal writes in: English brands en-GB (§9), Greek el-GR, Icelandic is-IS. */
export const FORMAT_LOCALES = ['en-GB', 'el-GR', 'is-IS'] as const;
export type FormatLocale = (typeof FORMAT_LOCALES)[number];

/** The formatting locale of an interface language ('el', 'is-IS', 'en'); anything else is en-GB. */
export function formatLocale(language: string | null | undefined): FormatLocale {
  const lower = (language ?? '').toLowerCase();
  if (lower.startsWith('el')) return 'el-GR';
  if (lower.startsWith('is')) return 'is-IS';
  return 'en-GB';
}
