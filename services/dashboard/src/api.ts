/** A hint that names an API route, a request body or a command: useful to a REST caller, noise on a page. */
const FOR_API_CALLERS = /\/v1\/|\b(GET|POST|PUT|PATCH|DELETE) \/|\bcurl\b|\{ *"/;

/** The public API as the dashboard calls it: the signed-in owner's session token as the bearer, JSON in and out. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; hint?: string } & Record<string, unknown>,
  ) {
    super(body.error ?? `API answered ${status}`);
  }
  /** One line for the page: the API's error, and its hint unless that is written for API callers (names a route). */
  get text() {
    const hint = this.body.hint && !FOR_API_CALLERS.test(this.body.hint) ? this.body.hint : undefined;
    return [this.body.error ?? `The API answered ${this.status}`, hint].filter(Boolean).join(' ');
  }
}

export interface ApiCall {
  token?: string;
  body?: unknown;
  /** The browser's address, forwarded so per-address limits apply per person (when the gateway trusts the dashboard). */
  clientIp?: string;
}

export class ApiClient {
  constructor(private readonly base: string) {}

  async raw(method: string, path: string, opts: ApiCall = {}): Promise<globalThis.Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.clientIp) headers['x-forwarded-for'] = opts.clientIp;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    return fetch(this.base + path, { method, headers, body, redirect: 'manual' });
  }

  /** The parsed JSON answer of a 2xx; anything else throws ApiFailure with the API's own error text. */
  async json<T = Record<string, unknown>>(method: string, path: string, opts: ApiCall = {}): Promise<T> {
    const res = await this.raw(method, path, opts);
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { error: `The API answered ${res.status} with a body that is not JSON` };
    }
    if (!res.ok) throw new ApiFailure(res.status, parsed as ApiFailure['body']);
    return parsed as T;
  }
}
