import type { Env } from '@sgs/config';
import type { Db } from '@sgs/db';
import {
  createCustomHostnames,
  createHostingBilling,
  createResolver,
  createSandboxRegistrar,
  type CustomHostnames,
  type HostingBilling,
  type Registrar,
} from '@sgs/domains';

/** The providers the domain endpoints use, chosen by env (docs/domains.md). */
export interface DomainPorts {
  registrar: Registrar;
  hostnames: CustomHostnames;
  billing: HostingBilling;
}

export function domainPortsFromEnv(env: Env, db: Db): DomainPorts {
  const resolver = createResolver(env);
  const registeredHere = async (domain: string) => (await db.domain.count({ where: { domain, registered: true } })) > 0;
  return {
    registrar: createSandboxRegistrar(env, resolver, registeredHere),
    hostnames: createCustomHostnames(env),
    billing: createHostingBilling(env, db),
  };
}
