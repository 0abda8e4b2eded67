import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A tiny cookie-keeping client over app.inject, so tests act like a browser session. */
export class Browser {
  readonly cookies = new Map<string, string>();
  csrfToken = '';

  constructor(private readonly app: FastifyInstance) {}

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request(
    method: Method,
    url: string,
    options: { json?: unknown; form?: string; body?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== 'GET' && this.csrfToken && !('x-csrf-token' in headers))
      headers['x-csrf-token'] = this.csrfToken;
    const init: InjectOptions = { method, url, headers, cookies: Object.fromEntries(this.cookies) };
    if (options.form !== undefined) {
      init.payload = options.form;
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (options.json !== undefined) {
      init.payload = options.json as InjectOptions['payload'];
    } else if (options.body !== undefined) {
      // A raw body (a multipart upload): the caller's headers name its content type.
      init.payload = options.body;
    }
    const response = await this.app.inject(init);
    this.remember(response);
    // Signing in (login, registration, WeChat) rotates the session and with it the CSRF token
    // (plugins/csrf.ts); like the web app, keep the token the answer carries.
    if (
      response.statusCode === 200 &&
      String(response.headers['content-type']).startsWith('application/json')
    ) {
      const token = response.json()?.data?.csrf_token;
      if (typeof token === 'string' && token !== '') this.csrfToken = token;
    }
    return response;
  }

  /** GET /api/csrf, keeping the cookie and the token like the web app does. */
  async fetchCsrf(): Promise<string> {
    const response = await this.request('GET', '/api/csrf');
    this.csrfToken = response.json<{ data: { token: string } }>().data.token;
    return this.csrfToken;
  }

  async login(phone: string, password: string): Promise<LightMyRequestResponse> {
    if (!this.csrfToken) await this.fetchCsrf();
    return this.request('POST', '/api/user/login', { json: { phone, password } });
  }
}
