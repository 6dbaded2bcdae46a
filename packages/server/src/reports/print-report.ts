import { PDFDocument } from 'pdf-lib';
import { PDF_PAGE_WAIT_MANY_ACCOUNTS_MS, pdfPageWaitMs, type ReportView } from '@portal/domain';
import type { Page } from 'playwright-core';
import { PrinterError, type ChromiumPrinter } from './chromium-printer';

/** The name of the function a printing page asks for its report (see web lib/printed-report.ts). */
const BINDING = '__portalReport';

// Each pooled page is given the binding once; the report it answers is the one being printed now.
const bound = new WeakSet<Page>();
const current = new WeakMap<Page, Promise<ReportView>>();

export interface PrintInput {
  /** The server's own address, as Chromium reaches it (http://127.0.0.1:port). */
  origin: string;
  /** The report route of the account in the web app. */
  path: string;
  /** The reader's language (known before the figures are). */
  locale: string;
  /** The figures, still being read: the page loads the web app meanwhile. */
  report: Promise<ReportView>;
}

/** The report could not be built (a 404, a refused range): the route answers that, not the PDF message. */
export class ReportNotBuilt extends Error {
  constructor(readonly reason: unknown) {
    super('the report could not be built');
  }
}

/**
 * Prints a report: the web app's report route on a page of the pool, given the report's figures
 * (the page never signs in and reads nothing else of the account), printed twice — the body with
 * the running header and page numbers, then the cover and back pages without them — and merged
 * with pdf-lib into cover, body, back. The page waits for the report at most §9's time (12 s, 15 s
 * above four portfolios).
 */
export async function printReport(
  printer: ChromiumPrinter,
  input: PrintInput,
): Promise<{ pdf: Uint8Array; report: ReportView }> {
  // Read before a page is taken, so that a report that cannot be built never costs a page.
  let failure: unknown = null;
  const reading = input.report.catch((error: unknown) => {
    failure = error;
    return null;
  });
  const printed = await printer.withPage(async (page) => {
    current.set(page, input.report);
    if (!bound.has(page)) {
      await page.exposeFunction(BINDING, () => current.get(page) ?? null);
      bound.add(page);
    }
    const url = `${input.origin}${input.path}?print&lng=${encodeURIComponent(input.locale)}`;
    // The web app loads while the figures are read; the page asks for them once it runs.
    const [, report] = await Promise.all([
      page.goto(url, { waitUntil: 'load', timeout: PDF_PAGE_WAIT_MANY_ACCOUNTS_MS }),
      reading,
    ]);
    if (!report) return null;
    const timeout = pdfPageWaitMs(report.page.portfolios.length);
    // Functions, not strings: the page's CSP forbids eval. The report sets the flag when drawn.
    const state = await page
      .waitForFunction(() => (globalThis as unknown as PageGlobal).document.body.dataset.reportReady, null, {
        timeout,
      })
      .then((handle) => handle.jsonValue());
    if (state !== 'true') throw new PrinterError(`the report page answered ${String(state)}`);
    const templates = await page.evaluate(() => ({
      header:
        (globalThis as unknown as PageGlobal).document.getElementById('report-header-template')?.innerHTML ??
        '<span></span>',
      footer:
        (globalThis as unknown as PageGlobal).document.getElementById('report-footer-template')?.innerHTML ??
        '<span></span>',
    }));
    await setPart(page, 'body');
    const body = await page.pdf({
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: templates.header,
      footerTemplate: templates.footer,
      margin: { top: '24mm', bottom: '18mm', left: '14mm', right: '14mm' },
    });
    const whole = report.parts.length > 1;
    let covers: Buffer | null = null;
    if (whole) {
      await setPart(page, 'covers');
      covers = await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '0', bottom: '0', left: '0', right: '0' },
      });
    }
    await setPart(page, null);
    return { body, covers, report };
  });
  if (!printed) throw new ReportNotBuilt(failure);
  return { pdf: await merge(printed.body, printed.covers, printed.report), report: printed.report };
}

/** The little of the page's DOM these functions touch (the server package has no DOM types). */
interface PageElement {
  innerHTML: string;
  dataset: Record<string, string | undefined>;
}
interface PageGlobal {
  document: {
    body: PageElement;
    documentElement: PageElement;
    getElementById(id: string): PageElement | null;
  };
}
// Runs inside the page, where globalThis is the window.

async function setPart(page: Page, part: 'body' | 'covers' | null): Promise<void> {
  await page.evaluate((value) => {
    const root = (globalThis as unknown as PageGlobal).document.documentElement;
    if (value) root.dataset.printPart = value;
    else delete root.dataset.printPart;
  }, part);
}

/** Cover first, the body, the back page last (the covers' print holds the cover and the back page). */
async function merge(body: Buffer, covers: Buffer | null, report: ReportView): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  const bodyDoc = await PDFDocument.load(body);
  const coverDoc = covers ? await PDFDocument.load(covers) : null;
  if (coverDoc) out.addPage((await out.copyPages(coverDoc, [0]))[0]!);
  for (const page of await out.copyPages(bodyDoc, bodyDoc.getPageIndices())) out.addPage(page);
  if (coverDoc && coverDoc.getPageCount() > 1)
    out.addPage((await out.copyPages(coverDoc, [coverDoc.getPageCount() - 1]))[0]!);
  out.setTitle(`${report.page.account.name} · ${report.period.from} – ${report.period.to}`);
  out.setAuthor(report.portal.name);
  out.setLanguage(report.locale);
  out.setCreator('Wealth portal (Chromium, pdf-lib)');
  return out.save();
}
