import fs from 'node:fs';
import type { Env } from './index';

/** TLS settings in the shape both @temporalio/client's Connection and @temporalio/worker's NativeConnection take. */
export interface TemporalTls {
  serverNameOverride?: string;
  serverRootCACertificate?: Buffer;
  clientCertPair?: { crt: Buffer; key: Buffer };
}

export interface TemporalConnectionOptions {
  address: string;
  tls?: TemporalTls | boolean;
  apiKey?: string;
}

type TemporalEnv = Pick<
  Env,
  | 'TEMPORAL_ADDRESS'
  | 'TEMPORAL_TLS_CERT'
  | 'TEMPORAL_TLS_KEY'
  | 'TEMPORAL_TLS_CA'
  | 'TEMPORAL_TLS_SERVER_NAME'
  | 'TEMPORAL_API_KEY'
>;

const readPem = (name: string, file: string) => {
  try {
    return fs.readFileSync(file);
  } catch (err) {
    throw new Error(`${name}: cannot read ${file}: ${(err as Error).message}`, { cause: err });
  }
};

/**
 * How every process connects to Temporal: plain TCP to the dev server by default; mTLS with TEMPORAL_TLS_CERT and
 * TEMPORAL_TLS_KEY (self-hosted or Temporal Cloud with certificates); TLS plus TEMPORAL_API_KEY (Temporal Cloud).
 */
export function temporalConnectionOptions(env: TemporalEnv): TemporalConnectionOptions {
  const { TEMPORAL_TLS_CERT: cert, TEMPORAL_TLS_KEY: key } = env;
  if (Boolean(cert) !== Boolean(key)) throw new Error('TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY go together');
  const tls: TemporalTls = {};
  if (cert && key)
    tls.clientCertPair = { crt: readPem('TEMPORAL_TLS_CERT', cert), key: readPem('TEMPORAL_TLS_KEY', key) };
  if (env.TEMPORAL_TLS_CA) tls.serverRootCACertificate = readPem('TEMPORAL_TLS_CA', env.TEMPORAL_TLS_CA);
  if (env.TEMPORAL_TLS_SERVER_NAME) tls.serverNameOverride = env.TEMPORAL_TLS_SERVER_NAME;
  const useTls = Object.keys(tls).length > 0 || Boolean(env.TEMPORAL_API_KEY);
  return {
    address: env.TEMPORAL_ADDRESS,
    ...(useTls ? { tls: Object.keys(tls).length ? tls : true } : {}),
    ...(env.TEMPORAL_API_KEY ? { apiKey: env.TEMPORAL_API_KEY } : {}),
  };
}
