/**
 * A tiny cookie-keeping HTTP client for the auth tests: it behaves like the web app (fetch the CSRF
 * cookie first, echo it in x-csrf-token) over real HTTP.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
    const headers: Record<string, string> = { ...this.headers, ...extra };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = this.cookies.get('portal_csrf');
    if (csrf && method !== 'GET' && !('x-csrf-token' in extra)) headers['x-csrf-token'] = csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of response.headers.getSetCookie()) this.store(line);
    const text = await response.text();
    const json = text ? (JSON.parse(text) as Record<string, any>) : undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
    return {
      status: response.status,
      headers: response.headers,
      body: json,
      setCookies: response.headers.getSetCookie(),
    };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown, extra?: Record<string, string>) =>
    this.request('POST', path, body ?? {}, extra);
  delete = (path: string, body?: unknown) => this.request('DELETE', path, body);

  /** Like the web app on start: fetch the session (and so the CSRF cookie). */
  async start() {
    return this.get('/api/auth/session');
  }

  async signIn(email: string, password: string) {
    if (!this.cookies.has('portal_csrf')) await this.start();
    return this.post('/api/auth/sign-in', { email, password });
  }

  private store(line: string) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some(
      (a) => /^\s*max-age=0/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a),
    );
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
