import type { Client } from '@temporalio/client';
import type { Env, Logger } from '@sgs/config';
import type { Db } from '@sgs/db';
import type { MapsUrlResolver } from '@sgs/net';
import type { PlacesProvider } from '@sgs/places';
import type { SiteStorage } from '@sgs/storage';
import type { Metrics } from '@sgs/observability';

/** Everything the gateway's handlers use, built once in main.ts (or by a test). */
export interface GatewayDeps {
  env: Env;
  db: Db;
  temporal: Client;
  log: Logger;
  resolveMapsUrl: MapsUrlResolver;
  places: PlacesProvider;
  storage: SiteStorage;
  /** Prometheus metrics of this process (request latency by route); unset in most tests. */
  metrics?: Metrics;
}
