import type { Browser, Page } from 'playwright-core';

/** Flags for a headless Chromium on a closed network (ARCHITECTURE.md Tests): no background calls. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface PrinterOptions {
  executablePath: string;
  /** Pages printing at the same time; more requests wait for one. */
  pages: number;
}

/** Chromium could not be started or a page crashed: the route answers with the §8 PDF message. */
export class PrinterError extends Error {
  override name = 'PrinterError';
}

/**
 * The one Chromium of a server process with a small pool of pages: launched with the first report
 * (a process that prints nothing never starts it), pages reused between reports (the web app's
 * files stay in the browser's cache), closed on shutdown. A browser that died is launched again
 * with the next report.
 */
export class ChromiumPrinter {
  private browser: Promise<Browser> | null = null;
  private readonly idle: Page[] = [];
  private readonly waiting: ((page: Page) => void)[] = [];
  private created = 0;
  private closed = false;

  constructor(private readonly options: PrinterOptions) {}

  /** Runs `work` on a page of the pool; the page goes back to the pool afterwards (or is dropped if broken). */
  async withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const page = await this.acquire();
    let healthy = true;
    try {
      return await work(page);
    } catch (error) {
      healthy = false;
      throw error;
    } finally {
      this.release(page, healthy && !page.isClosed());
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    this.idle.length = 0;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  private async acquire(): Promise<Page> {
    if (this.closed) throw new PrinterError('the printer is closed');
    const page = this.idle.pop();
    if (page) return page;
    if (this.created < this.options.pages) {
      this.created++;
      try {
        const browser = await this.launch();
        const context = await browser.newContext({ locale: 'en-GB' });
        return await context.newPage();
      } catch (error) {
        this.created--;
        throw new PrinterError(`Chromium could not open a page: ${(error as Error).message}`);
      }
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(page: Page, healthy: boolean): void {
    if (!healthy) {
      this.created--;
      void page
        .context()
        .close()
        .catch(() => undefined);
      // A waiting report gets a fresh page rather than waiting for ever.
      const next = this.waiting.shift();
      if (next) void this.acquire().then(next, () => undefined);
      return;
    }
    const next = this.waiting.shift();
    if (next) next(page);
    else this.idle.push(page);
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      // Loaded with the first report: playwright-core costs about 0.9 s of CPU to import, which a
      // cold start (decision 136) and a process that prints nothing need not pay.
      const launching = import('playwright-core')
        .then(({ chromium }) =>
          chromium.launch({
            executablePath: this.options.executablePath,
            headless: true,
            args: CHROMIUM_ARGS,
          }),
        )
        .then((browser) => {
          browser.on('disconnected', () => {
            // Chromium crashed or was killed: the next report launches a new one.
            if (this.browser === launching) this.browser = null;
            this.idle.length = 0;
            this.created = 0;
          });
          return browser;
        });
      launching.catch(() => {
        if (this.browser === launching) this.browser = null;
      });
      this.browser = launching;
    }
    return this.browser;
  }
}
