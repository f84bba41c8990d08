// A real S3-compatible server for tests and local demos: versitygw (Versity S3 Gateway, POSIX backend) on
// 127.0.0.1 over a temp directory. scripts/bootstrap.sh builds it once from the Go module proxy and exports
// S3_SERVER_BIN; the binary is cached like the Temporal CLI.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { runPrefixed, waitFor, type Managed } from './proc';

export const VERSITYGW_VERSION = 'v1.8.0';

export interface LocalS3 {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A bucket created at start. */
  bucket: string;
  /** The env a process needs to keep its site files in this server under `prefix`. */
  env(prefix?: string): Record<string, string>;
  managed: Managed;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export function s3ServerBinary(): string {
  const bin =
    process.env.S3_SERVER_BIN ||
    path.join(
      process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'),
      'site-generation-service',
      `versitygw-${VERSITYGW_VERSION}`,
      'versitygw',
    );
  if (!fs.existsSync(bin)) throw new Error(`no S3 server at ${bin}: run npm test (scripts/bootstrap.sh builds it)`);
  return bin;
}

/** Starts versitygw on a free 127.0.0.1 port over a fresh temp directory, with one bucket. */
export async function startLocalS3(opts: { bucket?: string; out?: NodeJS.WritableStream } = {}): Promise<LocalS3> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sgs-s3-'));
  const port = await freePort();
  const accessKeyId = `test${randomBytes(6).toString('hex')}`;
  const secretAccessKey = randomBytes(20).toString('hex');
  const region = 'us-east-1';
  const endpoint = `http://127.0.0.1:${port}`;
  const managed = runPrefixed(
    's3',
    s3ServerBinary(),
    [
      '--port',
      `127.0.0.1:${port}`,
      '--access',
      accessKeyId,
      '--secret',
      secretAccessKey,
      '--quiet',
      'posix',
      '--sidecar',
      path.join(root, '.meta'),
      path.join(root, 'data'),
    ],
    { out: opts.out ?? process.stderr },
  );
  fs.mkdirSync(path.join(root, 'data'));
  fs.mkdirSync(path.join(root, '.meta'));
  const client = new S3Client({
    endpoint,
    region,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
  });
  const bucket = opts.bucket ?? 'sites';
  try {
    await waitFor(
      's3',
      async () => {
        await client.send(new CreateBucketCommand({ Bucket: bucket }));
        return true;
      },
      { timeoutMs: 30_000, managed },
    );
  } catch (err) {
    await managed.stop();
    throw err;
  } finally {
    client.destroy();
  }
  return {
    endpoint,
    region,
    accessKeyId,
    secretAccessKey,
    bucket,
    managed,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async stop() {
      await managed.stop('SIGTERM', 5_000);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
