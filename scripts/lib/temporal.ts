import fs from 'node:fs';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { SEARCH_ATTRIBUTES } from '../../packages/contracts/src/search-attributes';
import { portOpen, runPrefixed, waitFor, type Managed } from './proc';

export interface LocalTemporal {
  address: string;
  uiUrl?: string;
  managed?: Managed;
  stop(): Promise<void>;
}

async function namespaceReady(address: string): Promise<boolean> {
  const connection = await Connection.connect({ address, connectTimeout: 1000 });
  try {
    await connection.workflowService.describeNamespace({ namespace: 'default' });
    return true;
  } finally {
    await connection.close();
  }
}

/** Starts the Temporal CLI dev server (or reuses one already listening on the port). */
export async function startLocalTemporal(opts: {
  port: number;
  uiPort?: number;
  dbFile?: string;
}): Promise<LocalTemporal> {
  const address = `127.0.0.1:${opts.port}`;
  const uiUrl = opts.uiPort ? `http://localhost:${opts.uiPort}` : undefined;
  if (await portOpen(opts.port)) {
    await waitFor('temporal', () => namespaceReady(address), { timeoutMs: 30_000 });
    return { address, uiUrl, stop: async () => undefined };
  }
  const cli = process.env.TEMPORAL_CLI;
  if (!cli) throw new Error('TEMPORAL_CLI is not set (scripts/bootstrap.sh finds it)');
  const args = [
    'server',
    'start-dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(opts.port),
    '--namespace',
    'default',
    '--log-level',
    'error',
  ];
  // Registered up front so workflows can upsert them from their first task (workers also register them).
  for (const [name, type] of Object.entries(SEARCH_ATTRIBUTES)) args.push('--search-attribute', `${name}=${type}`);
  if (opts.uiPort) args.push('--ui-port', String(opts.uiPort));
  else args.push('--headless');
  if (opts.dbFile) {
    fs.mkdirSync(path.dirname(opts.dbFile), { recursive: true });
    args.push('--db-filename', opts.dbFile);
  }
  const managed = runPrefixed('temporal', cli, args, { out: process.stderr });
  await waitFor('temporal', () => namespaceReady(address), { timeoutMs: 60_000, managed });
  return { address, uiUrl, managed, stop: async () => managed.stop('SIGTERM', 15_000) };
}
