import type { CustomHostnames } from './hosting';

export interface CloudflareConfig {
  apiToken: string;
  zoneId: string;
  /** https://api.cloudflare.com/client/v4 */
  apiBase: string;
  timeoutMs?: number;
}

interface CustomHostname {
  id: string;
  hostname: string;
  status: string;
  ssl?: { status?: string };
}

interface Envelope<T> {
  success: boolean;
  errors?: { code: number; message: string }[];
  result: T;
}

/**
 * Cloudflare for SaaS custom hostnames as the hosting/CDN port: apex and www each become a custom hostname on the
 * SaaS zone (DV certificate, HTTP validation); certificate state is their `ssl.status`.
 */
export function createCloudflareHostnames(cfg: CloudflareConfig): CustomHostnames {
  const base = `${cfg.apiBase.replace(/\/$/, '')}/zones/${encodeURIComponent(cfg.zoneId)}/custom_hostnames`;
  async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${cfg.apiToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(cfg.timeoutMs ?? 15_000),
    });
    const json = (await res.json().catch(() => ({ success: false, result: null }))) as Envelope<T>;
    if (!res.ok || !json.success) {
      const why = json.errors?.map((e) => `${e.code} ${e.message}`).join('; ') || `HTTP ${res.status}`;
      throw new Error(`Cloudflare ${method} custom_hostnames: ${why}`);
    }
    return json.result;
  }
  const find = async (hostname: string) =>
    (await api<CustomHostname[]>('GET', `${base}?hostname=${encodeURIComponent(hostname)}`)).find(
      (h) => h.hostname === hostname,
    );
  const hosts = (domain: string) => [domain, `www.${domain}`];

  return {
    kind: 'cloudflare',
    async bind(domain) {
      for (const hostname of hosts(domain)) {
        if (!(await find(hostname))) await api('POST', base, { hostname, ssl: { method: 'http', type: 'dv' } });
      }
    },
    async unbind(domain) {
      for (const hostname of hosts(domain)) {
        const h = await find(hostname);
        if (h) await api('DELETE', `${base}/${encodeURIComponent(h.id)}`);
      }
    },
    async certificate(domain) {
      const states = await Promise.all(
        hosts(domain).map(async (hostname) => [hostname, (await find(hostname))?.ssl?.status ?? 'missing'] as const),
      );
      return {
        ready: states.every(([, s]) => s === 'active'),
        detail: states.map(([h, s]) => `${h} ssl ${s}`).join(', '),
      };
    },
  };
}
