/**
 * Walks the local provider's sign-in the way a browser would, without one: follows redirects by
 * hand with a cookie jar per host, submits the login form (any password) and the consent form.
 * Returns the cookies our server set at the end and where it sent the browser.
 */
export async function walkProviderSignIn(options: {
  startUrl: string;
  login: string;
  /** Our server's public address (the registered redirect) and where it really listens. */
  publicUrl: string;
}): Promise<{ finalUrl: string; cookieHeader: string }> {
  const { startUrl, login, publicUrl } = options;
  const jar = new Map<string, Map<string, string>>();
  const cookiesOf = (url: URL) => jar.get(url.host) ?? jar.set(url.host, new Map()).get(url.host)!;
  const request = async (url: URL, init: RequestInit = {}) => {
    const cookie = [...cookiesOf(url)].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      if (expired) cookiesOf(url).delete(pair.slice(0, at));
      else cookiesOf(url).set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };

  let url = new URL(startUrl);
  const serverHost = url.host;
  let response = await request(url);
  for (let step = 0; step < 20; step++) {
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location.replace(publicUrl, `http://${serverHost}`), url);
      if (url.host === serverHost && !url.pathname.startsWith('/api/auth/oidc/')) {
        const cookieHeader = [...cookiesOf(url)].map(([name, value]) => `${name}=${value}`).join('; ');
        return { finalUrl: url.pathname + url.search, cookieHeader };
      }
      response = await request(url);
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action)
      throw new Error(`Unexpected provider page (${response.status}): ${html}`);
    const form: Record<string, string> = html.includes('name="login"')
      ? { prompt: 'login', login, password: 'any-password' }
      : { prompt: 'consent' };
    url = new URL(action.replace(/&amp;/g, '&'), url);
    response = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }
  throw new Error('The provider sign-in did not come back');
}
