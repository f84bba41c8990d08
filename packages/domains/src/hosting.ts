import type { Env } from '@sgs/config';
import { createCloudflareHostnames } from './cloudflare';

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
    return {
      ready: true,
      detail: 'built-in hosting: TLS is issued on demand by the proxy in front of it (see docs/domains.md)',
    };
  },
};

/** Cloudflare for SaaS when CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID are set, else the built-in hosting. */
export function createCustomHostnames(
  env: Pick<Env, 'CLOUDFLARE_API_TOKEN' | 'CLOUDFLARE_ZONE_ID' | 'CLOUDFLARE_API_BASE'>,
): CustomHostnames {
  if (env.CLOUDFLARE_API_TOKEN && env.CLOUDFLARE_ZONE_ID) {
    return createCloudflareHostnames({
      apiToken: env.CLOUDFLARE_API_TOKEN,
      zoneId: env.CLOUDFLARE_ZONE_ID,
      apiBase: env.CLOUDFLARE_API_BASE,
    });
  }
  return builtInHostnames;
}
