/**
 * Print rules of the report (A4 portrait). The server prints twice: `data-print-part="body"` (the
 * sections, with Chromium's running header and page numbers in the margins) and `"covers"` (the
 * cover and back pages, full bleed, no margins); merged with pdf-lib. Opened in a browser, the whole
 * report shows and prints as one.
 */
export const reportPrintStyles = {
  '@page': { size: 'A4 portrait' },
  html: { WebkitPrintColorAdjust: 'exact', printColorAdjust: 'exact' },
  'html[data-print-part="body"] .report-cover, html[data-print-part="body"] .report-back': {
    display: 'none !important',
  },
  'html[data-print-part="covers"] .report-body': { display: 'none !important' },
  '@media print': {
    'body, .report-root': { background: '#fff !important' },
    '[data-print="hide"]': { display: 'none !important' },
    '.report-cover, .report-back': {
      height: '297mm',
      width: '210mm',
      boxSizing: 'border-box',
      breakAfter: 'page',
      overflow: 'hidden',
    },
    '.report-back': { breakAfter: 'auto' },
    // Tables break between rows, never inside one; their heads repeat on every page.
    '.report-body thead': { display: 'table-header-group' },
    '.report-body tr, .report-body figure, .report-keep': { breakInside: 'avoid' },
    '.report-body h2, .report-body h3': { breakAfter: 'avoid' },
    '.report-section': { breakBefore: 'page' },
    '.report-section:first-of-type': { breakBefore: 'auto' },
    '.report-body td, .report-body th': { fontSize: '8.5pt', paddingTop: '3px', paddingBottom: '3px' },
  },
} as const;
