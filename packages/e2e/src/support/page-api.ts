import type { Page } from 'playwright-core';

export interface PageAnswer<T = unknown> {
  status: number;
  json: T;
}

/** A GET from the page with its session cookie, as the web app makes it. */
export async function get<T = unknown>(page: Page, path: string): Promise<PageAnswer<T>> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    const textBody = await response.text();
    return { status: response.status, json: textBody ? JSON.parse(textBody) : null };
  }, path) as Promise<PageAnswer<T>>;
}

/** A POST, PUT or PATCH from the page, with the CSRF cookie echoed as the web app does. */
export async function send(
  page: Page,
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([verb, url, payload]) => {
      await fetch('/api/auth/session');
      const csrf =
        /(?:^|; )portal_csrf=([^;]+)/.exec(
          (globalThis as unknown as { document: { cookie: string } }).document.cookie,
        )?.[1] ?? '';
      const response = await fetch(url as string, {
        method: verb as string,
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify(payload),
      });
      const textBody = await response.text();
      return { status: response.status, json: textBody ? JSON.parse(textBody) : null };
    },
    [method, path, body] as const,
  );
}

/** A POST from the page, with the CSRF cookie echoed as the web app does. */
export const post = (page: Page, path: string, body: unknown) => send(page, 'POST', path, body);
