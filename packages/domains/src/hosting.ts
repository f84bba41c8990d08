/**
 * The hosting/CDN port for custom hostnames (apex and www). The built-in hosting service serves a domain while
 * its row in `domains` is `active`, so binding there is the row's status and there is nothing else to call;
 * TLS is terminated by a proxy that asks GET /internal/tls/ask (docs/domains.md). A CDN adapter (Cloudflare for
 * SaaS custom hostnames) would create/delete hostnames here and report their certificate status.
 */
export interface CustomHostnames {
  readonly kind: string;
  bind(domain: string): Promise<void>;
  unbind(domain: string): Promise<void>;
  certificate(domain: string): Promise<{ ready: boolean; detail: string }>;
}

export const builtInHostnames: CustomHostnames = {
  kind: 'built-in',
  async bind() {},
  async unbind() {},
  async certificate() {
    return { ready: true, detail: 'built-in hosting: TLS is issued on demand by the proxy in front of it (see docs/domains.md)' };
  },
};
