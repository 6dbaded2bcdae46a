/**
 * MUI's `buildFormatNumber` (its TablePagination's default "1–10 of 27" label), with the formatter
 * built on its first use instead of when TablePagination's module is evaluated (vite.config.ts puts it
 * in MUI's place). The page's first `Intl.NumberFormat` pays for ICU's number data, about 40 ms of CPU
 * inside the list screen's module evaluation, and this app never uses that label (ui/data-table.tsx
 * writes its own): decision 134.
 */
export default function buildFormatNumber(locale: string): (value: number) => string {
  let formatter: { format(value: number): string } | null | undefined;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        // eslint-disable-next-line no-restricted-syntax -- MUI's own label, not one of the app's figures
        formatter = new Intl.NumberFormat(locale);
      } catch {
        formatter = null; // as MUI's: String() without Intl
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
}
