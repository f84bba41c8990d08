import path from 'node:path';
import { createLocalSiteStorage } from './local';
import type { SiteStorage } from './port';
import type { S3StorageOptions } from './s3';

export * from './port';
export { createLocalSiteStorage } from './local';
export type { S3StorageOptions } from './s3';

/**
 * The S3 adapter, loaded only when asked for: the AWS SDK is large and warns about Node versions at load, and a
 * process on local disk (the `npm start` default) never needs it.
 */
export function createS3SiteStorage(opts: S3StorageOptions): SiteStorage {
  return (require('./s3') as typeof import('./s3')).createS3SiteStorage(opts);
}

/** The configuration storage is chosen by (packages/config's Env has these fields). */
export interface StorageEnv {
  /** '' (default): the local directory <DATA_DIR>/sites; `file:///abs/dir`: another directory; `s3://bucket/prefix` */
  STORAGE_URL: string;
  DATA_DIR: string;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}

/** The storage adapter STORAGE_URL names; every process that touches site files builds it with this. */
export function createSiteStorage(env: StorageEnv): SiteStorage {
  const url = env.STORAGE_URL.trim();
  if (!url) return createLocalSiteStorage(path.resolve(env.DATA_DIR, 'sites'));
  const parsed = new URL(url);
  if (parsed.protocol === 'file:') return createLocalSiteStorage(decodeURIComponent(parsed.pathname));
  if (parsed.protocol !== 's3:') throw new Error(`STORAGE_URL must be s3://bucket/prefix or file:///dir, got ${url}`);
  return createS3SiteStorage({
    bucket: parsed.hostname,
    prefix: decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, ''),
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
