import type { Env } from '@sgs/config';
import type { Db } from '@sgs/db';
import {
  cnameTargetOf,
  createCustomHostnames,
  createNamecheapRegistrar,
  createResolver,
  createSandboxRegistrar,
  type CustomHostnames,
  type Registrar,
} from '@sgs/domains';
import { createHostingBilling, type HostingBilling } from '@sgs/billing';

/** The providers the domain endpoints use, chosen by env (docs/domains.md). */
export interface DomainPorts {
  registrar: Registrar;
  hostnames: CustomHostnames;
  billing: HostingBilling;
}

/** Namecheap when its API user, key, client IP and registrant are all set; else the sandbox (buys and charges nothing). */
export function registrarFromEnv(env: Env, db: Db): Registrar {
  if (env.NAMECHEAP_API_USER && env.NAMECHEAP_API_KEY && env.NAMECHEAP_CLIENT_IP && env.NAMECHEAP_REGISTRANT) {
    return createNamecheapRegistrar({
      apiUrl: env.NAMECHEAP_API_URL,
      apiUser: env.NAMECHEAP_API_USER,
      apiKey: env.NAMECHEAP_API_KEY,
      userName: env.NAMECHEAP_USERNAME || env.NAMECHEAP_API_USER,
      clientIp: env.NAMECHEAP_CLIENT_IP,
      registrant: env.NAMECHEAP_REGISTRANT,
      hosting: { ipv4: env.DOMAIN_HOSTING_IPV4, cnameTarget: cnameTargetOf(env) },
    });
  }
  const registeredHere = async (domain: string) => (await db.domain.count({ where: { domain, registered: true } })) > 0;
  return createSandboxRegistrar(env, createResolver(env), registeredHere);
}

export function domainPortsFromEnv(env: Env, db: Db): DomainPorts {
  return {
    registrar: registrarFromEnv(env, db),
    hostnames: createCustomHostnames(env),
    billing: createHostingBilling(env, db),
  };
}
