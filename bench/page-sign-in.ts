import type { Page } from 'playwright-core';

/**
 * Signs a browser page in through the API, with the CSRF cookie the session probe sets, and answers
 * the sign-in's status. The sign-in page's own JavaScript is bench/login-bundle's figure, not these.
 */
export async function signInThroughApi(
  page: Page,
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<number> {
  await page.goto(`${baseUrl}/api/auth/session`);
  return page.evaluate(async ({ email, password }) => {
    const cookies = (globalThis as unknown as { document: { cookie: string } }).document.cookie;
    const csrf = /(?:^|; )portal_csrf=([^;]+)/.exec(cookies)?.[1] ?? '';
    const response = await fetch('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ email, password }),
    });
    return response.status;
  }, credentials);
}
